import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from '../lib/https';
import { createSession, endSession, readSession, type SessionKind } from '../lib/sessions';
import type { AppDeps } from '../deps';

export const sessionCookies: Record<SessionKind, string> = {
  customer: 'chandi_session',
  admin: 'chandi_admin',
};

/** Sign a subject in: a new session and its cookie (HttpOnly, SameSite=Lax, Secure over https). */
export async function startSession(
  c: Context,
  deps: AppDeps,
  kind: SessionKind,
  subjectId: string,
  remember: boolean,
): Promise<void> {
  const now = (deps.now ?? Date.now)();
  const { token, maxAgeSeconds } = await createSession(deps.db, kind, subjectId, remember, now);
  setCookie(c, sessionCookies[kind], token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: isHttps(c.req),
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds } : {}),
  });
}

/** The subject id of the request's live session of this kind, or null. */
export async function sessionSubject(
  c: Context,
  deps: AppDeps,
  kind: SessionKind,
): Promise<string | null> {
  const token = getCookie(c, sessionCookies[kind]);
  if (!token) return null;
  return readSession(deps.db, kind, token, (deps.now ?? Date.now)());
}

/** Sign out: end the session (if any) and clear its cookie. */
export async function stopSession(c: Context, deps: AppDeps, kind: SessionKind): Promise<void> {
  const token = getCookie(c, sessionCookies[kind]);
  if (token) await endSession(deps.db, token);
  deleteCookie(c, sessionCookies[kind], { path: '/', secure: isHttps(c.req) });
}
