import { and, eq, lt } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import type { Db } from './db';

export type SessionKind = 'customer' | 'admin';

const day = 24 * 60 * 60 * 1000;
/** Idle and absolute lifetimes; "Remember me" keeps a session for 30 days even when idle. */
const lifetimes = {
  normal: { idleMs: 2 * day, absoluteMs: 7 * day },
  remember: { idleMs: 30 * day, absoluteMs: 30 * day },
};
// Writing last_seen on every request would turn every read into a write; a minute is precise enough.
const touchEveryMs = 60 * 1000;

/** Bytes as unpadded base64url: safe in cookies, paths, queries and fragments as it stands. */
export const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** SHA-256 of a token as hex: what the database stores instead of the token. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Start a session; returns the cookie token (256 random bits) and how long the cookie should live. */
export async function createSession(
  db: Db,
  kind: SessionKind,
  subjectId: string,
  remember: boolean,
  now: number,
): Promise<{ token: string; maxAgeSeconds?: number }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  const life = remember ? lifetimes.remember : lifetimes.normal;
  await db.insert(sessions).values({
    id: await hashToken(token),
    kind,
    subjectId,
    remember,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + life.absoluteMs,
  });
  return { token, maxAgeSeconds: remember ? life.absoluteMs / 1000 : undefined };
}

/** The subject of a live session of this kind, or null (unknown, expired, idle too long, other kind). */
export async function readSession(
  db: Db,
  kind: SessionKind,
  token: string,
  now: number,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const id = await hashToken(token);
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.kind, kind)));
  if (!row) return null;
  const life = row.remember ? lifetimes.remember : lifetimes.normal;
  if (now >= row.expiresAt || now - row.lastSeenAt >= life.idleMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now - row.lastSeenAt > touchEveryMs) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row.subjectId;
}

/** End the session behind this token, if any. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, await hashToken(token)));
}

/** End every session of one account (after a password reset). */
export function endAllSessions(db: Db, kind: SessionKind, subjectId: string) {
  return db.delete(sessions).where(and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId)));
}

/** Remove sessions past their absolute expiry. */
export function purgeExpiredSessions(db: Db, now: number) {
  return db.delete(sessions).where(lt(sessions.expiresAt, now));
}
