import type { ClientResponse } from 'hono/client';
import { api, messageOf, type ApiOptions, type ApiResult, type Envelope } from '../../lib/api';
import { send } from '../../lib/api-client';
import { $admin, adminLogout } from '../../stores/admin';
import { flashToast, toast } from '../../stores/toast';

export type { ApiResult } from '../../lib/api';

let signingOut = false;

/** Sign out on purpose: calls still in flight that now answer 401 must not redirect with `?next=`. */
export async function signOut() {
  signingOut = true;
  await adminLogout();
  location.assign('/adm-login');
}

/** Send the admin to the sign-in page, coming back here afterwards. */
export function toLogin(message = 'Please sign in again') {
  if (signingOut) return;
  $admin.set(null);
  flashToast(message, 'info');
  const next = location.pathname + location.search;
  location.assign(`/adm-login?next=${encodeURIComponent(next)}`);
}

/** An admin call's answer: a 401 means the session ended, so the admin goes to sign in (DESIGN §9). */
export async function adminAnswer<T>(pending: Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await pending;
  if (result.status === 401) toLogin();
  return result;
}

/** Any admin call, answered as `adminAnswer` says. */
export const adminApi = <T = object>(path: string, options: ApiOptions = {}) =>
  adminAnswer(api<T>(path, options));

/** A typed admin call (`adminSend(client.admin.me.$get())`), answered as `adminAnswer` says. */
export const adminSend = <T>(call: Promise<ClientResponse<T>>) => adminAnswer(send(call));

/** The reference's toast rule (§8): the server's msg, success when status 1, "Client side error" on network failure. */
export function toastResult(result: ApiResult<unknown>, fallback?: string) {
  if (result.status === 401) return;
  toast(messageOf(result, fallback), { kind: result.ok ? 'success' : 'error' });
}

/**
 * A multipart request through XMLHttpRequest so the upload can report progress (0–1).
 * Never throws: a network failure comes back with `network: true`, like `api`.
 */
export function sendMultipart<T = object>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: (Partial<T> & Envelope) | null;
      try {
        body = JSON.parse(xhr.responseText) as Partial<T> & Envelope;
      } catch {
        body = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300 && body?.status === 1;
      if (xhr.status === 401) toLogin();
      resolve({ ok, status: xhr.status, network: false, body });
    };
    xhr.onerror = () => resolve({ ok: false, status: 0, network: true, body: null });
    xhr.onabort = xhr.onerror;
    xhr.send(form);
  });
}
