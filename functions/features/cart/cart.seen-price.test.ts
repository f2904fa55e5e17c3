import { beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let chain: { id: string };
let fixed: { id: string };

const setRate = (rate: number) =>
  app.request(
    '/api/admin/silver-rate',
    jsonRequest('PUT', { rate, date: '2026-11-20', confirm: true }, owner),
  );

beforeEach(async () => {
  deps = await createTestDeps({ now: () => Date.UTC(2026, 10, 20, 6) });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
  const category = await addCategory(deps.db);
  // The demo's Everyday Silver Chain: ₹3,735 less 5 % = ₹3,548 at ₹192.45/g.
  chain = await addProduct(deps.db, category.id, {
    pricing: 'rate_linked',
    weightTenths: 185,
    makingPaise: 1_800,
    discount: 5,
  });
  fixed = await addProduct(deps.db, category.id, { pricePaise: 100_000, discount: 10 });
  await setRate(192.45);
  customer = await registerCustomer(app);
});

const add = (body: unknown) =>
  app.request(`/api/cart/add-to-db/${customer.id}`, jsonRequest('POST', body, customer.cookie));
const lines = async (state: unknown[] = []) => {
  const response = await app.request(
    `/api/cart/state-to-cart/${customer.id}`,
    jsonRequest('POST', { state_cart: JSON.stringify(state) }, customer.cookie),
  );
  const body = (await response.json()) as {
    UserCart: {
      products: {
        product_id: { _id: string; total_price: number; breakup?: { rate: number } };
        seen_total_price: number;
        seen_breakup: { total: number; rate: number; rateDate: string } | null;
      }[];
    };
  };
  return body.UserCart.products;
};
const prices = async (state: unknown[] = []) =>
  (await lines(state)).map((line) => ({
    id: line.product_id._id,
    now: line.product_id.total_price,
    seen: line.seen_total_price,
  }));

it('keeps the price seen when a line was added, so the cart can say it changed since', async () => {
  await add({ pId: chain.id });
  await add({ pId: fixed.id, qty: 2 });
  expect(await prices()).toEqual([
    { id: chain.id, now: 3_548, seen: 3_548 },
    { id: fixed.id, now: 900, seen: 900 },
  ]);
  expect((await setRate(215)).status).toBe(200);
  // More of the same line, or a new quantity, keeps the price first seen.
  await add({ pId: chain.id });
  await add({ pId: chain.id, qty: 4 });
  expect(await prices()).toEqual([
    { id: chain.id, now: 3_925, seen: 3_548 },
    { id: fixed.id, now: 900, seen: 900 },
  ]);
});

it('sets the price seen for lines merged in at login', async () => {
  expect(await prices([{ pId: chain.id, qty: 1 }])).toEqual([
    { id: chain.id, now: 3_548, seen: 3_548 },
  ]);
});

it("keeps a rate-linked line's breakup and rate from when it was added, at add and at login", async () => {
  await add({ pId: chain.id });
  expect((await setRate(215)).status).toBe(200);
  await add({ pId: chain.id });
  const [line] = await lines([{ pId: fixed.id, qty: 1 }]);
  expect(line!.seen_breakup).toEqual({
    metal: 3_293,
    making: 333,
    other: 0,
    gst: 109,
    total: 3_735,
    rate: 192.45,
    rateDate: '2026-11-20',
  });
  expect(line!.product_id.breakup?.rate).toBe(215);
  // The fixed-price piece merged in at login has no breakup behind its price.
  const merged = await lines();
  expect(merged.find((l) => l.product_id._id === fixed.id)?.seen_breakup).toBeNull();
});

it('gives a rate-linked line merged in at login the breakup of that moment', async () => {
  const [line] = await lines([{ pId: chain.id, qty: 1 }]);
  expect(line!.seen_breakup).toMatchObject({ total: 3_735, rate: 192.45, rateDate: '2026-11-20' });
});
