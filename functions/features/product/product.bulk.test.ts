import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cartItems, productImages, products } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let staff: Awaited<ReturnType<typeof signedInAdmin>>;
let ids: string[];
let published = 0;

beforeEach(async () => {
  published = 0;
  deps = await createTestDeps({
    publisher: { schedule: () => published++, status: () => ({ state: 'idle', at: 0 }) },
  });
  app = createApp(deps);
  staff = await signedInAdmin(app, deps.db, 'staff');
  const category = await addCategory(deps.db);
  ids = [];
  for (let n = 0; n < 4; n++) {
    const product = await addProduct(deps.db, category.id, { status: n !== 3 });
    await addImage(deps.db, product.id);
    ids.push(product.id);
  }
});

const bulk = (body: unknown, cookie = staff.cookie) =>
  app.request('/api/admin/products/bulk', jsonRequest('POST', body, cookie));
const statuses = async () =>
  Object.fromEntries(
    (await deps.db.select().from(products)).map((row) => [row.id, [row.status, row.version]]),
  );
const entries = () => deps.db.select().from(auditLog);

describe('POST /api/admin/products/bulk', () => {
  it('deactivates the chosen products in one go, one audit entry each, versions raised', async () => {
    const response = await bulk({ action: 'deactivate', ids: ids.slice(0, 2) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 1,
      msg: '2 products marked out of stock',
      changed: 2,
      missing: 0,
    });
    expect(await statuses()).toEqual({
      [ids[0]!]: [false, 2],
      [ids[1]!]: [false, 2],
      [ids[2]!]: [true, 1],
      [ids[3]!]: [false, 1],
    });
    const logged = await entries();
    expect(logged.map((e) => [e.entityId, e.action, e.actorId]).sort()).toEqual(
      [
        [ids[0], 'deactivate', staff.id],
        [ids[1], 'deactivate', staff.id],
      ].sort(),
    );
    expect(JSON.parse(logged[0]!.changes)).toEqual({ status: [true, false] });
    expect(published).toBe(1);
  });

  it('activates only what is out of stock and says what was already gone', async () => {
    const response = await bulk({ action: 'activate', ids: [...ids, 'NoSuchProduct1'] });
    expect(await response.json()).toMatchObject({
      msg: '1 product marked in stock (1 no longer existed)',
      changed: 1,
      missing: 1,
    });
    expect((await entries()).map((e) => e.entityId)).toEqual([ids[3]]);
  });

  it('deletes the chosen products with their images and cart rows, each recorded whole', async () => {
    const customer = await registerCustomer(app);
    await deps.db.insert(cartItems).values({ userId: customer.id, productId: ids[0]!, qty: 1 });
    const response = await bulk({ action: 'delete', ids: ids.slice(0, 3) });
    expect(await response.json()).toMatchObject({ msg: '3 products deleted', changed: 3 });
    expect((await deps.db.select().from(products)).map((row) => row.id)).toEqual([ids[3]]);
    const images = await deps.db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids.slice(0, 3)));
    expect(images).toEqual([]);
    expect(await deps.db.select().from(cartItems)).toEqual([]);
    const logged = await entries();
    expect(logged).toHaveLength(3);
    const first = logged.find((e) => e.entityId === ids[0])!;
    expect(first.action).toBe('delete');
    expect(JSON.parse(first.changes)).toMatchObject({
      code: [expect.any(String), null],
      images: [[expect.stringMatching(/^test\//)], null],
    });
  });

  it('answers 404 when none exists and refuses a bad action or list with 400', async () => {
    expect((await bulk({ action: 'delete', ids: ['Gone1', 'Gone2'] })).status).toBe(404);
    for (const body of [
      { action: 'explode', ids },
      { action: 'delete', ids: [] },
      { action: 'delete', ids: ['../etc'] },
      { action: 'delete', ids: Array.from({ length: 501 }, (_, n) => `id${n}`) },
      { action: 'delete' },
    ]) {
      expect((await bulk(body)).status).toBe(400);
    }
    expect(await deps.db.select().from(products).where(eq(products.id, ids[0]!))).toHaveLength(1);
    expect(await entries()).toEqual([]);
    expect(published).toBe(0);
  });

  it('is for admins: 401 signed out, 403 for a customer', async () => {
    const customer = await registerCustomer(app);
    expect((await bulk({ action: 'delete', ids }, '')).status).toBe(401);
    expect((await bulk({ action: 'delete', ids }, customer.cookie)).status).toBe(403);
    expect(await deps.db.select().from(products)).toHaveLength(4);
  });
});
