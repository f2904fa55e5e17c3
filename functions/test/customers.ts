import type { createApp } from '../app';
import { createAdminIfMissing } from '../features/admin/admin.service';

type App = ReturnType<typeof createApp>;
let counter = 0;

/** Register a customer through the API; returns their id, cart id and the session cookie to send. */
export async function registerCustomer(app: App, name = 'Asha Verma') {
  counter += 1;
  const email = `customer${counter}-${Date.now()}@example.in`;
  const response = await app.request('/api/user/register-user', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      password: 'silver-925-pass',
      confirmPassword: 'silver-925-pass',
      acceptTerms: true,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { _id: string }; cartId: string };
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { id: body.user._id, cartId: body.cartId, email, cookie };
}

/** A JSON request with an optional session cookie. */
export function jsonRequest(method: string, body?: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}

/** Create an admin directly and sign in through the API; returns the admin session cookie. */
export async function signInAdmin(
  app: App,
  db: Parameters<typeof createAdminIfMissing>[0],
  email = 'owner@chandi.example',
) {
  await createAdminIfMissing(db, { name: 'Shop Owner', email, password: 'owner-password-1' });
  const response = await app.request(
    '/api/admin/login',
    jsonRequest('POST', { email, password: 'owner-password-1' }),
  );
  if (response.status !== 200)
    throw new Error(`admin login failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** A multipart request with a session cookie. */
export function formRequest(method: string, form: FormData, cookie?: string): RequestInit {
  return { method, body: form, headers: cookie ? { cookie } : {} };
}
