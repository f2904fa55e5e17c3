import { beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { adminApi } from '../admin-api';
import { occasionalApi } from '../occasional-api';
import { endpoints, fillPath } from '../security/routes';
import { createWorld, valuesFor, type World } from '../security/world';
import { createShopApp } from '../shop-app';
import { jsonRequest } from '../test/customers';
import { lazyRoutes } from './lazy-routes';

// The Worker mounts the back office and the occasional routes with `lazyRoutes` (worker.ts); the
// Node server and every other test mount them directly (`createApp`). Both apps here share one
// shop, so each request must get the same answer from either.
let world: World;
let lazyApp: ReturnType<typeof createShopApp>;
const loads = { backOffice: 0, occasional: 0 };

beforeAll(async () => {
  world = await createWorld();
  lazyApp = createShopApp(world.deps, {
    backOffice: lazyRoutes(async () => {
      loads.backOffice++;
      return (await import('../admin-api')).adminApi;
    }),
    occasional: lazyRoutes(async () => {
      loads.occasional++;
      return (await import('../occasional-api')).occasionalApi;
    }),
  });
});

/** Status, headers and body of a response, to compare two answers whole. */
async function answer(response: Response) {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

async function both(path: string, init: RequestInit = {}) {
  const eager = await answer(await world.app.request(path, init));
  const lazy = await answer(await lazyApp.request(path, init));
  return { eager, lazy };
}

describe('the back office mounted lazily', () => {
  it('answers every GET under /api/admin as the directly mounted one, signed in or not', async () => {
    const paths = endpoints(world.app)
      .filter((route) => route.method === 'GET' && route.path.startsWith('/api/admin'))
      .map((route) => fillPath(route.path, valuesFor(world, world.a)));
    expect(paths.length).toBeGreaterThan(25);
    for (const path of paths) {
      for (const cookie of [world.admin, undefined]) {
        const { eager, lazy } = await both(path, { headers: cookie ? { cookie } : {} });
        const what = `${path} ${cookie ? 'as the admin' : 'signed out'}`;
        // The owner's data export is stamped with its time and logs itself in the audit trail
        // that it exports: two exports always differ.
        if (path === '/api/admin/backups/export')
          expect([lazy.status, lazy.headers['content-type']], what).toEqual([
            eager.status,
            eager.headers['content-type'],
          ]);
        else expect(lazy, what).toEqual(eager);
      }
    }
    // One load for the whole group, shared by every later request; nothing else loaded.
    expect(loads).toEqual({ backOffice: 1, occasional: 0 });
  });

  it('gives a path it does not know the API 404, and HEAD the GET answer without a body', async () => {
    for (const path of ['/api/admin', '/api/admin/', '/api/admin/no/such/thing']) {
      const { eager, lazy } = await both(path, { headers: { cookie: world.admin } });
      expect(lazy, path).toEqual(eager);
      expect(JSON.parse(lazy.body)).toEqual({ status: 0, msg: 'No such API endpoint' });
    }
    const head = await both('/api/admin/me', { method: 'HEAD', headers: { cookie: world.admin } });
    expect(head.lazy).toEqual(head.eager);
    expect(head.lazy).toMatchObject({ status: 200, body: '' });
  });

  it('passes writes through the app middleware and errors through its error handler', async () => {
    const origin = { origin: 'http://localhost:4321' };
    const cases: [string, RequestInit][] = [
      // The request guard: a cross-site write, an unsupported type.
      ['/api/admin/login', { method: 'POST', headers: { origin: 'https://evil.example' } }],
      ['/api/admin/login', { method: 'POST', headers: { 'content-type': 'text/plain' } }],
      // Hono's JSON parser and the shop's validation.
      [
        '/api/admin/login',
        { method: 'POST', headers: { 'content-type': 'application/json', ...origin }, body: '{' },
      ],
      ['/api/admin/login', jsonRequest('POST', { email: 'not-an-address' })],
      // A handler's own answers: a wrong password, a write without a session.
      [
        '/api/admin/login',
        jsonRequest('POST', { email: 'owner@chandi.example', password: 'wrong-password' }),
      ],
      ['/api/admin/settings', jsonRequest('PUT', {})],
    ];
    for (const [path, init] of cases) {
      const { eager, lazy } = await both(path, init);
      expect(lazy, `${init.method} ${path}`).toEqual(eager);
      expect(lazy.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('tries a failed load again with the next request', async () => {
    let attempts = 0;
    const app = createShopApp(world.deps, {
      backOffice: lazyRoutes(async () => {
        if (++attempts === 1) throw new Error('the chunk did not arrive');
        return adminApi;
      }),
      occasional: occasionalApi,
    });
    const request = () => app.request('/api/admin/me', { headers: { cookie: world.admin } });
    const failed = await request();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ status: 0 });
    expect((await request()).status).toBe(200);
    expect(attempts).toBe(2);
  });
});

describe('the occasional routes mounted lazily', () => {
  const occasionalEndpoints = () =>
    endpoints(new Hono().route('/api', occasionalApi(world.deps)) as typeof world.app);

  it('answers every GET as the directly mounted routes, signed in or not, loading them once', async () => {
    const paths = occasionalEndpoints()
      .filter((route) => route.method === 'GET')
      .map((route) => fillPath(route.path, valuesFor(world, world.a)));
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      for (const cookie of [world.a.cookie, undefined]) {
        const { eager, lazy } = await both(path, { headers: cookie ? { cookie } : {} });
        // A customer's data download is stamped with its time.
        const unstamped = (body: string) => body.replace(/"downloadedAt": *"[^"]+"/, '');
        expect(
          { ...lazy, body: unstamped(lazy.body) },
          `${path} ${cookie ? 'signed in' : 'signed out'}`,
        ).toEqual({ ...eager, body: unstamped(eager.body) });
      }
    }
    expect(loads.occasional).toBe(1);
  });

  it('answers writes as the directly mounted routes, their refusals included', async () => {
    const cases: [string, RequestInit][] = [
      ['/api/inquiry/send-inquiry', jsonRequest('POST', { name: 'M' })],
      [
        '/api/inquiry/send-inquiry',
        { method: 'POST', headers: { origin: 'https://evil.example' } },
      ],
      ['/api/user/forgot-password', jsonRequest('POST', { email: 'not-an-address' })],
      ['/api/alerts/subscribe', jsonRequest('POST', {})],
      ['/api/trade/account', jsonRequest('POST', {}, world.a.cookie)],
    ];
    for (const [path, init] of cases) {
      const { eager, lazy } = await both(path, init);
      expect(lazy, `${init.method} ${path}`).toEqual(eager);
      expect(lazy.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('leaves the routes pages call as they load to the app itself', async () => {
    const before = loads.occasional;
    for (const path of ['/api/category', '/api/settings', '/api/user/me'])
      expect(
        (await lazyApp.request(path, { headers: { cookie: world.a.cookie } })).status,
        path,
      ).toBe(200);
    expect(loads.occasional).toBe(before);
  });
});
