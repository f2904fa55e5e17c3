import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { sessionCookies } from '../middleware/session';
import { jsonRequest } from '../test/customers';
import { endpoints, fillPath } from './routes';
import { createWorld, valuesFor, worldPassword, worldResetSecret, type World } from './world';

const day = 24 * 60 * 60 * 1000;
let clock = Date.UTC(2026, 5, 1);
let world: World;
beforeAll(async () => {
  world = await createWorld({ now: () => clock });
});

const tokenOf = (cookie: string) => cookie.split('=')[1]!;
const setCookieOf = (response: Response) => response.headers.get('set-cookie') ?? '';

/** Every route of one kind called with `cookie`; returns the routes that did not answer 401. */
async function notRefused(kind: 'customer' | 'admin', cookie: string) {
  const routes = endpoints(world.app).filter((route) => route.access === kind);
  const wrong: string[] = [];
  for (const route of routes) {
    const path = fillPath(route.path, valuesFor(world, world.a));
    const response = await world.app.request(path, jsonRequest(route.method, undefined, cookie));
    if (response.status !== 401) wrong.push(`${route.key} → ${response.status}`);
  }
  return wrong;
}

async function customerLogin(email: string, cookie?: string) {
  const response = await world.app.request(
    '/api/user/login-user',
    jsonRequest('POST', { email, password: 'silver-925-pass' }, cookie),
  );
  expect(response.status).toBe(200);
  return setCookieOf(response).split(';')[0]!;
}

async function adminLogin(password = worldPassword) {
  const response = await world.app.request(
    '/api/admin/login',
    jsonRequest('POST', { email: 'owner@chandi.example', password }),
  );
  expect(response.status).toBe(200);
  return setCookieOf(response).split(';')[0]!;
}

/** The token with one character changed (still the right length and alphabet). */
function tamper(cookie: string, at: number) {
  const [name, token] = cookie.split('=') as [string, string];
  const i = (at + token.length) % token.length;
  const swapped = token[i] === 'A' ? 'B' : 'A';
  return `${name}=${token.slice(0, i)}${swapped}${token.slice(i + 1)}`;
}

describe('session cookies', () => {
  it('are refused (401) on every customer route when one character is changed', async () => {
    // The untouched cookie passes everywhere, so the 401s below are the tampering's doing.
    const customerRoutes = endpoints(world.app).filter((route) => route.access === 'customer');
    expect(await notRefused('customer', world.a.cookie)).toHaveLength(customerRoutes.length);
    for (const at of [0, 20, -1]) {
      expect(await notRefused('customer', tamper(world.a.cookie, at))).toEqual([]);
    }
  });

  it('are refused (401) on every admin route when one character is changed', async () => {
    const me = await world.app.request('/api/admin/me', jsonRequest('GET', undefined, world.admin));
    expect(me.status).toBe(200);
    for (const at of [0, 20, -1]) {
      expect(await notRefused('admin', tamper(world.admin, at))).toEqual([]);
    }
  });

  it('are refused (401) when a token is sent under the other kind’s cookie name', async () => {
    const customerAsAdmin = `${sessionCookies.admin}=${tokenOf(world.a.cookie)}`;
    const adminAsCustomer = `${sessionCookies.customer}=${tokenOf(world.admin)}`;
    expect(await notRefused('admin', customerAsAdmin)).toEqual([]);
    expect(await notRefused('customer', adminAsCustomer)).toEqual([]);
  });

  it('are refused (401) once idle too long or past their absolute lifetime', async () => {
    const idle = await customerLogin(world.a.email);
    const busy = await customerLogin(world.a.email);
    const me = (cookie: string) =>
      world.app.request('/api/user/me', jsonRequest('GET', undefined, cookie));
    const start = clock;
    // Used every day, `busy` stays alive until its 7-day absolute limit; `idle` dies after 2 days.
    for (let d = 1; d <= 6; d += 1) {
      clock = start + d * day;
      expect((await me(busy)).status).toBe(200);
    }
    expect((await me(idle)).status).toBe(401);
    clock = start + 7 * day;
    expect(await notRefused('customer', busy)).toEqual([]);
    clock = start;
  });

  it('are refused (401) after logout, and logout clears the cookie', async () => {
    const customer = await customerLogin(world.a.email);
    const out = await world.app.request(
      '/api/user/logout',
      jsonRequest('POST', undefined, customer),
    );
    expect(setCookieOf(out)).toMatch(/chandi_session=;.*Max-Age=0/);
    expect(await notRefused('customer', customer)).toEqual([]);
    const admin = await adminLogin();
    await world.app.request('/api/admin/logout', jsonRequest('POST', undefined, admin));
    expect(await notRefused('admin', admin)).toEqual([]);
  });

  it('end for every admin session when the admin password is reset', async () => {
    const other = await adminLogin();
    const reset = await world.app.request(
      '/api/admin/reset-password',
      jsonRequest('PUT', {
        email: 'owner@chandi.example',
        secretKey: worldResetSecret,
        newPassword: 'owner-password-2',
      }),
    );
    expect(reset.status).toBe(200);
    expect(await notRefused('admin', world.admin)).toEqual([]);
    expect(await notRefused('admin', other)).toEqual([]);
    world.admin = await adminLogin('owner-password-2');
    const me = await world.app.request('/api/admin/me', jsonRequest('GET', undefined, world.admin));
    expect(me.status).toBe(200);
  });
});

describe('signing in', () => {
  it('issues a new session id at every login, even when the request carries one', async () => {
    const first = await customerLogin(world.b.email);
    const second = await customerLogin(world.b.email, first);
    const planted = `${sessionCookies.customer}=${'p'.repeat(43)}`;
    const third = await customerLogin(world.b.email, planted);
    const tokens = [world.b.cookie, first, second, third].map(tokenOf);
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The earlier session is not replaced by the later one: both stay valid until logout.
    const me = await world.app.request('/api/user/me', jsonRequest('GET', undefined, first));
    expect(me.status).toBe(200);
  });

  it('sets HttpOnly, SameSite=Lax and Path=/ cookies, and Secure over https', async () => {
    const plain = await world.app.request(
      '/api/admin/login',
      jsonRequest('POST', { email: 'owner@chandi.example', password: 'owner-password-2' }),
    );
    const cookie = setCookieOf(plain);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    const secure = await world.app.request(
      'https://shop.example/api/user/login-user',
      jsonRequest('POST', { email: world.a.email, password: 'silver-925-pass' }),
    );
    expect(setCookieOf(secure)).toMatch(/; Secure/);
  });

  it('ignore a client’s X-Forwarded-Proto over http unless TRUST_PROXY says a proxy sets it', async () => {
    const login = (app: typeof world.app, proto: string) =>
      app.request('http://shop.test/api/user/login-user', {
        ...jsonRequest('POST', { email: world.a.email, password: 'silver-925-pass' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': proto },
      });
    const forged = setCookieOf(await login(world.app, 'https'));
    expect(forged).toMatch(/HttpOnly/);
    expect(forged).not.toMatch(/Secure/);
    const proxied = createApp({ ...world.deps, trustProxy: true });
    expect(setCookieOf(await login(proxied, 'https'))).toMatch(/; Secure/);
    expect(setCookieOf(await login(proxied, 'http'))).not.toMatch(/Secure/);
  });
});
