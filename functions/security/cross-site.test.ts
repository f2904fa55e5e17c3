import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { siteOrigins } from '../lib/site-origins';
import { validBodies } from './bodies';
import { fillPath, stateChanging, type AppRoute } from './routes';
import { createWorld, savedBasket, valuesFor, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld({ siteOrigins: siteOrigins('http://shop.test') });
});

/** The cookie that would let the call through if it came from the shop itself. */
const cookieFor = (route: AppRoute) =>
  route.access === 'admin' ? world.admin : route.access === 'customer' ? world.a.cookie : '';

const json = () => JSON.stringify(validBodies(world)['POST /api/inquiry/send-inquiry']);

/** Forged requests a hostile page can make a signed-in browser send. */
const forgeries: [string, Record<string, string>, () => BodyInit][] = [
  [
    'JSON from another origin',
    { origin: 'https://evil.example', 'content-type': 'application/json' },
    json,
  ],
  [
    'JSON marked cross-site',
    { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    json,
  ],
  [
    'JSON from a sibling site',
    { 'sec-fetch-site': 'same-site', 'content-type': 'application/json' },
    json,
  ],
  ['JSON from an opaque origin', { origin: 'null', 'content-type': 'application/json' }, json],
  // A browser never sends this, but a script can; it must not crash the check.
  [
    'JSON with a malformed Origin',
    { origin: 'not a url', 'content-type': 'application/json' },
    json,
  ],
  [
    'a form post',
    {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'application/x-www-form-urlencoded',
    },
    () => 'name=x&isMaintain=true',
  ],
  [
    'a text/plain post',
    { origin: 'https://evil.example', 'content-type': 'text/plain' },
    () => '{"isMaintain":true}',
  ],
  // Spellings of the shop's own origin that no browser sends for its pages.
  [
    'an upper-case scheme',
    { origin: 'HTTP://shop.test', 'content-type': 'application/json' },
    json,
  ],
  ['a trailing slash', { origin: 'http://shop.test/', 'content-type': 'application/json' }, json],
  ['a path', { origin: 'http://shop.test/cart', 'content-type': 'application/json' }, json],
  ['user info', { origin: 'http://user@shop.test', 'content-type': 'application/json' }, json],
  ['the other scheme', { origin: 'https://shop.test', 'content-type': 'application/json' }, json],
  [
    'a multipart post',
    { origin: 'http://shop.test.evil.example' },
    () => {
      const form = new FormData();
      form.set('name', 'Forged');
      return form;
    },
  ],
];

describe('cross-site requests', () => {
  it('are refused (403) on every state-changing route, whatever the body', async () => {
    const routes = stateChanging(world.app);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      for (const [what, headers, body] of forgeries) {
        const response = await world.app.request(`http://shop.test${path}`, {
          method: route.method,
          headers: { ...headers, cookie: cookieFor(route) },
          body: body(),
        });
        expect({ route: route.key, what, status: response.status }).toEqual({
          route: route.key,
          what,
          status: 403,
        });
        expect(await response.json()).toEqual({
          status: 0,
          msg: 'Cross-site requests are not allowed',
        });
      }
    }
  });

  it('are refused from a domain rebound to the shop, which names itself in Host and Origin', async () => {
    for (const route of stateChanging(world.app)) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      const response = await world.app.request(`http://evil.example:4400${path}`, {
        method: route.method,
        headers: {
          origin: 'http://evil.example:4400',
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
          cookie: cookieFor(route),
        },
        body: json(),
      });
      expect({ route: route.key, status: response.status }).toEqual({
        route: route.key,
        status: 403,
      });
    }
  });

  it('are refused without a body too (status toggles, deletes, logout)', async () => {
    const bodiless = stateChanging(world.app).filter((route) => route.body === 'none');
    expect(bodiless.length).toBeGreaterThan(5);
    for (const route of bodiless) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      const response = await world.app.request(`http://shop.test${path}`, {
        method: route.method,
        headers: { 'sec-fetch-site': 'cross-site', cookie: cookieFor(route) },
      });
      expect({ route: route.key, status: response.status }).toEqual({
        route: route.key,
        status: 403,
      });
    }
  });

  it('changed nothing: products, categories, baskets, maintenance and sessions are intact', async () => {
    const db = world.deps.db;
    expect(await db.query.products.findMany()).toHaveLength(2);
    expect(await db.query.categories.findMany()).toHaveLength(1);
    expect((await savedBasket(world, world.b)).cart).toHaveLength(1);
    const inquiries = await db.query.inquiries.findMany();
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]!.stage).toBe('new');
    const maintain = await world.app.request('/api/maintain/getMaintainStatus');
    expect(await maintain.json()).toMatchObject({ result: [{ isMaintain: false }] });
    const me = await world.app.request('/api/admin/me', { headers: { cookie: world.admin } });
    expect(me.status).toBe(200);
    const customer = await world.app.request('/api/user/me', {
      headers: { cookie: world.a.cookie },
    });
    expect(customer.status).toBe(200);
  });

  it('lets the same calls through from the shop’s own pages', async () => {
    const response = await world.app.request('http://shop.test/api/inquiry/send-inquiry', {
      method: 'POST',
      headers: {
        origin: 'http://shop.test',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
      },
      body: json(),
    });
    expect(response.status).toBe(201);
  });

  it('lets a local run’s pages through under localhost, 127.0.0.1 and [::1] alike', async () => {
    const local = createApp({ ...world.deps, siteOrigins: siteOrigins('http://localhost:4321') });
    for (const origin of ['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321']) {
      const response = await local.request(`${origin}/api/inquiry/send-inquiry`, {
        method: 'POST',
        headers: { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        body: json(),
      });
      expect({ origin, status: response.status }).toEqual({ origin, status: 201 });
    }
    const elsewhere = await local.request('http://localhost:4321/api/inquiry/send-inquiry', {
      method: 'POST',
      headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
      body: json(),
    });
    expect(elsewhere.status).toBe(403);
  });

  it('refuses form and text/plain bodies with no Origin at all (415)', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const response = await world.app.request('/api/inquiry/send-inquiry', {
        method: 'POST',
        headers: { 'content-type': type },
        body: 'name=x',
      });
      expect(response.status).toBe(415);
    }
  });
});
