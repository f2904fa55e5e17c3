import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let ring: { id: string };
let chain: { id: string };
let soldOut: { id: string };

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  const category = await addCategory(deps.db);
  ring = await addProduct(deps.db, category.id, { pricePaise: 100_000, discount: 10 });
  chain = await addProduct(deps.db, category.id);
  soldOut = await addProduct(deps.db, category.id, { status: false });
  customer = await registerCustomer(app);
});

const add = (body: unknown, userId = customer.id, cookie = customer.cookie) =>
  app.request(`/api/cart/add-to-db/${userId}`, jsonRequest('POST', body, cookie));
const merge = (state: unknown, cookie = customer.cookie) =>
  app.request(
    `/api/cart/state-to-cart/${customer.id}`,
    jsonRequest('POST', { state_cart: JSON.stringify(state) }, cookie),
  );
const read = (userId = customer.id, cookie = customer.cookie) =>
  app.request(`/api/cart/${userId}`, jsonRequest('GET', undefined, cookie));
const cartOf = async (cookie = customer.cookie) => {
  const body = (await (await read(customer.id, cookie)).json()) as {
    UserCart: {
      _id: string;
      products: { product_id: { _id: string; total_price: number }; qty: number }[];
    };
  };
  return body.UserCart;
};

describe('GET /api/cart/{userId}', () => {
  it('answers the signed-in customer their own cart, oldest line first', async () => {
    expect(await (await read()).json()).toEqual({
      status: 1,
      msg: '0 lines in the cart',
      UserCart: { _id: customer.cartId, products: [] },
    });
    await add({ pId: chain.id, qty: 2 });
    await add({ pId: ring.id });
    const cart = await cartOf();
    expect(cart.products.map((line) => [line.product_id._id, line.qty])).toEqual([
      [chain.id, 2],
      [ring.id, 1],
    ]);
  });

  it('answers 401 without a session and 403 for another customer, showing nothing', async () => {
    await add({ pId: ring.id });
    const anonymous = await read(customer.id, '');
    expect(anonymous.status).toBe(401);
    const other = await registerCustomer(app, 'Ravi Kumar');
    const forbidden = await read(customer.id, other.cookie);
    expect(forbidden.status).toBe(403);
    expect(JSON.stringify(await forbidden.json())).not.toContain(ring.id);
  });

  it('answers 400 for a path that is not a user id', async () => {
    expect((await read('not%20an%20id')).status).toBe(400);
  });
});

describe('add-to-db', () => {
  it('adds one at a time up to 10, or sets the quantity', async () => {
    expect(await (await add({ pId: ring.id })).json()).toMatchObject({ status: 1, qty: 1 });
    expect(await (await add({ pId: ring.id })).json()).toMatchObject({ qty: 2 });
    expect(await (await add({ pId: ring.id, qty: 10 })).json()).toMatchObject({ qty: 10 });
    expect(await (await add({ pId: ring.id })).json()).toMatchObject({ qty: 10 });
    expect(await (await add({ pId: ring.id, qty: 3 })).json()).toMatchObject({ qty: 3 });
    const cart = await cartOf();
    expect(cart._id).toBe(customer.cartId);
    expect(cart.products).toEqual([
      {
        product_id: expect.objectContaining({ _id: ring.id, total_price: 900 }),
        qty: 3,
        seen_total_price: 900,
        // A fixed-price piece: no breakup behind its price.
        seen_breakup: null,
      },
    ]);
  });

  it('carries a discounted price in whole rupees, so the cart adds up whole (DESIGN §11)', async () => {
    const category = await addCategory(deps.db);
    const anklet = await addProduct(deps.db, category.id, { pricePaise: 459_900, discount: 10 });
    await add({ pId: anklet.id, qty: 2 });
    const [line] = (await cartOf()).products;
    // 4,599 less 10 % is 4,139.10: the cart shows ₹4,139 a piece, ₹8,278 for two.
    expect(line?.product_id.total_price).toBe(4_139);
    expect((line?.product_id.total_price ?? 0) * (line?.qty ?? 0)).toBe(8_278);
  });

  it('counts every one of many concurrent adds, capped at 10', async () => {
    await Promise.all(Array.from({ length: 12 }, () => add({ pId: chain.id })));
    expect((await cartOf()).products[0]?.qty).toBe(10);
  });

  it.each([[0], [11], [2.5], ['many']])('rejects quantity %j with 400', async (qty) => {
    const response = await add({ pId: ring.id, qty });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { errors: Record<string, string> }).errors.qty,
    ).toBeDefined();
  });

  it('answers 404 for an unknown product and 409 for an out-of-stock one', async () => {
    expect((await add({ pId: 'unknownProduct1' })).status).toBe(404);
    const response = await add({ pId: soldOut.id });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      status: 0,
      msg: expect.stringContaining('out of stock'),
    });
  });

  it('answers 401 without a session and 403 for another customer', async () => {
    expect((await add({ pId: ring.id }, customer.id, '')).status).toBe(401);
    const other = await registerCustomer(app, 'Ravi Kumar');
    const response = await add({ pId: ring.id }, customer.id, other.cookie);
    expect(response.status).toBe(403);
    expect((await cartOf()).products).toEqual([]);
  });
});

describe('delete-from-db-cart', () => {
  it('removes a line by cart id and product id; another customer gets 403', async () => {
    await add({ pId: ring.id });
    await add({ pId: chain.id });
    const other = await registerCustomer(app, 'Ravi Kumar');
    const forbidden = await app.request(
      `/api/cart/delete-from-db-cart/${customer.cartId}/${ring.id}`,
      jsonRequest('DELETE', undefined, other.cookie),
    );
    expect(forbidden.status).toBe(403);
    const response = await app.request(
      `/api/cart/delete-from-db-cart/${customer.cartId}/${ring.id}`,
      jsonRequest('DELETE', undefined, customer.cookie),
    );
    expect(response.status).toBe(200);
    expect((await cartOf()).products.map((line) => line.product_id._id)).toEqual([chain.id]);
  });
});

describe('state-to-cart', () => {
  it('merges the local cart: duplicates summed and capped, unknown and out-of-stock products dropped', async () => {
    await add({ pId: ring.id, qty: 4 });
    const response = await merge([
      { pId: ring.id, qty: 5 },
      { pId: ring.id, qty: 3 },
      { pId: chain.id, qty: 2 },
      { pId: 'unknownProduct1', qty: 1 },
      { pId: soldOut.id, qty: 1 },
      { nonsense: true },
    ]);
    expect(response.status).toBe(200);
    const lines = (await cartOf()).products.map((line) => [line.product_id._id, line.qty]);
    expect(lines).toEqual([
      [ring.id, 10],
      [chain.id, 2],
    ]);
  });

  it('accepts the local cart object as well as a bare list', async () => {
    await app.request(
      `/api/cart/state-to-cart/${customer.id}`,
      jsonRequest(
        'POST',
        { state_cart: { items: [{ pId: chain.id, qty: 2 }], count: 1, total: 10 } },
        customer.cookie,
      ),
    );
    expect((await cartOf()).products).toMatchObject([{ qty: 2 }]);
  });

  it('rejects a state_cart that is not JSON with 400', async () => {
    const response = await app.request(
      `/api/cart/state-to-cart/${customer.id}`,
      jsonRequest('POST', { state_cart: '{broken' }, customer.cookie),
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors.state_cart).toBe(
      'must be the cart as JSON',
    );
  });
});

it("answers 403 on another customer's cart before looking at the body", async () => {
  const other = await registerCustomer(app);
  for (const [path, body] of [
    [`/api/cart/add-to-db/${other.id}`, { pId: ring.id, qty: 'ten' }],
    [`/api/cart/state-to-cart/${other.id}`, { state_cart: 'not json' }],
  ] as const) {
    const response = await app.request(path, jsonRequest('POST', body, customer.cookie));
    expect({ path, status: response.status }).toEqual({ path, status: 403 });
  }
});
