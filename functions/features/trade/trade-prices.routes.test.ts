import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, silverRates } from '../../../db/schema';
import { priceBreakup } from '../../../src/contract/pricing';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import { approvedBuyer, indianApplication } from '../../test/trade';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let linked: { id: string; code: string };
let fixed: { id: string; code: string };
let hidden: { id: string };

const clock = Date.UTC(2026, 10, 27, 9);
// A rate-linked anklet: 52.0 g of 925 at ₹95.50/g, retail making ₹40/g; trade making ₹23.17/g
// makes a trade price no other field of the product carries.
const anklet = {
  pricing: 'rate_linked' as const,
  weightTenths: 520,
  purity: 925,
  makingKind: 'per_gram' as const,
  makingPaise: 4000,
  otherPaise: 0,
  discount: 0,
};

beforeEach(async () => {
  deps = await createTestDeps({ now: () => clock });
  app = createApp(deps);
  owner = await signedInAdmin(app, deps.db, 'owner');
  await deps.db.insert(silverRates).values({
    id: 'rate1',
    ratePaise: 9550,
    rateDate: '2026-11-27',
    setByName: 'Shop Owner',
    createdAt: clock - 1000,
  });
  const category = await addCategory(deps.db);
  linked = await addProduct(deps.db, category.id, { ...anklet, pricePaise: 1, totalPaise: 1 });
  fixed = await addProduct(deps.db, category.id, { pricePaise: 250_000, discount: 10 });
  hidden = await addProduct(deps.db, category.id, { hidden: true });
});

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  app.request(path, jsonRequest(method, body, cookie));
const setTerms = (productId: string, terms: object) =>
  call('PUT', `/api/admin/trade/products/${productId}`, terms, owner.cookie);
const setSettings = (settings: object) =>
  call('PUT', '/api/admin/trade/settings', settings, owner.cookie);
const pricesFor = (cookie: string | undefined, ids: string[]) =>
  call('GET', `/api/trade/prices?ids=${ids.join(',')}`, undefined, cookie);

const tradeMaking = { making_kind: 'per_gram', making_charge: 23.17, min_qty: 6 };
// metal 52 × 0.925 × 95.50 = 4593.55 → 4594; making 23.17 × 52 = 1204.84 → 1205; GST 3 % of 5799 → 174
const expectedTrade = priceBreakup({ ...anklet, makingPaise: 2317 }, 9550).total / 100;

describe('trade prices', () => {
  it('go to an approved buyer only: 401 for a guest, 403 for a customer or a waiting applicant', async () => {
    await setTerms(linked.id, tradeMaking);
    expect((await pricesFor(undefined, [linked.id])).status).toBe(401);
    const customer = await registerCustomer(app, 'Bela Rao');
    const refused = await pricesFor(customer.cookie, [linked.id]);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(String(expectedTrade));
    await call('POST', '/api/trade/account', indianApplication, customer.cookie);
    expect((await pricesFor(customer.cookie, [linked.id])).status).toBe(403);

    const buyer = await approvedBuyer(app, owner.cookie);
    const response = await pricesFor(buyer.cookie, [linked.id, fixed.id, hidden.id]);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { prices: object[] };
    expect(expectedTrade).toBe(5973);
    expect(body.prices).toEqual(
      expect.arrayContaining([
        { _id: linked.id, trade_price: expectedTrade, min_qty: 6, indicative: null },
        { _id: fixed.id, trade_price: null, min_qty: 1, indicative: null },
      ]),
    );
    expect(body.prices).toHaveLength(2);
  });

  it('stop when the owner withdraws the approval', async () => {
    const buyer = await approvedBuyer(app, owner.cookie);
    expect((await pricesFor(buyer.cookie, [fixed.id])).status).toBe(200);
    await call(
      'PATCH',
      `/api/admin/trade/accounts/${buyer.id}/decline`,
      { note: '' },
      owner.cookie,
    );
    expect((await pricesFor(buyer.cookie, [fixed.id])).status).toBe(403);
  });

  it("apply the shop's discount where a piece has no trade making, never above retail, with indicative amounts", async () => {
    const buyer = await approvedBuyer(app, owner.cookie);
    const fx = { date: '2026-11-27', rates: { USD: 84.25, EUR: 89.1, GBP: 106.5, AED: 22.94 } };
    const saved = await setSettings({ discount: 12, fx });
    expect(saved.status).toBe(200);
    // A trade making dearer than retail: the retail price stands as the trade price.
    await setTerms(linked.id, { making_kind: 'fixed', making_charge: 99_999, min_qty: 1 });
    const body = (await (await pricesFor(buyer.cookie, [fixed.id, linked.id])).json()) as {
      prices: { _id: string; trade_price: number; indicative: Record<string, number> }[];
      exchange: object;
    };
    const retailFixed = 2250; // ₹2,500 less 10 %
    const byId = new Map(body.prices.map((p) => [p._id, p]));
    expect(byId.get(fixed.id)!.trade_price).toBe(1980); // ₹2,250 less 12 %
    expect(byId.get(fixed.id)!.indicative).toEqual({
      USD: 23.5,
      EUR: 22.22,
      GBP: 18.59,
      AED: 86.31,
    });
    const retailLinked = priceBreakup(anklet, 9550).total / 100;
    expect(byId.get(linked.id)!.trade_price).toBe(retailLinked);
    expect(retailFixed).toBeGreaterThan(1980);
    expect(body.exchange).toEqual(fx);
  });

  it('never appear in the public product API, for a guest, a customer or the buyer', async () => {
    await setTerms(linked.id, tradeMaking);
    const buyer = await approvedBuyer(app, owner.cookie);
    const customer = await registerCustomer(app, 'Bela Rao');
    for (const cookie of [undefined, customer.cookie, buyer.cookie]) {
      for (const path of ['/api/product', `/api/product/${linked.id}`]) {
        const text = await (await call('GET', path, undefined, cookie)).text();
        expect(text).toContain(linked.code);
        expect(text).not.toContain(String(expectedTrade));
        expect(text).not.toMatch(/trade|min_qty|23\.17/i);
      }
    }
  });
});

describe("the owner's trade settings and terms", () => {
  it('are owner only and audited', async () => {
    const staff = await signedInAdmin(app, deps.db, 'staff');
    const denied = await call(
      'PUT',
      `/api/admin/trade/products/${linked.id}`,
      tradeMaking,
      staff.cookie,
    );
    expect(denied.status).toBe(403);
    expect((await setTerms(linked.id, tradeMaking)).status).toBe(200);
    const [entry] = await deps.db.select().from(auditLog).where(eq(auditLog.action, 'trade_terms'));
    expect(JSON.parse(entry!.changes)).toEqual({
      tradeMakingKind: [null, 'per_gram'],
      tradeMakingCharge: [null, 23.17],
      tradeMinQty: [1, 6],
    });
    const listed = await call('GET', '/api/admin/trade/products', undefined, owner.cookie);
    expect(((await listed.json()) as { terms: { code: string }[] }).terms).toEqual([
      expect.objectContaining({ code: linked.code, min_qty: 6, making_charge: 23.17 }),
    ]);
  });

  it('change the discount and the exchange rates apart, each keeping the other', async () => {
    const fx = { date: '2026-11-27', rates: { USD: 84.25, EUR: 89.1, GBP: 106.5, AED: 22.94 } };
    expect((await setSettings({ discount: 8 })).status).toBe(200);
    expect((await setSettings({ fx })).status).toBe(200);
    const read = async () =>
      (
        (await (
          await call('GET', '/api/admin/trade/settings', undefined, owner.cookie)
        ).json()) as {
          settings: object;
        }
      ).settings;
    expect(await read()).toEqual({ discount: 8, fx });
    expect((await setSettings({ fx: null })).status).toBe(200);
    expect(await read()).toEqual({ discount: 8, fx: null });
    expect((await setSettings({})).status).toBe(400);
  });

  it('refuse a minimum beyond the cart, a charge without its kind, and rates dated tomorrow', async () => {
    const over = await setTerms(linked.id, { ...tradeMaking, min_qty: 11 });
    expect(((await over.json()) as { errors: object }).errors).toEqual({
      min_qty: 'must be 1 to 10',
    });
    const half = await setTerms(linked.id, { ...tradeMaking, making_kind: null });
    expect(half.status).toBe(400);
    const rates = { USD: 84.25, EUR: 89.1, GBP: 106.5, AED: 22.94 };
    const tomorrow = await setSettings({ discount: 0, fx: { date: '2026-11-28', rates } });
    expect(tomorrow.status).toBe(400);
    const slipped = await setSettings({
      discount: 0,
      fx: { date: '2026-11-27', rates: { ...rates, USD: 8425 } },
    });
    expect(((await slipped.json()) as { errors: object }).errors).toEqual({
      'fx.rates.USD': 'must be at most ₹1000',
    });
  });
});
