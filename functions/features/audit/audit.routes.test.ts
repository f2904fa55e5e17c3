import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { formRequest, jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory } from '../../test/fixtures';
import { imageFile } from '../../test/images';
import { addInquiry } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';
import type { AuditEntryJson } from './audit.service';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let staff: Awaited<ReturnType<typeof signedInAdmin>>;
let clock: number;

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 20, 6, 0);
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  owner = await signedInAdmin(app, deps.db, 'owner', 'Meera Owner');
  staff = await signedInAdmin(app, deps.db, 'staff', 'Ravi Staff');
});

interface Page {
  items: AuditEntryJson[];
  total: number;
  page: number;
  pageSize: number;
}

const trail = async (query = '', cookie = owner.cookie) => {
  const response = await app.request(`/api/admin/audit${query}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as Page & { msg: string } };
};
const latest = async () => (await trail('?pageSize=1')).body.items[0]!;

async function productForm(categoryId: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  const all = {
    name: 'Moonstone Band',
    description: 'A band of sterling silver.',
    code: 'RNG-101',
    price: '2499.50',
    discount: '10',
    categoryID: categoryId,
    weight: '6.5',
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) form.set(name, value);
  form.set('image-0-400', await imageFile(400));
  form.set('alt-0', 'Front view');
  return form;
}

describe('every catalogue write leaves an entry in the same batch', () => {
  it('records product create, update, status and delete with the fields before and after', async () => {
    const rings = await addCategory(deps.db, { name: 'Rings', slug: 'rings' });
    const bands = await addCategory(deps.db, { name: 'Bands', slug: 'bands' });
    const created = await app.request(
      '/api/product/create',
      formRequest('POST', await productForm(rings.id), staff.cookie),
    );
    const { _id: id } = (await created.json()) as { _id: string };
    const create = await latest();
    expect(create).toMatchObject({
      actor: { id: staff.id, name: 'Ravi Staff' },
      entity: 'product',
      entityId: id,
      entityName: 'Moonstone Band',
      action: 'create',
      at: new Date(clock).toISOString(),
    });
    expect(create.changes).toMatchObject({
      name: [null, 'Moonstone Band'],
      code: [null, 'RNG-101'],
      pricePaise: [null, 249_950],
      category: [null, 'Rings'],
      images: [null, [expect.stringMatching(/^products\/.+ \(Front view\)$/)]],
    });

    clock += 60_000;
    const form = await productForm(bands.id, { price: '2600', name: 'Moonstone Band II' });
    form.delete('image-0-400');
    form.set('version', '1');
    form.set('images', JSON.stringify([]));
    form.set('image-0-400', await imageFile(400));
    const updated = await app.request(
      `/api/product/update/${id}`,
      formRequest('PUT', form, owner.cookie),
    );
    expect(updated.status).toBe(200);
    const update = await latest();
    expect(update).toMatchObject({ action: 'update', actor: { name: 'Meera Owner' } });
    expect(update.changes).toMatchObject({
      name: ['Moonstone Band', 'Moonstone Band II'],
      pricePaise: [249_950, 260_000],
      category: ['Rings', 'Bands'],
    });
    // Only what changed: the code, weight and description stayed as they were.
    expect(Object.keys(update.changes)).not.toContain('code');
    expect(Object.keys(update.changes)).not.toContain('weightTenths');
    expect(update.changes.images![0]).not.toEqual(update.changes.images![1]);

    clock += 60_000;
    await app.request(`/api/product/change-status/${id}/false`, {
      method: 'PATCH',
      headers: { cookie: staff.cookie },
    });
    expect(await latest()).toMatchObject({
      action: 'deactivate',
      entityName: 'Moonstone Band II',
      changes: { status: [true, false] },
    });

    clock += 60_000;
    await app.request(`/api/product/delete/${id}/x`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    const removal = await latest();
    expect(removal).toMatchObject({ action: 'delete', entityName: 'Moonstone Band II' });
    expect(removal.changes).toMatchObject({
      name: ['Moonstone Band II', null],
      code: ['RNG-101', null],
    });
    expect((await trail()).body.total).toBe(4);
  });

  it('records category create, update, visibility and delete', async () => {
    const form = new FormData();
    form.set('name', 'Toe Rings');
    form.set('description', 'Bichhiya');
    form.set('image-0-400', await imageFile(400));
    const created = await app.request(
      '/api/category/create',
      formRequest('POST', form, owner.cookie),
    );
    const { _id: id } = (await created.json()) as { _id: string };
    expect(await latest()).toMatchObject({
      entity: 'category',
      entityId: id,
      action: 'create',
      changes: { name: [null, 'Toe Rings'], slug: [null, 'toe-rings'], status: [null, true] },
    });
    clock += 1000;
    await app.request(
      `/api/category/update/${id}`,
      jsonRequest('PUT', { name: 'Toe Rings', description: 'Silver bichhiya' }, owner.cookie),
    );
    expect(await latest()).toMatchObject({
      action: 'update',
      changes: { description: ['Bichhiya', 'Silver bichhiya'] },
    });
    expect(Object.keys((await latest()).changes)).toEqual(['description']);
    clock += 1000;
    await app.request(`/api/category/change-status/${id}/false`, {
      method: 'PATCH',
      headers: { cookie: staff.cookie },
    });
    expect(await latest()).toMatchObject({
      action: 'hide',
      actor: { name: 'Ravi Staff' },
      entityName: 'Toe Rings',
      changes: { status: [true, false] },
    });
    clock += 1000;
    await app.request(`/api/category/delete/${id}`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect(await latest()).toMatchObject({
      action: 'delete',
      entityName: 'Toe Rings',
      changes: { name: ['Toe Rings', null] },
    });
  });

  it('records the maintenance switch', async () => {
    await app.request(
      '/api/maintain/setMaintainStatus',
      jsonRequest('PUT', { isMaintain: true, message: 'Stocktaking' }, owner.cookie),
    );
    expect(await latest()).toMatchObject({
      entity: 'maintenance',
      action: 'close shop',
      changes: { isMaintain: [false, true], message: ['', 'Stocktaking'] },
    });
  });

  it('names the inquiry of an inquiry entry by its reference and customer, read when listing', async () => {
    const inquiry = await addInquiry(deps.db, {
      fullname: 'Asha Verma',
      createdAt: Date.UTC(2026, 10, 19),
    });
    const moved = await app.request(
      `/api/admin/inquiries/${inquiry.id}/stage`,
      jsonRequest('PATCH', { stage: 'in_progress' }, staff.cookie),
    );
    expect(moved.status).toBe(200);
    const reference = `INQ-2026-${String(inquiry.seq).padStart(6, '0')}`;
    expect(await latest()).toMatchObject({
      entity: 'inquiry',
      entityId: inquiry.id,
      entityName: reference,
      inquiry: { reference, customerName: 'Asha Verma' },
      action: 'stage',
      changes: { stage: ['new', 'in_progress'] },
    });
    // Other entries carry no inquiry.
    await app.request(
      '/api/maintain/setMaintainStatus',
      jsonRequest('PUT', { isMaintain: true, message: 'Stocktaking' }, owner.cookie),
    );
    // Both entries share the test's clock: ask for the maintenance one by its kind.
    const [switched] = (await trail('?entity=maintenance&pageSize=1')).body.items;
    expect(switched).toMatchObject({ entity: 'maintenance', inquiry: null });
  });

  it('writes no entry when the change is refused', async () => {
    const rings = await addCategory(deps.db);
    await app.request(
      '/api/product/create',
      formRequest('POST', await productForm(rings.id, { price: '-1' }), owner.cookie),
    );
    await app.request(`/api/category/delete/${rings.id}x`, {
      method: 'DELETE',
      headers: { cookie: owner.cookie },
    });
    expect((await trail()).body.total).toBe(0);
  });
});

describe('GET /api/admin/audit', () => {
  async function seedTrail() {
    const at = (day: number, hour: number) => Date.UTC(2026, 10, day, hour) - 5.5 * 3_600_000;
    const rows = [
      { at: at(18, 9), actorId: owner.id, actorName: 'Meera Owner', entity: 'product' },
      { at: at(18, 23), actorId: staff.id, actorName: 'Ravi Staff', entity: 'product' },
      { at: at(19, 0), actorId: staff.id, actorName: 'Ravi Staff', entity: 'category' },
      { at: at(20, 10), actorId: owner.id, actorName: 'Meera Owner', entity: 'settings' },
      { at: at(21, 12), actorId: owner.id, actorName: 'Meera Owner', entity: 'product' },
    ];
    await deps.db.insert(auditLog).values(
      rows.map((row, n) => ({
        id: `entry${n}`,
        ...row,
        entityId: `thing${n}`,
        action: 'update',
        changes: JSON.stringify({ note: [null, `change number ${n}`] }),
      })),
    );
  }
  const ids = (page: Page) => page.items.map((item) => item._id);

  it('pages the trail newest first, or oldest first when asked', async () => {
    await seedTrail();
    const first = await trail('?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(ids(first.body)).toEqual(['entry4', 'entry3']);
    expect(ids((await trail('?pageSize=2&page=3')).body)).toEqual(['entry0']);
    expect(ids((await trail('?sort=at&pageSize=2')).body)).toEqual(['entry0', 'entry1']);
  });

  it('filters by who, by kind of record and by shop day (India time), together', async () => {
    await seedTrail();
    expect(ids((await trail(`?actor=${staff.id}`)).body)).toEqual(['entry2', 'entry1']);
    expect(ids((await trail('?entity=product')).body)).toEqual(['entry4', 'entry1', 'entry0']);
    expect(ids((await trail('?from=2026-11-18&to=2026-11-18')).body)).toEqual(['entry1', 'entry0']);
    expect(ids((await trail('?from=2026-11-19')).body)).toEqual(['entry4', 'entry3', 'entry2']);
    expect(ids((await trail('?to=2026-11-19')).body)).toEqual(['entry2', 'entry1', 'entry0']);
    expect(ids((await trail(`?entity=product&actor=${owner.id}&from=2026-11-19`)).body)).toEqual([
      'entry4',
    ]);
    expect(ids((await trail('?q=number%203')).body)).toEqual(['entry3']);
    expect(ids((await trail('?actor=&entity=&from=')).body)).toHaveLength(5);
  });

  it('offers every admin and every kind of record logged as filters', async () => {
    await seedTrail();
    const response = await app.request('/api/admin/audit/facets', {
      headers: { cookie: owner.cookie },
    });
    expect(await response.json()).toMatchObject({
      actors: [
        { id: owner.id, name: 'Meera Owner' },
        { id: staff.id, name: 'Ravi Staff' },
      ],
      entities: ['category', 'product', 'settings'],
    });
  });

  it('refuses bad filters with 400 naming them', async () => {
    for (const [query, field] of [
      ['?from=2026-02-30', 'from'],
      ['?from=yesterday', 'from'],
      ['?from=2026-11-20&to=2026-11-19', 'to'],
      ['?entity=Product;', 'entity'],
      ['?pageSize=1000', 'pageSize'],
    ] as const) {
      const { status, body } = await trail(query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body).toMatchObject({ errors: { [field]: expect.any(String) } });
    }
  });

  it('is the owner’s: 401 signed out, 403 for staff and for customers', async () => {
    const customer = await registerCustomer(app);
    for (const path of ['/api/admin/audit', '/api/admin/audit/facets']) {
      const as = (cookie: string) => app.request(path, { headers: { cookie } });
      expect((await as('')).status).toBe(401);
      const refused = await as(staff.cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        status: 0,
        msg: expect.stringMatching(/owner/),
      });
      expect((await as(customer.cookie)).status).toBe(403);
    }
  });
});
