import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let ring: { id: string; code: string };
let bangle: { id: string; code: string };
let chain: { id: string; code: string };

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  const category = await addCategory(deps.db);
  ring = await addProduct(deps.db, category.id, { sizeType: 'ring', sizes: '12,14,16' });
  bangle = await addProduct(deps.db, category.id, { sizeType: 'bangle', sizes: '2-4,2-6' });
  chain = await addProduct(deps.db, category.id);
  customer = await registerCustomer(app);
});

const add = (body: unknown) =>
  app.request(`/api/cart/add-to-db/${customer.id}`, jsonRequest('POST', body, customer.cookie));
const remove = (productId: string, query = '') =>
  app.request(
    `/api/cart/delete-from-db-cart/${customer.cartId}/${productId}${query}`,
    jsonRequest('DELETE', undefined, customer.cookie),
  );
const merge = (state: unknown[]) =>
  app.request(
    `/api/cart/state-to-cart/${customer.id}`,
    jsonRequest('POST', { state_cart: JSON.stringify(state) }, customer.cookie),
  );
type Lines = {
  UserCart: { products: { product_id: { _id: string }; qty: number; size?: string }[] };
};
const linesOf = (body: unknown) =>
  (body as Lines).UserCart.products.map((line) => ({
    pId: line.product_id._id,
    qty: line.qty,
    ...(line.size === undefined ? {} : { size: line.size }),
  }));
const lines = async () =>
  linesOf(
    await (
      await app.request(`/api/cart/${customer.id}`, jsonRequest('GET', undefined, customer.cookie))
    ).json(),
  );
const sizeError = async (response: Response) => {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { status: number; errors: Record<string, string> };
  expect(body.status).toBe(0);
  return body.errors.size;
};

describe('add-to-db with sizes', () => {
  it('needs a size for a piece made in sizes, one it is made in, and none for a piece in one size', async () => {
    expect(await sizeError(await add({ pId: ring.id }))).toBe(
      'is required: choose one of 12, 14, 16',
    );
    expect(await sizeError(await add({ pId: ring.id, size: '18' }))).toBe(
      'must be one of the sizes this piece is made in: 12, 14, 16',
    );
    expect(await sizeError(await add({ pId: ring.id, size: '2-4' }))).toBe(
      'must be one of the sizes this piece is made in: 12, 14, 16',
    );
    expect(await sizeError(await add({ pId: chain.id, size: '14' }))).toBe(
      'must be left out: this piece comes in one size',
    );
    expect(await sizeError(await add({ pId: ring.id, size: 'XL' }))).toBe(
      'must be a size such as 14 or 2-6',
    );
    expect(await sizeError(await add({ pId: ring.id, size: 14 }))).toBe(
      'must be a size such as 14 or 2-6',
    );
    expect(await lines()).toEqual([]);
  });

  it('keeps each size of a product as a line of its own', async () => {
    expect(await (await add({ pId: ring.id, size: '12' })).json()).toMatchObject({ qty: 1 });
    expect(await (await add({ pId: ring.id, size: '14', qty: 3 })).json()).toMatchObject({
      qty: 3,
    });
    expect(await (await add({ pId: ring.id, size: '12' })).json()).toMatchObject({ qty: 2 });
    await add({ pId: bangle.id, size: '2-6' });
    await add({ pId: chain.id, size: '' });
    expect(await lines()).toEqual([
      { pId: ring.id, qty: 2, size: '12' },
      { pId: ring.id, qty: 3, size: '14' },
      { pId: bangle.id, qty: 1, size: '2-6' },
      { pId: chain.id, qty: 1 },
    ]);
  });

  it('removes the line of the size given and leaves the others', async () => {
    await add({ pId: ring.id, size: '12' });
    await add({ pId: ring.id, size: '14' });
    await add({ pId: chain.id });
    expect((await remove(ring.id)).status).toBe(200);
    expect((await remove(ring.id, '?size=12')).status).toBe(200);
    expect((await remove(chain.id)).status).toBe(200);
    expect(await lines()).toEqual([{ pId: ring.id, qty: 1, size: '14' }]);
    expect(await sizeError(await remove(ring.id, '?size=huge'))).toBe(
      'must be a size such as 14 or 2-6',
    );
  });
});

describe('state-to-cart with sizes', () => {
  it('merges per product and size, capped at 10, and drops sizes a piece is not made in', async () => {
    await add({ pId: ring.id, size: '12', qty: 4 });
    await add({ pId: chain.id, qty: 1 });
    const response = await merge([
      { pId: ring.id, qty: 5, size: '12' },
      { pId: ring.id, qty: 3, size: '12' },
      { pId: ring.id, qty: 2, size: '14' },
      { pId: ring.id, qty: 1 },
      { pId: ring.id, qty: 1, size: '18' },
      { pId: bangle.id, qty: 1, size: '2-4' },
      { pId: chain.id, qty: 2, size: '12' },
      { pId: chain.id, qty: 2 },
    ]);
    expect(response.status).toBe(200);
    const merged = linesOf(await response.json());
    expect(merged).toEqual([
      { pId: ring.id, qty: 10, size: '12' },
      { pId: chain.id, qty: 3 },
      { pId: ring.id, qty: 2, size: '14' },
      { pId: bangle.id, qty: 1, size: '2-4' },
    ]);
    expect(await lines()).toEqual(merged);
  });
});

describe('inquiry from a cart with sizes', () => {
  it('stores each line of the cart with its size', async () => {
    await add({ pId: ring.id, size: '12' });
    await add({ pId: ring.id, size: '16', qty: 2 });
    const items = (await lines()).map(({ pId, qty, size }) => ({ pId, qty, size }));
    const response = await app.request(
      '/api/inquiry/send-inquiry',
      jsonRequest('POST', {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '98290 12345',
        message: 'Is the ring in both sizes ready to ship?',
        items,
      }),
    );
    expect(response.status).toBe(201);
    const stored = await deps.db
      .select({ code: inquiryItems.code, qty: inquiryItems.qty, size: inquiryItems.size })
      .from(inquiryItems)
      .orderBy(asc(inquiryItems.position));
    expect(stored).toEqual([
      { code: ring.code, qty: 1, size: '12' },
      { code: ring.code, qty: 2, size: '16' },
    ]);
  });

  it('refuses a size the piece is not made in with 400, storing nothing', async () => {
    const response = await app.request(
      '/api/inquiry/send-inquiry',
      jsonRequest('POST', {
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '98290 12345',
        message: 'Size 18 please.',
        items: [{ pId: ring.id, qty: 1, size: '18' }],
      }),
    );
    expect(response.status).toBe(400);
    expect(await deps.db.select().from(inquiryItems)).toEqual([]);
  });
});
