// Trade buyers on the Worker in workerd (wrangler's test harness, the real wrangler.toml): a
// customer applies, the owner approves (the applicant's e-mail queued in the outbox), and only
// then does that customer's session get trade prices and minimums; a guest and a retail customer
// never do, and the public product API carries none for anyone (DESIGN §11); the buyer's line
// sheet PDF is made in workerd too.
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import type { createTestHarness } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, silverRates, tradeTerms } from '../../db/schema';
import { createAdminIfMissing } from '../../functions/features/admin/admin.service';
import type { Db } from '../../functions/lib/db';
import { createDb, migrateDb } from '../../functions/node/db';
import { addCategory, addProduct } from '../../functions/test/fixtures';
import { indianApplication } from '../../functions/test/trade';
import { shopCaller } from './shop-call';
import { startWorker } from './start-worker';

const owner = { email: 'owner@chandi.example', password: 'edge-owner-password-925' };
const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-trade-'));
const siteUrl = 'http://shop.localhost:8787';
let harness: ReturnType<typeof createTestHarness>;
let db: Db;
let piece: { id: string; code: string };
let stop: (() => Promise<void>)[] = [];

const call = shopCaller(() => harness, siteUrl);
const json = (method: string, body: unknown, cookie?: string): RequestInit => ({
  method,
  headers: {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    ...(cookie ? { cookie } : {}),
  },
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});
const cookieOf = (response: Response) => response.headers.get('set-cookie')!.split(';')[0]!;

async function register(name: string, email: string) {
  const password = 'silver-925-pass';
  const response = await call(
    '/api/user/register-user',
    json('POST', { name, email, password, confirmPassword: password, acceptTerms: true }),
  );
  expect(response.status).toBe(201);
  const body = (await response.json()) as { user: { _id: string } };
  return { id: body.user._id, cookie: cookieOf(response) };
}

beforeAll(async () => {
  const file = join(folder, 'shop.db');
  db = await createDb(`file:${file}`);
  await migrateDb(db);
  await createAdminIfMissing(db, { name: 'Shop Owner', ...owner });
  await db.insert(silverRates).values({
    id: 'rate',
    ratePaise: 9550,
    rateDate: '2026-11-27',
    setByName: 'Shop Owner',
    createdAt: Date.now() - 1000,
  });
  const category = await addCategory(db);
  piece = await addProduct(db, category.id, { pricePaise: 300_000, discount: 0 });
  await db.insert(tradeTerms).values({
    productId: piece.id,
    makingKind: 'per_gram',
    makingPaise: 1713,
    minQty: 4,
    updatedAt: Date.now(),
  });
  // The API needs no pages: a one-file site stands in for the build.
  const site = join(folder, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Chandi</title>');
  const worker = await startWorker({
    folder,
    siteDir: site,
    databaseUrl: `file:${file}`,
    vars: {
      SITE_URL: siteUrl,
      MAIL_FROM: 'Chandi <shop@chandi.example>',
      ADMIN_EMAIL: owner.email,
    },
  });
  stop.push(worker.close);
  harness = worker.harness;
}, 300_000);

afterAll(async () => {
  db?.$client.close();
  for (const close of stop) await close();
  stop = [];
});

describe('trade buyers on the Worker', () => {
  it('gives trade prices to the approved buyer only, and none through the public API', async () => {
    const prices = (cookie?: string) =>
      call(`/api/trade/prices?ids=${piece.id}`, json('GET', undefined, cookie));
    expect((await prices()).status).toBe(401);

    const ravi = await register('Ravi Mehta', 'ravi@example.in');
    const bela = await register('Bela Rao', 'bela@example.in');
    const applied = await call('/api/trade/account', json('POST', indianApplication, ravi.cookie));
    expect(applied.status).toBe(201);
    expect((await prices(ravi.cookie)).status).toBe(403);

    const login = await call('/api/admin/login', json('POST', owner));
    expect(login.status).toBe(200);
    const approved = await call(
      `/api/admin/trade/accounts/${ravi.id}/approve`,
      json('PATCH', undefined, cookieOf(login)),
    );
    expect(approved.status).toBe(200);
    const told = await db.select().from(outbox).where(eq(outbox.toAddress, 'ravi@example.in'));
    expect(told.map((row) => row.kind)).toEqual(['trade_approved']);

    // 5.2 g of 925 at ₹95.50/g (₹459) + trade making ₹17.13/g (₹89) + GST 3 % (₹16)
    const answer = await prices(ravi.cookie);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { prices: object[] }).prices).toEqual([
      { _id: piece.id, trade_price: 564, min_qty: 4, indicative: null },
    ]);
    expect((await prices(bela.cookie)).status).toBe(403);

    // The line sheet is made in workerd too (pdf-lib), as real text.
    const sheet = await call(
      `/api/trade/line-sheet?ids=${piece.id}`,
      json('GET', undefined, ravi.cookie),
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toBe('application/pdf');
    const pdf = await getDocumentProxy(new Uint8Array(await sheet.arrayBuffer()));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`${piece.code}`);
    expect(text).toMatch(/₹564\s+4/);

    for (const cookie of [undefined, bela.cookie, ravi.cookie]) {
      const text = await (
        await call(`/api/product/${piece.id}`, json('GET', undefined, cookie))
      ).text();
      expect(text).toContain(piece.code);
      expect(text).not.toMatch(/564|trade|min_qty/);
    }
  });

  it("starts a trade buyer's cart line at the design's minimum", async () => {
    const asha = await register('Asha Verma', 'asha@example.in');
    await call('/api/trade/account', json('POST', indianApplication, asha.cookie));
    const login = await call('/api/admin/login', json('POST', owner));
    await call(
      `/api/admin/trade/accounts/${asha.id}/approve`,
      json('PATCH', undefined, cookieOf(login)),
    );
    const added = await call(
      `/api/cart/add-to-db/${asha.id}`,
      json('POST', { pId: piece.id }, asha.cookie),
    );
    expect(await added.json()).toMatchObject({ status: 1, qty: 4 });
    const below = await call(
      `/api/cart/add-to-db/${asha.id}`,
      json('POST', { pId: piece.id, qty: 2 }, asha.cookie),
    );
    expect(await below.json()).toMatchObject({ status: 1, qty: 4 });
  });
});
