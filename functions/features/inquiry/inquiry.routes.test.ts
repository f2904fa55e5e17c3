import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { rateRules } from '../../lib/rate-rules';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 23, 10) });
  app = createApp(deps);
  const category = await addCategory(deps.db);
  await addProduct(deps.db, category.id, {
    code: 'NCK-101',
    name: 'Temple Choker',
    pricePaise: 500_000,
    discount: 20,
  });
  await addProduct(deps.db, category.id, { code: 'RNG-7', name: 'Moonstone Band', status: false });
});

const valid = {
  user_id: 'someoneElse123',
  name: 'Meera Shah',
  email: 'meera@example.in',
  phone: '+91 98290-12345',
  message: 'Is this available in a smaller size?',
  productCodes: JSON.stringify(['nck-101', 'RNG-7', 'NCK-101']),
};
const send = (body: unknown, cookie?: string) =>
  app.request('/api/inquiry/send-inquiry', jsonRequest('POST', body, cookie));

describe('send-inquiry', () => {
  it('stores the inquiry with codes, names and prices seen now, and returns a reference', async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: number; reference: string };
    expect(body).toMatchObject({ status: 1, reference: 'INQ-2026-000001' });
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored).toMatchObject({
      fullname: 'Meera Shah',
      phoneNumber: '+91 98290 12345',
      status: false,
      userId: null,
    });
    const items = await deps.db
      .select()
      .from(inquiryItems)
      .where(eq(inquiryItems.inquiryId, stored!.id));
    expect(items.map((i) => [i.code, i.name, i.pricePaise])).toEqual([
      ['NCK-101', 'Temple Choker', 400_000],
      ['RNG-7', 'Moonstone Band', 134_910],
    ]);
    expect((await (await send({ ...valid, productCodes: [] })).json()) as object).toMatchObject({
      reference: 'INQ-2026-000002',
    });
  });

  it('links the inquiry to the signed-in customer, never to the body user_id', async () => {
    const customer = await registerCustomer(app);
    await send(valid, customer.cookie);
    const [stored] = await deps.db.select().from(inquiries);
    expect(stored?.userId).toBe(customer.id);
  });

  it('names unknown product codes in a 400', async () => {
    const response = await send({
      ...valid,
      productCodes: JSON.stringify(['NCK-101', 'ZZZ-1', 'YYY-2']),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: 'Unknown product codes: ZZZ-1, YYY-2' });
    expect(await deps.db.select().from(inquiries)).toEqual([]);
  });

  it.each([
    ['phone', '12345'],
    ['phone', '+1 415 555 0100'],
    ['email', 'meera@'],
    ['message', ''],
    ['message', 'x'.repeat(2001)],
    ['name', ''],
  ])('rejects a bad %s with 400 naming it', async (field, value) => {
    const response = await send({ ...valid, [field]: value });
    expect(response.status).toBe(400);
    expect(
      ((await response.json()) as { errors: Record<string, string> }).errors[field],
    ).toBeDefined();
  });

  it('accepts Indian phone formats', async () => {
    for (const phone of ['9829012345', '09829012345', '+919829012345', '91 98290 12345']) {
      expect((await send({ ...valid, phone })).status).toBe(201);
    }
  });

  it('rate-limits sending with 429', async () => {
    app = createApp({ ...deps, rateRules: rateRules(0.2), clientAddress: () => '198.51.100.7' });
    expect((await send(valid)).status).toBe(201);
    const limited = await send(valid);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('track', () => {
  it('shows only the status and dates of an inquiry by its reference', async () => {
    const { reference } = (await (await send(valid)).json()) as { reference: string };
    const response = await app.request(`/api/inquiry/track/${reference.toLowerCase()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: Record<string, unknown> };
    expect(body.result).toEqual({
      reference,
      status: 'Received',
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(JSON.stringify(body)).not.toMatch(/meera|98290|smaller/i);
  });

  it('answers 404 for an unknown reference and 400 for a malformed one', async () => {
    expect((await app.request('/api/inquiry/track/INQ-2026-000999')).status).toBe(404);
    expect((await app.request('/api/inquiry/track/INQ-2025-000001')).status).toBe(404);
    expect((await app.request('/api/inquiry/track/hello')).status).toBe(400);
  });
});
