import { beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let app: ReturnType<typeof createApp>;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let ring: { id: string };
let soldOut: { id: string };

beforeEach(async () => {
  const deps = await createTestDeps();
  app = createApp(deps);
  const category = await addCategory(deps.db);
  ring = await addProduct(deps.db, category.id);
  soldOut = await addProduct(deps.db, category.id, { status: false });
  customer = await registerCustomer(app);
});

const wishlistOf = async () => {
  const response = await app.request(
    `/api/wishlist/state-to-db/${customer.id}`,
    jsonRequest('POST', { state_wishlist: '[]' }, customer.cookie),
  );
  return (
    (await response.json()) as { UserWishlist: { product_id: { _id: string }[] } }
  ).UserWishlist.product_id.map((p) => p._id);
};

it('adds (out of stock too, without duplicates) and removes wished products', async () => {
  for (const id of [ring.id, soldOut.id, ring.id]) {
    const response = await app.request(
      `/api/wishlist/add-to-db-wishlist/${customer.id}/${id}`,
      jsonRequest('POST', undefined, customer.cookie),
    );
    expect(response.status).toBe(200);
  }
  expect(await wishlistOf()).toEqual([ring.id, soldOut.id]);
  const removed = await app.request(
    `/api/wishlist/delete-from-db-wishlist/${customer.id}/${ring.id}`,
    jsonRequest('DELETE', undefined, customer.cookie),
  );
  expect(await removed.json()).toMatchObject({
    status: 1,
    UserWishlist: { product_id: [{ _id: soldOut.id }] },
  });
});

it('answers 404 for an unknown product', async () => {
  const response = await app.request(
    `/api/wishlist/add-to-db-wishlist/${customer.id}/unknownProduct1`,
    jsonRequest('POST', undefined, customer.cookie),
  );
  expect(response.status).toBe(404);
});

it('merges the local wishlist, dropping unknown products', async () => {
  const response = await app.request(
    `/api/wishlist/state-to-db/${customer.id}`,
    jsonRequest(
      'POST',
      {
        state_wishlist: JSON.stringify([
          { pId: ring.id },
          { pId: 'unknownProduct1' },
          { pId: ring.id },
        ]),
      },
      customer.cookie,
    ),
  );
  expect(response.status).toBe(200);
  expect(await wishlistOf()).toEqual([ring.id]);
});

it('answers 401 without a session and 403 on another customer', async () => {
  const path = `/api/wishlist/add-to-db-wishlist/${customer.id}/${ring.id}`;
  expect((await app.request(path, jsonRequest('POST'))).status).toBe(401);
  const other = await registerCustomer(app, 'Ravi Kumar');
  expect((await app.request(path, jsonRequest('POST', undefined, other.cookie))).status).toBe(403);
  expect(await wishlistOf()).toEqual([]);
});

it("answers 403 on another customer's wishlist before looking at the body", async () => {
  const other = await registerCustomer(app);
  const response = await app.request(
    `/api/wishlist/state-to-db/${other.id}`,
    jsonRequest('POST', { state_wishlist: 'not json' }, customer.cookie),
  );
  expect(response.status).toBe(403);
});
