import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admins, auditLog, products, silverRates } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { readCatalogueVersion } from '../../lib/catalogue-version';
import { createAdminIfMissing } from '../admin/admin.service';
import { jsonRequest, registerCustomer, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: string;
const schedule = vi.fn();
// 20 Nov 2026, 10:00 in Jaipur.
const now = Date.UTC(2026, 10, 20, 4, 30);

beforeEach(async () => {
  schedule.mockClear();
  deps = await createTestDeps({
    now: () => now,
    publisher: { schedule, status: () => ({ state: 'idle', at: 0 }) },
  });
  app = createApp(deps);
  owner = await signInAdmin(app, deps.db);
});

const setRate = (body: unknown, cookie = owner) =>
  app.request('/api/admin/silver-rate', jsonRequest('PUT', body, cookie));
const publicRate = async () =>
  (await (await app.request('/api/silver-rate')).json()) as {
    status: number;
    rate: number | null;
    date: string | null;
  };

/** A staff account made directly in the database, signed in through the API. */
async function signInStaff() {
  const email = 'staff@chandi.example';
  await createAdminIfMissing(deps.db, { name: 'Ravi Staff', email, password: 'staff-password-1' });
  await deps.db.update(admins).set({ role: 'staff' }).where(eq(admins.email, email));
  const response = await app.request(
    '/api/admin/login',
    jsonRequest('POST', { email, password: 'staff-password-1' }),
  );
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('GET /api/silver-rate', () => {
  it('answers null before any rate is set, then the newest rate and its date', async () => {
    expect(await publicRate()).toMatchObject({ status: 1, rate: null, date: null });
    expect((await setRate({ rate: 192.45, date: '2026-11-20' })).status).toBe(200);
    expect(await publicRate()).toMatchObject({ status: 1, rate: 192.45, date: '2026-11-20' });
    // The newest set wins, even when it is for an earlier day (a correction).
    expect((await setRate({ rate: 190, date: '2026-11-19' })).status).toBe(200);
    expect(await publicRate()).toMatchObject({ rate: 190, date: '2026-11-19' });
  });
});

describe('PUT /api/admin/silver-rate', () => {
  it('reprices every rate-linked product in the same batch, leaves fixed ones, audits and publishes', async () => {
    const category = await addCategory(deps.db);
    const chain = await addProduct(deps.db, category.id, {
      pricing: 'rate_linked',
      weightTenths: 185,
      purity: 925,
      makingKind: 'per_gram',
      makingPaise: 1_800,
      discount: 5,
    });
    const fixed = await addProduct(deps.db, category.id, { pricePaise: 249_900, discount: 10 });
    const versionBefore = await readCatalogueVersion(deps.db);

    const response = await setRate({ rate: 192.45, date: '2026-11-20' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 1, rate: 192.45, repriced: 1 });

    const [linked] = await deps.db.select().from(products).where(eq(products.id, chain.id));
    // 3,293 metal + 333 making + 109 GST = ₹3,735; less 5 % = ₹3,548.25 → ₹3,548.
    expect(linked).toMatchObject({ pricePaise: 373_500, totalPaise: 354_800 });
    const [untouched] = await deps.db.select().from(products).where(eq(products.id, fixed.id));
    expect(untouched).toMatchObject({ pricePaise: 249_900, totalPaise: fixed.totalPaise });
    expect(untouched!.updatedAt).toBe(fixed.updatedAt);

    const [audit] = await deps.db.select().from(auditLog).where(eq(auditLog.entity, 'silver_rate'));
    expect(audit).toMatchObject({ actorName: 'Shop Owner', action: 'set' });
    expect(JSON.parse(audit!.changes)).toMatchObject({ rate: [null, 192.45], repriced: [null, 1] });
    expect(await readCatalogueVersion(deps.db)).toBeGreaterThan(versionBefore);
    expect(schedule).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ rate: 0, date: '2026-11-20' }, 'rate', /at least ₹10 per gram/],
    [{ rate: -95, date: '2026-11-20' }, 'rate', /at least ₹10 per gram/],
    // Rates that round to nothing, or below any rate silver has had, as stored (paise).
    [{ rate: 1e-9, date: '2026-11-20' }, 'rate', /at least ₹10 per gram/],
    [{ rate: 9.99, date: '2026-11-20' }, 'rate', /at least ₹10 per gram/],
    [{ rate: 95, date: '0000-01-01' }, 'date', /before the year 2000/],
    [{ rate: 95, date: '1999-12-31' }, 'date', /before the year 2000/],
    [{ rate: 10_000.01, date: '2026-11-20' }, 'rate', /at most ₹10,000/],
    [{ rate: 'ninety', date: '2026-11-20' }, 'rate', /must be a rate/],
    [{ rate: '1e2', date: '2026-11-20' }, 'rate', /must be a rate/],
    [{ rate: null, date: '2026-11-20' }, 'rate', /must be a rate/],
    [{ rate: 95.005, date: '2026-11-20' }, 'rate', /two decimals/],
    [{ date: '2026-11-20' }, 'rate', /must be a rate/],
    [{ rate: 95, date: '20/11/2026' }, 'date', /2026-11-23/],
    [{ rate: 95, date: '2026-02-30' }, 'date', /real date/],
    [{ rate: 95, date: '2026-11-21' }, 'date', /after today/],
    [{ rate: 95 }, 'date', /required/],
    [{ rate: 95, date: '2026-11-20', confirm: 'yes' }, 'confirm', /true or false/],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const response = await setRate(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { status: number; errors: Record<string, string> };
    expect(answer.status).toBe(0);
    expect(answer.errors[field]).toMatch(message);
    expect(await deps.db.select().from(silverRates)).toHaveLength(0);
  });

  it('takes ₹10,000/g and a rate typed as text', async () => {
    expect((await setRate({ rate: '10000', date: '2026-11-20' })).status).toBe(200);
    expect((await publicRate()).rate).toBe(10_000);
  });

  it('answers 409 to a change of more than 10 % unless confirmed, and keeps the old rate', async () => {
    await setRate({ rate: 100, date: '2026-11-19' });
    const jump = await setRate({ rate: 110.01, date: '2026-11-20' });
    expect(jump.status).toBe(409);
    expect(await jump.json()).toMatchObject({
      status: 0,
      msg: '₹110.01/g is 10 % above the current rate of ₹100/g. Check the figure and confirm to set it.',
      errors: { confirm: expect.any(String) },
    });
    const drop = await setRate({ rate: 80, date: '2026-11-20' });
    expect(drop.status).toBe(409);
    expect(((await drop.json()) as { msg: string }).msg).toMatch(/20 % below/);
    expect((await publicRate()).rate).toBe(100);
    expect(schedule).toHaveBeenCalledTimes(1);

    expect((await setRate({ rate: 110.01, date: '2026-11-20', confirm: true })).status).toBe(200);
    expect((await publicRate()).rate).toBe(110.01);
    // Exactly 10 % needs no confirmation.
    expect((await setRate({ rate: 121.01, date: '2026-11-20' })).status).toBe(200);
  });

  it('is refused without a session (401), to a customer (403) and to staff (403)', async () => {
    const anonymous = await app.request(
      '/api/admin/silver-rate',
      jsonRequest('PUT', { rate: 95, date: '2026-11-20' }),
    );
    expect(anonymous.status).toBe(401);
    const customer = await registerCustomer(app);
    expect((await setRate({ rate: 95, date: '2026-11-20' }, customer.cookie)).status).toBe(403);
    const staff = await setRate({ rate: 95, date: '2026-11-20' }, await signInStaff());
    expect(staff.status).toBe(403);
    expect(await staff.json()).toMatchObject({ status: 0, msg: 'Only the shop owner can do this' });
    expect(await deps.db.select().from(silverRates)).toHaveLength(0);
  });
});

describe('GET /api/admin/silver-rate/history', () => {
  it('lists date, rate and who, newest first; staff may read it but not set', async () => {
    await setRate({ rate: 190, date: '2026-11-19' });
    await setRate({ rate: 192.45, date: '2026-11-20' });
    const read = async (cookie: string) =>
      (await (
        await app.request('/api/admin/silver-rate/history', { headers: { cookie } })
      ).json()) as { history: { rate: number; date: string; by: string }[]; canSet: boolean };
    const mine = await read(owner);
    expect(mine.canSet).toBe(true);
    expect(mine.history.map(({ rate, date, by }) => ({ rate, date, by }))).toEqual([
      { rate: 192.45, date: '2026-11-20', by: 'Shop Owner' },
      { rate: 190, date: '2026-11-19', by: 'Shop Owner' },
    ]);
    const theirs = await read(await signInStaff());
    expect(theirs).toMatchObject({ canSet: false, history: mine.history });
  });

  it('is refused without an admin session and checks its limit', async () => {
    expect((await app.request('/api/admin/silver-rate/history')).status).toBe(401);
    const customer = await registerCustomer(app);
    const asCustomer = await app.request('/api/admin/silver-rate/history', {
      headers: { cookie: customer.cookie },
    });
    expect(asCustomer.status).toBe(403);
    const tooMany = await app.request('/api/admin/silver-rate/history?limit=501', {
      headers: { cookie: owner },
    });
    expect(tooMany.status).toBe(400);
  });
});
