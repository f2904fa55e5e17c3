import type { createApp } from '../app';

type App = ReturnType<typeof createApp>;
let counter = 0;

/** Register a customer through the API; returns their id, cart id and the session cookie to send. */
export async function registerCustomer(app: App, name = 'Asha Verma') {
  counter += 1;
  const email = `customer${counter}-${Date.now()}@example.in`;
  const response = await app.request('/api/user/register-user', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'silver-925-pass', confirmPassword: 'silver-925-pass', acceptTerms: true }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { _id: string }; cartId: string };
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { id: body.user._id, cartId: body.cartId, email, cookie };
}

/** A JSON request with an optional session cookie. */
export function jsonRequest(method: string, body?: unknown, cookie?: string): RequestInit {
  return {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
}
