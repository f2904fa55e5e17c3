import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, outbox, tradeAccounts } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { createTestDeps } from '../../test/memory-deps';
import { indianApplication, validGstin } from '../../test/trade';

let clock: number;
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;

beforeEach(async () => {
  clock = Date.UTC(2026, 10, 27, 9);
  deps = await createTestDeps({ now: () => clock, mail: undefined });
  app = createApp(deps);
  owner = await signedInAdmin(app, deps.db, 'owner');
});

const call = (method: string, path: string, body?: unknown, cookie?: string) =>
  app.request(path, jsonRequest(method, body, cookie));
const apply = (cookie: string | undefined, body: unknown = indianApplication) =>
  call('POST', '/api/trade/account', body, cookie);
const decide = (
  userId: string,
  what: 'approve' | 'decline',
  cookie = owner.cookie,
  body?: unknown,
) =>
  call(
    'PATCH',
    `/api/admin/trade/accounts/${userId}/${what}`,
    body ?? (what === 'decline' ? { note: '' } : undefined),
    cookie,
  );
const mailsTo = async (address: string) =>
  (await deps.db.select().from(outbox)).filter((row) => row.toAddress === address);

describe('applying for a trade account', () => {
  it('answers 401 to a guest', async () => {
    expect((await apply(undefined)).status).toBe(401);
    expect((await call('GET', '/api/trade/account')).status).toBe(401);
  });

  it('stores the application as pending and tells the owner, in one batch', async () => {
    const asha = await registerCustomer(app);
    const response = await apply(asha.cookie, {
      ...indianApplication,
      gstin: validGstin.toLowerCase(),
    });
    expect(response.status).toBe(201);
    const { account } = (await response.json()) as { account: Record<string, unknown> };
    expect(account).toMatchObject({
      state: 'pending',
      gstin: validGstin,
      country: 'IN',
      registration: null,
      phone: '+91 98290 12345',
      businessName: 'Moti Silver House',
    });
    const [owned] = await mailsTo('admin@chandi.example');
    expect(owned).toMatchObject({ kind: 'owner_trade_application', replyTo: asha.email });
    expect(owned!.text).toContain('/admin/trade');
    const mine = await call('GET', '/api/trade/account', undefined, asha.cookie);
    expect(((await mine.json()) as { account: { state: string } }).account.state).toBe('pending');
  });

  it('refuses a GSTIN whose check character is wrong, naming the field', async () => {
    const asha = await registerCustomer(app);
    const wrong = validGstin.slice(0, 14) + (validGstin[14] === 'A' ? 'B' : 'A');
    const response = await apply(asha.cookie, { ...indianApplication, gstin: wrong });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors.gstin).toMatch(/does not match/);
    expect(await deps.db.select().from(tradeAccounts)).toEqual([]);
  });

  it('asks a business without a GSTIN for its country and registration', async () => {
    const asha = await registerCustomer(app);
    const abroad = { ...indianApplication, gstin: '', phone: '+971 4 123 4567' };
    const missing = await apply(asha.cookie, abroad);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: object }).errors).toEqual({
      country: 'is required without a GSTIN',
      registration: 'is required without a GSTIN',
    });
    const response = await apply(asha.cookie, {
      ...abroad,
      country: 'ae',
      registration: 'DED-88213',
    });
    expect(response.status).toBe(201);
    expect(((await response.json()) as { account: object }).account).toMatchObject({
      gstin: null,
      country: 'AE',
      registration: 'DED-88213',
      phone: '+971 4 123 4567',
    });
  });

  it('refuses a second application while one waits (409)', async () => {
    const asha = await registerCustomer(app);
    expect((await apply(asha.cookie)).status).toBe(201);
    expect((await apply(asha.cookie)).status).toBe(409);
    expect(await mailsTo('admin@chandi.example')).toHaveLength(1);
  });
});

describe("the owner's decision", () => {
  it('is for the owner only: 401 without a session, 403 for staff and customers', async () => {
    const asha = await registerCustomer(app);
    await apply(asha.cookie);
    const staff = await signedInAdmin(app, deps.db, 'staff');
    expect((await call('GET', '/api/admin/trade/accounts')).status).toBe(401);
    expect((await call('GET', '/api/admin/trade/accounts', undefined, asha.cookie)).status).toBe(
      403,
    );
    expect((await decide(asha.id, 'approve', staff.cookie)).status).toBe(403);
    expect((await decide(asha.id, 'approve', asha.cookie)).status).toBe(403);
    const [row] = await deps.db.select().from(tradeAccounts);
    expect(row!.state).toBe('pending');
  });

  it('approves with the audit entry and the applicant e-mailed; twice is 409', async () => {
    const asha = await registerCustomer(app);
    await apply(asha.cookie);
    const listed = await call('GET', '/api/admin/trade/accounts', undefined, owner.cookie);
    const { accounts } = (await listed.json()) as { accounts: { userId: string; email: string }[] };
    expect(accounts.map((a) => [a.userId, a.email])).toEqual([[asha.id, asha.email]]);

    clock += 60_000;
    const response = await decide(asha.id, 'approve');
    expect(response.status).toBe(200);
    const [row] = await deps.db.select().from(tradeAccounts);
    expect(row).toMatchObject({ state: 'approved', decidedAt: clock, decidedByName: owner.name });
    const [entry] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'trade_account'));
    expect(entry).toMatchObject({
      actorId: owner.id,
      entityId: asha.id,
      action: 'approve',
      at: clock,
    });
    expect(JSON.parse(entry!.changes)).toMatchObject({ state: ['pending', 'approved'] });
    const [told] = await mailsTo(asha.email);
    expect(told).toMatchObject({ kind: 'trade_approved', ref: `trade:${asha.id}` });
    expect(told!.subject).toMatch(/approved/);

    expect((await decide(asha.id, 'approve')).status).toBe(409);
    expect(await mailsTo(asha.email)).toHaveLength(1);
  });

  it('declines with a note the applicant reads, who may then apply again', async () => {
    const asha = await registerCustomer(app);
    await apply(asha.cookie);
    const response = await decide(asha.id, 'decline', owner.cookie, {
      note: 'Please send your GST certificate.',
    });
    expect(response.status).toBe(200);
    const [told] = await mailsTo(asha.email);
    expect(told).toMatchObject({ kind: 'trade_declined' });
    expect(told!.text).toContain('Please send your GST certificate.');
    const [entry] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'trade_account'));
    expect(entry!.action).toBe('decline');

    clock += 60_000;
    expect((await apply(asha.cookie)).status).toBe(201);
    const [row] = await deps.db.select().from(tradeAccounts);
    expect(row).toMatchObject({ state: 'pending', decisionNote: null, createdAt: clock });
  });

  it('refuses a decision on an application that changed after it was read (409), leaving no trace', async () => {
    const asha = await registerCustomer(app);
    await apply(asha.cookie);
    // Another tab declines between this request's read and its batch.
    const batch = deps.db.batch.bind(deps.db);
    const spy = vi.spyOn(deps.db, 'batch').mockImplementationOnce((async (statements: never) => {
      await deps.db
        .update(tradeAccounts)
        .set({ state: 'declined', updatedAt: clock + 1 })
        .where(eq(tradeAccounts.userId, asha.id));
      return batch(statements);
    }) as never);
    const response = await decide(asha.id, 'approve');
    spy.mockRestore();
    expect(response.status).toBe(409);
    const [row] = await deps.db.select().from(tradeAccounts);
    expect(row!.state).toBe('declined');
    expect(await mailsTo(asha.email)).toEqual([]);
    expect(
      await deps.db.select().from(auditLog).where(eq(auditLog.entity, 'trade_account')),
    ).toEqual([]);
  });

  it('answers 404 for a customer who never applied, and leaves no trace', async () => {
    const asha = await registerCustomer(app);
    expect((await decide(asha.id, 'approve')).status).toBe(404);
    expect(
      await deps.db.select().from(auditLog).where(eq(auditLog.entity, 'trade_account')),
    ).toEqual([]);
    expect(await mailsTo(asha.email)).toEqual([]);
  });
});
