import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, inquiries, products, settings, users } from '../../db/schema';
import { formRequest, jsonRequest } from '../test/customers';
import { imageFile } from '../test/images';
import { validBodies } from './bodies';
import { createWorld, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

/** Fields a client might send hoping the server stores them as they are. */
const forged = {
  _id: 'ForgedId0000000000001',
  id: 'ForgedId0000000000002',
  role: 'admin',
  isAdmin: true,
  status: true,
  total: 1,
  total_price: 1,
  totalPaise: 100,
  slug: 'forged-slug',
  cartId: 'ForgedCart0000000001',
  user_id: 'ForgedUser0000000001',
  passwordHash: '$argon2id$forged',
  createdAt: 0,
  seq: 999_999,
  reference: 'INQ-2000-000001',
};

async function formOf(fields: Record<string, unknown>, withImage: boolean) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
  if (withImage) form.set('image', await imageFile(64));
  return form;
}

describe('unknown and server-owned fields', () => {
  it('are not stored by registration: no chosen id, cart, role or password hash', async () => {
    const body = { ...validBodies(world)['POST /api/user/register-user'], ...forged };
    const response = await world.app.request('/api/user/register-user', jsonRequest('POST', body));
    expect(response.status).toBe(201);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    const [row] = await world.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'nisha@example.in'));
    expect(row!.id).not.toMatch(/Forged/);
    expect(row!.cartId).not.toMatch(/Forged/);
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456/);
    expect(await world.deps.db.query.admins.findMany()).toHaveLength(1);
    const admin = await world.app.request('/api/admin/me', { headers: { cookie } });
    expect(admin.status).toBe(403);
  });

  it('are not stored with a product: the server computes total and slug and picks the id', async () => {
    const fields = {
      ...validBodies(world)['POST /api/product/create'],
      ...forged,
      status: 'false',
    };
    const response = await world.app.request(
      '/api/product/create',
      formRequest('POST', await formOf(fields, true), world.admin),
    );
    expect(response.status).toBe(201);
    const [row] = await world.deps.db.select().from(products).where(eq(products.code, 'LOT-1'));
    // ₹1,499 less 10 % is ₹1,349.10; the client's total of 1 is ignored.
    expect(row).toMatchObject({ totalPaise: 134_900, pricePaise: 149_900, slug: 'lotus-ring' });
    expect(row!.id).not.toMatch(/Forged/);
    expect(row!.createdAt).toBeGreaterThan(0);
  });

  it('are not stored with a category: its id, slug and status are the server’s', async () => {
    const fields = {
      ...validBodies(world)['POST /api/category/create'],
      ...forged,
      status: 'false',
    };
    const response = await world.app.request(
      '/api/category/create',
      formRequest('POST', await formOf(fields, true), world.admin),
    );
    expect(response.status).toBe(201);
    const [row] = await world.deps.db
      .select()
      .from(categories)
      .where(eq(categories.name, 'Toe Rings'));
    expect(row).toMatchObject({ slug: 'toe-rings', status: true });
    expect(row!.id).not.toMatch(/Forged/);
  });

  it('are not stored with an inquiry: it arrives unread, anonymous, with its own number', async () => {
    const body = {
      ...validBodies(world)['POST /api/inquiry/send-inquiry'],
      ...forged,
      userId: world.b.id,
      user_id: world.b.id,
    };
    const response = await world.app.request(
      '/api/inquiry/send-inquiry',
      jsonRequest('POST', body),
    );
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).not.toBe(forged.reference);
    const [row] = await world.deps.db
      .select()
      .from(inquiries)
      .where(eq(inquiries.message, 'Do you make this in gold plate?'));
    expect(row).toMatchObject({ stage: 'new', userId: null });
    expect(row!.seq).not.toBe(forged.seq);
    expect(row!.id).not.toMatch(/Forged/);
  });

  it('are not stored in the maintenance setting', async () => {
    const body = { ...validBodies(world)['PUT /api/maintain/setMaintainStatus'], ...forged };
    const response = await world.app.request(
      '/api/maintain/setMaintainStatus',
      jsonRequest('PUT', body, world.admin),
    );
    expect(response.status).toBe(200);
    const [row] = await world.deps.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'maintenance'));
    expect(Object.keys(JSON.parse(row!.value) as object).sort()).toEqual(
      ['contact', 'deadline', 'isMaintain', 'message'].sort(),
    );
  });

  it('do not move a product to another id on update', async () => {
    const body = { ...validBodies(world)['PUT /api/product/update/:id'], ...forged };
    const response = await world.app.request(
      `/api/product/update/${world.product.id}`,
      jsonRequest('PUT', body, world.admin),
    );
    expect(response.status).toBe(200);
    const ids = (await world.deps.db.select({ id: products.id }).from(products)).map((r) => r.id);
    expect(ids).toContain(world.product.id);
    expect(ids.filter((id) => id.includes('Forged'))).toEqual([]);
    const [row] = await world.deps.db
      .select()
      .from(products)
      .where(eq(products.id, world.product.id));
    expect(row!.totalPaise).toBe(134_900);
  });
});
