import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cartItems, inquiries, sessions, users, wishlistItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;
let staff: string;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let product: Awaited<ReturnType<typeof addProduct>>;

const inquiry = (email: string, cookie?: string) =>
  app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest(
      'POST',
      {
        name: 'Asha Verma',
        email,
        phone: '98290 12345',
        message: 'Is this available in size 12?',
        productCodes: [product.code],
      },
      cookie,
    ),
  );

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 5, 1) });
  app = createApp(deps);
  owner = (await signedInAdmin(app, deps.db, 'owner')).cookie;
  staff = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  product = await addProduct(deps.db, (await addCategory(deps.db)).id);
  customer = await registerCustomer(app, 'Asha Verma');
  await deps.db.update(users).set({ phone: '+91 98290 12345' }).where(eq(users.id, customer.id));
  await app.request(
    `/api/cart/add-to-db/${customer.id}`,
    jsonRequest('POST', { pId: product.id, qty: 2 }, customer.cookie),
  );
  await app.request(
    `/api/wishlist/add-to-db-wishlist/${customer.id}/${product.id}`,
    jsonRequest('POST', undefined, customer.cookie),
  );
  expect((await inquiry(customer.email, customer.cookie)).status).toBe(201);
  expect((await inquiry(customer.email)).status).toBe(201);
  expect((await inquiry('someone.else@example.in')).status).toBe(201);
});

const detail = (cookie: string, id = customer.id) =>
  app.request(`/api/admin/customers/${id}`, jsonRequest('GET', undefined, cookie));

describe('GET /api/admin/customers/:id', () => {
  it('shows staff the account, its inquiries and its cart', async () => {
    const response = await detail(staff);
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      customer: object;
      inquiries: { byEmailOnly: boolean; reference: string; pieces: number }[];
      cart: object[];
    };
    expect(body.customer).toEqual({
      _id: customer.id,
      name: 'Asha Verma',
      email: customer.email,
      phone: '+91 98290 12345',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.inquiries).toHaveLength(2);
    expect(body.inquiries.map((row) => row.byEmailOnly).sort()).toEqual([false, true]);
    expect(body.inquiries[0]).toMatchObject({
      reference: expect.stringMatching(/^INQ-/),
      pieces: 1,
    });
    expect(body.cart).toEqual([
      {
        product: {
          _id: product.id,
          name: product.name,
          code: product.code,
          total_price: product.totalPaise / 100,
          status: true,
        },
        qty: 2,
        size: null,
      },
    ]);
  });

  it('answers 404 for an account that is not there', async () => {
    expect((await detail(owner, 'nobody123')).status).toBe(404);
  });
});

describe('DELETE /api/admin/customers/:id', () => {
  const remove = (cookie: string) =>
    app.request(`/api/admin/customers/${customer.id}`, jsonRequest('DELETE', undefined, cookie));

  it('is refused to staff', async () => {
    expect((await remove(staff)).status).toBe(403);
    expect((await detail(owner)).status).toBe(200);
  });

  it('removes the account, its cart, wishlist and sessions, keeps its inquiries detached, and is audited', async () => {
    const linked = await deps.db.select().from(inquiries).where(eq(inquiries.userId, customer.id));
    expect(linked).toHaveLength(1);
    const response = await remove(owner);
    expect(response.status).toBe(200);
    expect(await deps.db.select().from(users).where(eq(users.id, customer.id))).toEqual([]);
    expect(await deps.db.select().from(cartItems)).toEqual([]);
    expect(await deps.db.select().from(wishlistItems)).toEqual([]);
    expect(
      await deps.db.select().from(sessions).where(eq(sessions.subjectId, customer.id)),
    ).toEqual([]);
    const [kept] = await deps.db.select().from(inquiries).where(eq(inquiries.id, linked[0]!.id));
    expect(kept).toMatchObject({ userId: null, email: customer.email });
    expect(await deps.db.select().from(inquiries)).toHaveLength(3);
    expect(
      (await app.request('/api/user/me', { headers: { cookie: customer.cookie } })).status,
    ).toBe(401);
    const [entry] = await deps.db.select().from(auditLog);
    expect(entry).toMatchObject({ entity: 'customer', entityId: customer.id, action: 'delete' });
    expect(JSON.parse(entry!.changes)).toMatchObject({
      name: ['Asha Verma', null],
      email: [customer.email, null],
    });
    expect((await detail(owner)).status).toBe(404);
    expect((await remove(owner)).status).toBe(404);
  });
});
