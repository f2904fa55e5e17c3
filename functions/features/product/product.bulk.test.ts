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

  it('hides and shows, leaving the stock alone, and answers each changed piece as it was', async () => {
    const hide = await bulk({ action: 'hide', ids: ids.slice(2) });
    expect(await hide.json()).toMatchObject({
      msg: '2 products hidden from the shop',
      changed: 2,
      previous: expect.arrayContaining([
        { id: ids[2], status: true, hidden: false },
        { id: ids[3], status: false, hidden: false },
      ]),
    });
    const rows = await deps.db
      .select()
      .from(products)
      .where(inArray(products.id, ids.slice(2)));
    expect(rows.map((row) => [row.hidden, row.status]).sort()).toEqual([
      [true, false],
      [true, true],
    ]);
    const show = await bulk({ action: 'show', ids });
    expect(await show.json()).toMatchObject({ msg: '2 products shown in the shop', changed: 2 });
    expect(published).toBe(2);
  });

  it('leaves a delete without an Undo', async () => {
    const response = await bulk({ action: 'delete', ids: [ids[0]] });
    expect(await response.json()).toMatchObject({ changed: 1, previous: [] });
  });

  it('is for admins: 401 signed out, 403 for a customer', async () => {
    const customer = await registerCustomer(app);
    expect((await bulk({ action: 'delete', ids }, '')).status).toBe(401);
    expect((await bulk({ action: 'delete', ids }, customer.cookie)).status).toBe(403);
    expect(await deps.db.select().from(products)).toHaveLength(4);
  });
});

const undo = (body: unknown, cookie = staff.cookie) =>
  app.request('/api/admin/products/bulk/undo', jsonRequest('POST', body, cookie));
const switches = async () =>
  Object.fromEntries(
    (await deps.db.select().from(products)).map((row) => [row.id, [row.status, row.hidden]]),
  );

describe('POST /api/admin/products/bulk/undo', () => {
  it('puts each piece back exactly as it was before a bulk action, audited, and publishes', async () => {
    // Mixed states before: in stock, in stock and hidden, out of stock, out of stock and hidden.
    await deps.db
      .update(products)
      .set({ hidden: true })
      .where(inArray(products.id, [ids[1]!, ids[3]!]));
    await deps.db.update(products).set({ status: false }).where(eq(products.id, ids[2]!));
    const before = await switches();
    const answer = (await (await bulk({ action: 'deactivate', ids })).json()) as {
      previous: unknown[];
    };
    expect(answer.previous).toHaveLength(2);
    const response = await undo({ restore: answer.previous });
    expect(await response.json()).toMatchObject({
      status: 1,
      msg: '2 products restored',
      changed: 2,
    });
    expect(await switches()).toEqual(before);
    const logged = (await entries()).filter((e) => e.action === 'undo');
    expect(logged.map((e) => e.entityId).sort()).toEqual([ids[0], ids[1]].sort());
    expect(JSON.parse(logged[0]!.changes)).toEqual({ status: [false, true] });
    expect(published).toBe(2);
  });

  it('restores mixed states exactly from one answer', async () => {
    await deps.db.update(products).set({ hidden: true }).where(eq(products.id, ids[1]!));
    const before = await switches();
    const answer = (await (await bulk({ action: 'hide', ids })).json()) as { previous: unknown[] };
    expect(answer.previous).toHaveLength(3);
    await undo({ restore: answer.previous });
    expect(await switches()).toEqual(before);
  });

  it('changes nothing but the two switches: other fields, a bad list or a stranger are refused', async () => {
    const restore = [{ id: ids[0], status: false, hidden: true }];
    for (const body of [
      { restore: [{ ...restore[0], name: 'Renamed' }] },
      { restore: [{ ...restore[0], pricePaise: 1 }] },
      { restore, action: 'delete' },
      { restore: [{ id: ids[0], status: 'no', hidden: true }] },
      { restore: [] },
      { restore: [{ id: '../etc', status: true, hidden: false }] },
    ]) {
      expect((await undo(body)).status).toBe(400);
    }
    expect((await undo({ restore: [{ id: 'Gone1', status: true, hidden: false }] })).status).toBe(
      404,
    );
    const customer = await registerCustomer(app);
    expect((await undo({ restore }, '')).status).toBe(401);
    expect((await undo({ restore }, customer.cookie)).status).toBe(403);
    expect(await entries()).toEqual([]);
    expect(published).toBe(0);
  });
});
