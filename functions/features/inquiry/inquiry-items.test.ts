import { asc } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let choker: { id: string };
let band: { id: string };

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 23, 10) });
  app = createApp(deps);
  const category = await addCategory(deps.db);
  choker = await addProduct(deps.db, category.id, {
    code: 'NCK-101',
    name: 'Temple Choker',
    pricePaise: 500_000,
    discount: 20,
  });
  band = await addProduct(deps.db, category.id, {
    code: 'RNG-7',
    name: 'Moonstone Band',
    pricePaise: 150_000,
    discount: 0,
    sizeType: 'ring',
    sizes: '12,14,16',
  });
  await addProduct(deps.db, category.id, { code: 'ERR-3', name: 'Jhumka', pricePaise: 90_000 });
});

const sender = {
  name: 'Meera Shah',
  email: 'meera@example.in',
  phone: '98290 12345',
  message: 'Please tell me about these pieces.',
};
const send = (body: object) =>
  app.request('/api/inquiry/send-inquiry', jsonRequest('POST', { ...sender, ...body }));
const storedItems = () =>
  deps.db
    .select({
      code: inquiryItems.code,
      name: inquiryItems.name,
      qty: inquiryItems.qty,
      size: inquiryItems.size,
      pricePaise: inquiryItems.pricePaise,
    })
    .from(inquiryItems)
    .orderBy(asc(inquiryItems.position));

describe('send-inquiry with pieces from the cart', () => {
  it('stores each piece with its quantity, size, name, code and price, then the typed codes', async () => {
    const response = await send({
      items: [
        { pId: choker.id, qty: 2 },
        { pId: band.id, qty: 1, size: '14' },
        { pId: band.id, qty: 3, size: '16' },
      ],
      productCodes: JSON.stringify(['err-3', 'NCK-101']),
    });
    expect(response.status).toBe(201);
    expect(await storedItems()).toEqual([
      { code: 'NCK-101', name: 'Temple Choker', qty: 2, size: null, pricePaise: 400_000 },
      { code: 'RNG-7', name: 'Moonstone Band', qty: 1, size: '14', pricePaise: 150_000 },
      { code: 'RNG-7', name: 'Moonstone Band', qty: 3, size: '16', pricePaise: 150_000 },
      // A typed code already among the pieces is not asked about twice.
      { code: 'ERR-3', name: 'Jhumka', qty: 1, size: null, pricePaise: 81_000 },
    ]);
  });

  it('adds up one piece sent twice in the same size, up to 10', async () => {
    await send({
      items: [
        { pId: choker.id, qty: 7 },
        { pId: choker.id, qty: 6 },
      ],
    });
    expect(await storedItems()).toEqual([expect.objectContaining({ code: 'NCK-101', qty: 10 })]);
  });

  it('still takes codes typed by hand alone, one of each', async () => {
    expect((await send({ productCodes: ['rng-7', 'ERR-3'] })).status).toBe(201);
    expect((await storedItems()).map((item) => [item.code, item.qty, item.size])).toEqual([
      ['RNG-7', 1, null],
      ['ERR-3', 1, null],
    ]);
  });

  it.each([
    ['a quantity of 0', { qty: 0 }, 'items.0.qty', 'must be 1 to 10'],
    ['a quantity of 11', { qty: 11 }, 'items.0.qty', 'must be 1 to 10'],
    ['a fractional quantity', { qty: 1.5 }, 'items.0.qty', 'must be a whole number'],
    ['a quantity as text', { qty: '2' }, 'items.0.qty', 'must be a number'],
    ['a malformed id', { pId: 'not an id!' }, 'items.0.pId', 'must be a product id'],
  ])('refuses %s with 400 naming the field', async (_, change, field, message) => {
    const response = await send({ items: [{ pId: choker.id, qty: 1, ...change }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      [field]: message,
    });
    expect(await deps.db.select().from(inquiries)).toEqual([]);
  });

  it('refuses a size the piece is not made in, and a size for a piece without sizes', async () => {
    const response = await send({
      items: [
        { pId: band.id, qty: 1, size: '13' },
        { pId: choker.id, qty: 1, size: '14' },
      ],
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toEqual({
      'items.0.size': 'must be one of the sizes Moonstone Band is made in: 12, 14, 16',
      'items.1.size': 'Temple Choker comes in one size only',
    });
    expect(await deps.db.select().from(inquiries)).toEqual([]);
  });

  it('refuses a piece that is no longer in the catalogue, and more than 50 pieces', async () => {
    const gone = await send({ items: [{ pId: 'GoneProduct123', qty: 1 }] });
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({
      errors: { 'items.0': expect.stringMatching(/no longer in our catalogue/) },
    });
    const many = await send({
      items: Array.from({ length: 51 }, () => ({ pId: band.id, qty: 1 })),
    });
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ errors: { items: 'must be at most 50 pieces' } });
  });
});
