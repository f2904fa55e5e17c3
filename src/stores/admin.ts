import { persistentAtom } from '@nanostores/persistent';
import { messageOf, type ApiResult } from '../lib/api';
import { client, send } from '../lib/api-client';
import { jsonCodec, text } from './json-storage';

/** The signed-in admin as the browser remembers them: display only, the HttpOnly cookie is the proof. */
export interface AdminInfo {
  name: string;
  email: string;
}

function sanitizeAdmin(parsed: unknown): AdminInfo | null {
  const raw = parsed as Partial<Record<keyof AdminInfo, unknown>> | null | undefined;
  const email = text(raw?.email);
  return email ? { name: text(raw?.name) ?? '', email } : null;
}

/** localStorage `admin`: the admin's `LoginInfo`, or null when signed out (reference §3 "Store parts"). */
export const $admin = persistentAtom<AdminInfo | null>(
  'admin',
  null,
  jsonCodec(sanitizeAdmin, (a) => a === null),
);

/** How an admin form's call ended: the message to show and any per-field errors. */
export interface AdminOutcome {
  ok: boolean;
  status: number;
  msg: string;
  errors: Record<string, string>;
}

const outcomeOf = (result: ApiResult<object>): AdminOutcome => ({
  ok: result.ok,
  status: result.status,
  msg: messageOf(result),
  errors: result.body?.errors ?? {},
});

/** `POST /api/admin/login`: on success the `LoginInfo` is kept for display. */
export async function adminLogin(input: {
  email: string;
  password: string;
  remember: boolean;
}): Promise<AdminOutcome> {
  const result = await send(client.admin.login.$post({ json: input }));
  const info = result.ok ? sanitizeAdmin(result.body?.LoginInfo) : null;
  if (info) $admin.set(info);
  return outcomeOf(result);
}

/** `PUT /api/admin/reset-password` with the secret key; every admin session ends on success. */
export async function resetAdminPassword(input: {
  email: string;
  secretKey: string;
  newPassword: string;
}): Promise<AdminOutcome> {
  const result = await send(client.admin['reset-password'].$put({ json: input }));
  if (result.ok) $admin.set(null);
  return outcomeOf(result);
}

/**
 * Confirm the session with `GET /api/admin/me`: refresh the display record when the cookie is good,
 * clear it on 401/403. A network failure answers "unknown" and keeps the record.
 */
export async function confirmAdmin(): Promise<'signed-in' | 'signed-out' | 'unknown'> {
  const result = await send(client.admin.me.$get());
  const info = result.ok ? sanitizeAdmin(result.body?.LoginInfo) : null;
  if (info) {
    const current = $admin.get();
    if (!current || current.email !== info.email || current.name !== info.name) $admin.set(info);
    return 'signed-in';
  }
  if (result.status === 401 || result.status === 403) {
    $admin.set(null);
    return 'signed-out';
  }
  return 'unknown';
}

/** `POST /api/admin/logout`, then forget the display record whatever the answer. */
export async function adminLogout(): Promise<void> {
  await send(client.admin.logout.$post());
  $admin.set(null);
}
