import { persistentAtom } from '@nanostores/persistent';
import { api, messageOf, type ApiResult } from '../lib/api';
import { client, send } from '../lib/api-client';
import { jsonCodec, text } from './json-storage';

/** The signed-in admin as the browser remembers them: display only, the HttpOnly cookie is the proof. */
export interface AdminInfo {
  name: string;
  email: string;
  /** What the app shows; the server checks the role on every call regardless. */
  role: 'owner' | 'staff';
}

function sanitizeAdmin(parsed: unknown): AdminInfo | null {
  const raw = parsed as Partial<Record<keyof AdminInfo, unknown>> | null | undefined;
  const email = text(raw?.email);
  const role = raw?.role === 'owner' ? 'owner' : 'staff';
  return email ? { name: text(raw?.name) ?? '', email, role } : null;
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

/** `POST /api/admin/account/forgot-password`: the same answer whether or not the address is an admin's. */
export async function requestAdminResetLink(email: string): Promise<AdminOutcome> {
  return outcomeOf(await api('/api/admin/account/forgot-password', { json: { email } }));
}

/**
 * Set the password from an e-mailed link's token (`reset` or `invite`); the server signs this
 * browser in, so the `LoginInfo` is kept for display.
 */
export async function setAdminPasswordFromLink(
  link: 'reset' | 'invite',
  input: { token: string; password: string },
): Promise<AdminOutcome> {
  const path = link === 'reset' ? 'reset-password' : 'accept-invite';
  const result = await api<{ LoginInfo: AdminInfo }>(`/api/admin/account/${path}`, {
    json: input,
  });
  const info = result.ok ? sanitizeAdmin(result.body?.LoginInfo) : null;
  if (info) $admin.set(info);
  return outcomeOf(result);
}

/** `PUT /api/admin/account/name`: the signed-in admin's own name, shown at once wherever it appears. */
export async function renameAdmin(name: string): Promise<AdminOutcome> {
  const result = await send(client.admin.account.name.$put({ json: { name } }));
  const info = result.ok ? sanitizeAdmin(result.body?.LoginInfo) : null;
  if (info) $admin.set(info);
  return outcomeOf(result);
}

/** `PUT /api/admin/account/password`: the signed-in admin's own password; other sessions end. */
export async function changeAdminPassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<AdminOutcome> {
  return outcomeOf(await api('/api/admin/account/password', { method: 'PUT', json: input }));
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
    if (JSON.stringify(current) !== JSON.stringify(info)) $admin.set(info);
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
