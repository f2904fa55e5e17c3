import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, enumerateRoutes, fillPath, routeTable } from './routes';
import { createWorld, internals, readAnswer, valuesFor, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

const call = (method: string, path: string, cookie?: string) =>
  world.app.request(path, { method, headers: cookie ? { cookie } : {} });

describe('route enumeration', () => {
  it('finds the API, media and page routes in the app itself', () => {
    const keys = endpoints(world.app).map((route) => route.key);
    expect(keys.length).toBeGreaterThan(35);
    expect(keys).toContain('POST /api/cart/add-to-db/:userId');
    expect(keys).toContain('GET /media/*');
  });

  it('has every route classified as public, customer or admin', () => {
    const unclassified = enumerateRoutes(world.app).filter((route) => !route.access);
    // A new route lands here until someone adds it to routeTable in functions/security/routes.ts.
    expect(unclassified.map((route) => route.key)).toEqual([]);
  });

  it('has no classification for a route that no longer exists', () => {
    const registered = new Set(enumerateRoutes(world.app).map((route) => route.key));
    expect(Object.keys(routeTable).filter((key) => !registered.has(key))).toEqual([]);
  });
});

describe('who may call what', () => {
  it('answers 401 with a message to an anonymous call of every customer and admin route', async () => {
    const guarded = endpoints(world.app).filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(15);
    for (const route of guarded) {
      const answer = await readAnswer(
        await call(route.method, fillPath(route.path, valuesFor(world, world.a))),
      );
      expect({ route: route.key, status: answer.status }).toEqual({
        route: route.key,
        status: 401,
      });
      expect(answer.body).toMatchObject({
        status: 0,
        msg: expect.stringMatching(/sign in|login/i),
      });
    }
  });

  it('answers 403 to a signed-in customer on every admin route', async () => {
    const adminOnly = endpoints(world.app).filter((r) => r.access === 'admin');
    for (const route of adminOnly) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      const answer = await readAnswer(await call(route.method, path, world.a.cookie));
      expect({ route: route.key, status: answer.status }).toEqual({
        route: route.key,
        status: 403,
      });
      expect(answer.body).toMatchObject({ status: 0, msg: 'Only the shop admin can do this' });
    }
  });

  it('does not take the admin session for a customer session', async () => {
    const customerOnly = endpoints(world.app).filter((r) => r.access === 'customer');
    for (const route of customerOnly) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      const response = await call(route.method, path, world.admin);
      expect({ route: route.key, status: response.status }).toEqual({
        route: route.key,
        status: 401,
      });
    }
  });

  it('lets anyone reach every public route (never 401 or 403, never a 5xx)', async () => {
    const open = endpoints(world.app).filter((r) => r.access === 'public');
    for (const route of open) {
      const answer = await readAnswer(
        await call(route.method, fillPath(route.path, valuesFor(world, world.a))),
      );
      expect({ route: route.key, status: answer.status }).not.toMatchObject({
        status: expect.toSatisfy((s: number) => s === 401 || s === 403 || s >= 500),
      });
      expect(answer.text).not.toMatch(internals);
    }
  });
});
