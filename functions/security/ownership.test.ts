import { beforeAll, describe, expect, it } from 'vitest';
import { jsonRequest } from '../test/customers';
import { validBodies } from './bodies';
import { endpoints, fillPath } from './routes';
import { createWorld, savedBasket, valuesFor, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

/** Routes whose path names an account: every one must refuse somebody else's. */
const accountRoutes = () =>
  endpoints(world.app).filter((route) => /:(userId|cartId)\b/.test(route.path));

/** Customer A's values with B's account ids swapped in. */
const valuesAgainstB = () => ({
  ...valuesFor(world, world.a),
  userId: world.b.id,
  cartId: world.b.cartId,
});

const send = (key: string, method: string, path: string, cookie: string) =>
  world.app.request(path, jsonRequest(method, validBodies(world)[key], cookie));

describe("customer A on customer B's account", () => {
  it('covers every route with a {userId} or {cartId}', () => {
    expect(accountRoutes().map((route) => route.key)).toHaveLength(7);
  });

  it('answers 403 on every such route and leaves B’s cart and wishlist as they were', async () => {
    const before = await savedBasket(world, world.b);
    expect(before.cart).toHaveLength(1);
    expect(before.wishlist).toHaveLength(1);
    for (const route of accountRoutes()) {
      const response = await send(
        route.key,
        route.method,
        fillPath(route.path, valuesAgainstB()),
        world.a.cookie,
      );
      expect({ route: route.key, status: response.status }).toEqual({
        route: route.key,
        status: 403,
      });
      expect(await response.json()).toMatchObject({ status: 0, msg: expect.any(String) });
    }
    expect(await savedBasket(world, world.b)).toEqual(before);
  });

  it('answers 2xx on the same routes with A’s own ids (the 403 is about ownership)', async () => {
    for (const route of accountRoutes()) {
      const path = fillPath(route.path, valuesFor(world, world.a));
      const response = await send(route.key, route.method, path, world.a.cookie);
      expect({ route: route.key, status: response.status }).toEqual({
        route: route.key,
        status: 200,
      });
    }
  });

  it('cannot reach B’s rows through product ids in A’s own paths', async () => {
    const before = await savedBasket(world, world.b);
    const { a, product } = world;
    await world.app.request(
      `/api/cart/delete-from-db-cart/${a.cartId}/${product.id}`,
      jsonRequest('DELETE', undefined, a.cookie),
    );
    await world.app.request(
      `/api/wishlist/delete-from-db-wishlist/${a.id}/${product.id}`,
      jsonRequest('DELETE', undefined, a.cookie),
    );
    expect(await savedBasket(world, world.b)).toEqual(before);
  });

  it('does not let a body user_id or _id pick the account', async () => {
    const before = await savedBasket(world, world.b);
    const response = await world.app.request(
      `/api/cart/add-to-db/${world.a.id}`,
      jsonRequest(
        'POST',
        { pId: world.other.id, userId: world.b.id, user_id: world.b.id, _id: world.b.cartId },
        world.a.cookie,
      ),
    );
    expect(response.status).toBe(200);
    expect(await savedBasket(world, world.b)).toEqual(before);
  });
});
