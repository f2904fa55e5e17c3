import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { jsonRequest } from '../test/customers';
import { createTestDeps } from '../test/memory-deps';
import { endpoints, fillPath, stateChanging, type AppRoute } from './routes';
import { createWorld, internals, valuesFor, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

const cookieFor = (route: AppRoute) =>
  route.access === 'admin' ? world.admin : route.access === 'customer' ? world.a.cookie : '';

/** The headers every response must carry, and what none may carry; returns what is wrong. */
async function headerProblems(response: Response): Promise<string[]> {
  const h = response.headers;
  const problems: string[] = [];
  if (!/frame-ancestors 'none'/.test(h.get('content-security-policy') ?? ''))
    problems.push(`CSP: ${h.get('content-security-policy')}`);
  if (h.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!h.get('referrer-policy')) problems.push('no Referrer-Policy');
  if (h.get('x-frame-options') !== 'DENY') problems.push('no X-Frame-Options');
  if (h.has('x-powered-by')) problems.push('X-Powered-By');
  // It would put every page opened in a new tab in a fresh renderer (decision 033).
  if (h.has('cross-origin-opener-policy')) problems.push('Cross-Origin-Opener-Policy');
  if (/\d/.test(h.get('server') ?? '')) problems.push(`Server: ${h.get('server')}`);
  const text = response.body ? await response.text() : '';
  if (internals.test(text)) problems.push(`internals in ${text.slice(0, 200)}`);
  return problems;
}

async function expectHeaders(label: string, response: Response | Promise<Response>) {
  expect({ label, problems: await headerProblems(await response) }).toEqual({
    label,
    problems: [],
  });
}

describe('security headers', () => {
  it('are on every read route, signed in as needed', async () => {
    for (const route of endpoints(world.app).filter((r) => !stateChanging(world.app).includes(r))) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      await expectHeaders(
        route.key,
        world.app.request(path, { method: route.method, headers: { cookie: cookieFor(route) } }),
      );
    }
  });

  it('are on every state-changing route’s refusals: 401, 400, 403, 413, 415', async () => {
    for (const route of stateChanging(world.app)) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      const refusals: [string, RequestInit][] = [
        ['anonymous', { method: route.method }],
        [
          'bad JSON',
          {
            method: route.method,
            headers: { 'content-type': 'application/json', cookie: cookieFor(route) },
            body: '{',
          },
        ],
        ['cross-site', { method: route.method, headers: { 'sec-fetch-site': 'cross-site' } }],
        [
          'too large',
          {
            method: route.method,
            headers: { 'content-type': 'application/json' },
            body: new Uint8Array(1024 * 1024 + 1),
          },
        ],
        [
          'wrong type',
          { method: route.method, headers: { 'content-type': 'text/plain' }, body: 'x' },
        ],
      ];
      for (const [what, init] of refusals) {
        await expectHeaders(`${route.key} ${what}`, world.app.request(path, init));
      }
    }
  });

  it('are on pages, redirects, 404s and unknown API paths', async () => {
    const paths = [
      '/',
      '/products',
      '/no-such-page',
      '/api/no-such-call',
      '/api/user/me/extra',
      '/%E0%A4%A',
      '/media/nothing-here',
    ];
    for (const path of paths) await expectHeaders(path, world.app.request(path));
    await expectHeaders('POST to a page', world.app.request('/', { method: 'POST' }));
  });

  it('send a strict policy on API answers and keep pages framed by nobody', async () => {
    const api = await world.app.request('/api/category');
    expect(api.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    const page = await world.app.request('/');
    expect(page.headers.get('content-security-policy')).toMatch(
      /object-src 'none'.*|base-uri 'self'/,
    );
  });

  it('send HSTS over https only: a client’s X-Forwarded-Proto counts only behind TRUST_PROXY', async () => {
    const hsts = async (app: typeof world.app, url: string, proto?: string) =>
      (
        await app.request(url, { headers: proto ? { 'x-forwarded-proto': proto } : {} })
      ).headers.get('strict-transport-security');
    expect(await hsts(world.app, 'https://shop.example/')).toMatch(/max-age=\d+/);
    expect(await hsts(world.app, 'http://shop.example/')).toBeNull();
    expect(await hsts(world.app, 'http://shop.example/', 'https')).toBeNull();
    expect(await hsts(world.app, 'http://shop.example/api/category', 'https')).toBeNull();
    const proxied = createApp({ ...world.deps, trustProxy: true });
    expect(await hsts(proxied, 'http://shop.example/', 'https')).toMatch(/max-age=\d+/);
    expect(await hsts(proxied, 'http://shop.example/', 'http')).toBeNull();
    expect(await hsts(proxied, 'http://shop.example/')).toBeNull();
  });

  it('give pages a policy with a default and only the sources the pages use', async () => {
    const header = (await world.app.request('/')).headers.get('content-security-policy') ?? '';
    const policy = new Map(
      header.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name!, sources.join(' ')];
      }),
    );
    expect(Object.fromEntries(policy)).toEqual({
      'default-src': "'self'",
      // Astro's meta tag narrows inline code to its hashes; this header must not block them.
      'script-src': "'self' 'unsafe-inline'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' blob:",
      'font-src': "'self'",
      'media-src': "'self'",
      'connect-src': "'self'",
      'frame-src': 'https://www.openstreetmap.org',
      'frame-ancestors': "'none'",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
    });
    for (const path of ['/shop/contact', '/no-such-page', '/config/maintenance-status.json']) {
      const other = await world.app.request(path);
      expect({ path, csp: other.headers.get('content-security-policy') }).toEqual({
        path,
        csp: header,
      });
    }
  });

  it('are on the maintenance screen', async () => {
    await world.app.request(
      '/api/maintain/setMaintainStatus',
      jsonRequest('PUT', { isMaintain: true }, world.admin),
    );
    const screen = await world.app.request('/');
    expect(screen.status).toBe(503);
    await expectHeaders('maintenance', screen);
    await world.app.request(
      '/api/maintain/setMaintainStatus',
      jsonRequest('PUT', { isMaintain: false }, world.admin),
    );
  });
});

describe('failures on our side', () => {
  it('answer with the envelope and headers, never a stack trace, when the database is gone', async () => {
    // No sign-in needed: a well-formed session token makes the app look it up in the database.
    const deps = await createTestDeps();
    const app = createApp(deps);
    const cookie = `chandi_session=${'t'.repeat(43)}`;
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      (deps.db as unknown as { $client: { close(): void } }).$client.close();
      for (const path of ['/api/category', '/api/product/abc123', '/api/user/me', '/shop/rings']) {
        const response = await app.request(path, { headers: { cookie } });
        expect({ path, status: response.status >= 500 }).toEqual({ path, status: true });
        const copy = response.clone();
        expect(await copy.json()).toMatchObject({
          status: 0,
          msg: expect.stringMatching(/try again/),
        });
        await expectHeaders(path, response);
      }
    } finally {
      console.error = original;
    }
    expect(errors.length).toBeGreaterThan(0);
  });
});
