import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { formRequest, jsonRequest, signInAdmin } from '../../test/customers';
import { addCategory } from '../../test/fixtures';
import { imageFile } from '../../test/images';
import { createTestDeps } from '../../test/memory-deps';
import type { ProductJson } from '../product/product.shapes';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;
let categoryId: string;
let image: File;
let made = 0;

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 20, 6) });
  app = createApp(deps);
  cookie = await signInAdmin(app, deps.db);
  categoryId = (await addCategory(deps.db, { name: 'Necklaces', slug: 'necklace' })).id;
  image ??= await imageFile(64);
});

/** A product form: the demo Everyday Silver Chain's fields, with a fresh name and code each time. */
function chainForm(overrides: Record<string, string> = {}, withImage = true) {
  made += 1;
  const form = new FormData();
  const fields = {
    name: `Everyday Silver Chain ${made}`,
    description: 'A curb chain of 92.5% silver.',
    code: `NCK-9${made}`,
    price: '3499',
    discount: '5',
    categoryID: categoryId,
    weight: '18.5',
    pricing: 'rate_linked',
    purity: '925',
    making_kind: 'per_gram',
    making_charge: '18',
    other_charges: '0',
    huid: '',
    ...overrides,
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (withImage) form.set('image', image);
  return form;
}

const create = (form: FormData) =>
  app.request('/api/product/create', formRequest('POST', form, cookie));
const update = (id: string, form: FormData) =>
  app.request(`/api/product/update/${id}`, formRequest('PUT', form, cookie));
const setRate = (rate: number, confirm = true) =>
  app.request(
    '/api/admin/silver-rate',
    jsonRequest('PUT', { rate, date: '2026-11-20', confirm }, cookie),
  );
const shopperView = async (id: string) =>
  ((await (await app.request(`/api/product/${id}`)).json()) as { prod: ProductJson }).prod;
const createdId = async (response: Response) => {
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
};

describe('a rate-linked product', () => {
  it('cannot be saved before a silver rate is set (409 with a message)', async () => {
    const response = await create(chainForm());
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      status: 0,
      msg: expect.stringMatching(/No silver rate is set yet/),
      errors: { pricing: expect.any(String) },
    });
  });

  it('is priced by the server from weight, purity, making and the rate; the price sent is ignored', async () => {
    await setRate(192.45);
    const id = await createdId(await create(chainForm({ price: '1' })));
    expect(await shopperView(id)).toMatchObject({
      pricing: 'rate_linked',
      purity: 925,
      making_kind: 'per_gram',
      making_charge: 18,
      other_charges: 0,
      huid: null,
      price: 3_735,
      discount: 5,
      total_price: 3_548,
      breakup: {
        metal: 3_293,
        making: 333,
        other: 0,
        gst: 109,
        total: 3_735,
        rate: 192.45,
        rateDate: '2026-11-20',
      },
    });
    const [row] = await deps.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ pricePaise: 373_500, totalPaise: 354_800, makingPaise: 1_800 });
  });

  it('follows a new rate in the API at once; a fixed product keeps its price', async () => {
    await setRate(192.45);
    const chain = await createdId(await create(chainForm()));
    const fixed = await createdId(await create(chainForm({ pricing: 'fixed', price: '2499' })));
    expect((await setRate(215)).status).toBe(200);
    // 18.5 × 0.925 × 215 = 3,679.19 → 3,679; + 333 = 4,012; GST 120.36 → 120; ₹4,132, less 5 %.
    expect(await shopperView(chain)).toMatchObject({
      price: 4_132,
      total_price: 3_925,
      breakup: { metal: 3_679, gst: 120, total: 4_132, rate: 215 },
    });
    expect(await shopperView(fixed)).toMatchObject({
      pricing: 'fixed',
      price: 2_499,
      total_price: 2_374, // 2,499 × 0.95 = 2,374.05 → whole rupees
      breakup: null,
    });
  });

  it('adds a fixed making charge and other charges (stones)', async () => {
    await setRate(192.45);
    const form = chainForm({
      weight: '15.4',
      making_kind: 'fixed',
      making_charge: '450',
      other_charges: '1200',
      discount: '0',
    });
    const id = await createdId(await create(form));
    expect((await shopperView(id)).breakup).toMatchObject({
      metal: 2_741,
      making: 450,
      other: 1_200,
      gst: 132,
      total: 4_523,
    });
  });

  it.each([
    [{ weight: '0' }, 'weight', /more than 0 for a rate-linked price/],
    [{ purity: '' }, 'purity', /required for a rate-linked price/],
  ])('without weight or purity answers 400 (%j)', async (overrides, field, message) => {
    await setRate(192.45);
    const response = await create(chainForm(overrides));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors[field]).toMatch(
      message,
    );
  });

  it('keeps its pricing when an update leaves the pricing fields out', async () => {
    await setRate(192.45);
    const id = await createdId(await create(chainForm({ huid: 'AB12CD' })));
    const bare = chainForm({ name: 'Everyday Silver Chain', code: 'NCK-104' }, false);
    for (const field of ['pricing', 'purity', 'making_kind', 'making_charge', 'other_charges'])
      bare.delete(field);
    bare.delete('huid');
    expect((await update(id, bare)).status).toBe(200);
    expect(await shopperView(id)).toMatchObject({
      pricing: 'rate_linked',
      purity: 925,
      making_charge: 18,
      huid: 'AB12CD',
      price: 3_735,
    });
  });
});

describe('a fixed product', () => {
  it('stores purity (925 when not given), making, other charges and the HUID in capitals', async () => {
    const form = chainForm({ pricing: 'fixed', price: '2499.50', huid: 'ab12cd' });
    form.delete('purity');
    const id = await createdId(await create(form));
    expect(await shopperView(id)).toMatchObject({
      pricing: 'fixed',
      purity: 925,
      huid: 'AB12CD',
      price: 2_499.5,
      total_price: 2_375, // 2,499.50 × 0.95 = 2,374.525 → 2,375
      breakup: null,
    });
  });

  it('shows the price after its discount in whole rupees, rounded half up (DESIGN §11)', async () => {
    const id = await createdId(
      await create(chainForm({ pricing: 'fixed', price: '4599', discount: '10' })),
    );
    // 4,599 less 10 % is 4,139.10: shoppers and the owner see ₹4,139.
    expect(await shopperView(id)).toMatchObject({ price: 4_599, discount: 10, total_price: 4_139 });
  });

  it('becomes rate-linked when switched, and fixed again at the price typed', async () => {
    const id = await createdId(await create(chainForm({ pricing: 'fixed' })));
    await setRate(192.45);
    const linked = chainForm({ name: 'Everyday Silver Chain', code: 'NCK-104' }, false);
    expect((await update(id, linked)).status).toBe(200);
    expect(await shopperView(id)).toMatchObject({ pricing: 'rate_linked', price: 3_735 });
    const fixedAgain = chainForm(
      { name: 'Everyday Silver Chain', code: 'NCK-104', pricing: 'fixed', price: '3600' },
      false,
    );
    expect((await update(id, fixedAgain)).status).toBe(200);
    expect(await shopperView(id)).toMatchObject({ pricing: 'fixed', price: 3_600, breakup: null });
  });
});

describe('pricing fields', () => {
  it.each([
    [{ pricing: 'gold' }, 'pricing', /fixed or rate_linked/],
    [{ purity: '930' }, 'purity', /one of 999, 970, 958, 925, 900, 835, 800/],
    [{ purity: 'sterling' }, 'purity', /must be a purity/],
    [{ making_kind: 'per_piece' }, 'making_kind', /per_gram or fixed/],
    [{ making_charge: '-1' }, 'making_charge', /at least 0/],
    [{ making_charge: '12.345' }, 'making_charge', /two decimals/],
    [{ other_charges: '1e3' }, 'other_charges', /amount in rupees/],
    [{ huid: 'AB12C' }, 'huid', /6 letters or digits/],
    [{ huid: 'AB-12C' }, 'huid', /6 letters or digits/],
    [{ huid: 'AB12CDE' }, 'huid', /6 letters or digits/],
  ])('refuse %j with 400 naming the field', async (overrides, field, message) => {
    await setRate(192.45);
    const response = await create(chainForm(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { status: number; errors: Record<string, string> };
    expect(body.status).toBe(0);
    expect(body.errors[field]).toMatch(message);
  });

  it('refuse a HUID another product has with 409, on create and on update', async () => {
    const first = await createdId(await create(chainForm({ pricing: 'fixed', huid: 'HM925A' })));
    const clash = await create(chainForm({ pricing: 'fixed', huid: 'hm925a' }));
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      errors: { huid: 'is already used by another product' },
    });
    const second = await createdId(await create(chainForm({ pricing: 'fixed', huid: 'HM925B' })));
    const taking = chainForm({ pricing: 'fixed', huid: 'HM925A' }, false);
    expect((await update(second, taking)).status).toBe(409);
    // Its own HUID is not a clash; a blank one clears it.
    const own = chainForm({ pricing: 'fixed', huid: 'HM925A', name: 'Own', code: 'OWN-1' }, false);
    expect((await update(first, own)).status).toBe(200);
    const cleared = chainForm({ pricing: 'fixed', huid: '', name: 'Own', code: 'OWN-1' }, false);
    expect((await update(first, cleared)).status).toBe(200);
    expect((await shopperView(first)).huid).toBeNull();
  });
});
