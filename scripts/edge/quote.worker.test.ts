// Quotes from the Worker in workerd (wrangler's test harness, the real wrangler.toml): the desk's
// quote goes out through the local `send_email` binding with its PDF attached (pdf-lib, loaded
// when the quote is made), the PDF's text reads back, and the private link accepts it once and
// never after its last day (DESIGN §11 "Quotes").
import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import type { createTestHarness } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, inquiryEvents, outbox, quotes } from '../../db/schema';
import { quotingShop, shopGstin } from '../../functions/features/quote/quote.test-shop';
import { formatReference } from '../../functions/features/inquiry/inquiry-reference';
import { addInquiry } from '../../functions/test/inquiries';
import type { Db } from '../../functions/lib/db';
import { createDb } from '../../functions/node/db';
import { copyDemoShop } from '../../functions/test/demo-shop';
import { prepareLocalEdge } from './local-edge';
import { shopCaller } from './shop-call';
import { startWorker } from './start-worker';

const owner = 'owner@chandi.example';
const password = 'edge-admin-password';
const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-quote-'));
const siteUrl = 'http://shop.localhost:8787';
let harness: ReturnType<typeof createTestHarness>;
let db: Db;
let stop: (() => Promise<void>)[] = [];

const call = shopCaller(() => harness, siteUrl);
const json = (method: string, body: object, cookie = '') => ({
  method,
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** What `find` finds, asking again every 100 ms for up to 20 s (the binding writes after answering). */
async function polled<T>(find: () => Promise<T | undefined>, failure: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The bytes of every file the local binding wrote under the harness's folder whose path matches. */
async function written(pattern: RegExp): Promise<Buffer[]> {
  const files = await readdir(join(folder, '.wrangler'), { recursive: true }).catch(() => []);
  return Promise.all(
    files
      .filter((file) => pattern.test(file))
      .map((file) => readFile(join(folder, '.wrangler', file))),
  );
}

/** Files the local binding wrote whose path matches (and text contains `contains`), once one does. */
const sentFiles = (pattern: RegExp, contains?: string) =>
  polled(
    async () => {
      const found = (await written(pattern)).filter(
        (bytes) => !contains || bytes.toString('utf8').includes(contains),
      );
      return found.length ? found : undefined;
    },
    `Nothing sent matching ${pattern} ${contains ?? ''}`,
  );

/** The text of the sent PDF that names `number`, once there is one (the first quote's is there too). */
const sentPdfText = (number: string) =>
  polled(async () => {
    for (const pdf of await written(/email-attachment[\\/][^\\/]+\.pdf$/)) {
      // A file still being written does not parse yet.
      const read = await getDocumentProxy(new Uint8Array(pdf))
        .then((document) => extractText(document, { mergePages: true }))
        .catch(() => null);
      if (read?.text.includes(number)) return read.text;
    }
    return undefined;
  }, `No sent PDF names ${number}`);

beforeAll(async () => {
  await copyDemoShop(folder);
  const { env, db: prepared } = await prepareLocalEdge({
    DATABASE_URL: `file:${join(folder, 'shop.db')}`,
    UPLOADS_DIR: join(folder, 'uploads'),
    SITE_DIR: join(folder, 'site'),
    ADMIN_EMAIL: owner,
    ADMIN_PASSWORD: password,
  });
  prepared.$client.close();
  db = await createDb(env.DATABASE_URL);
  const worker = await startWorker({
    folder,
    siteDir: env.SITE_DIR,
    databaseUrl: env.DATABASE_URL,
    vars: {
      SITE_URL: siteUrl,
      MAIL_FROM: 'Chandi <shop@chandi.example>',
      ADMIN_EMAIL: owner,
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

describe('quotes from the Worker', () => {
  it('e-mails the quote with a readable PDF, and its link accepts it once, never after expiry', async () => {
    const inquiry = await quotingShop(db, Date.now());
    const reference = formatReference(inquiry.seq, inquiry.createdAt);
    const login = await call('/api/admin/login', json('POST', { email: owner, password }));
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const made = await call(
      '/api/admin/quotes',
      json(
        'POST',
        {
          inquiryId: inquiry.id,
          lines: [
            { code: 'RNG-101', size: '12', qty: 2 },
            { code: 'PND-7', qty: 1 },
          ],
          validUntil,
          customerState: '27',
        },
        cookie,
      ),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { number } = (await made.json()) as { number: string };
    expect(number).toMatch(/^QT-\d{4}-\d{6}$/);

    const text = await sentPdfText(number);
    for (const words of [
      'Lotus Ring (RNG-101), size 12',
      'Moon Pendant (PND-7)',
      `GSTIN: ${shopGstin}`,
      '7113',
      'IGST @ 3 %',
      '₹4,559',
      'Rupees Four Thousand Five Hundred Fifty Nine Only',
    ]) {
      expect(text).toContain(words);
    }

    const [body] = await sentFiles(/email-text[\\/][^\\/]+\.txt$/, number);
    const token = /#ref=[^&\s]+&token=([A-Za-z0-9_-]+)/.exec(body!.toString('utf8'))![1]!;
    const tracked = await call(`/api/inquiry/track/${reference}?token=${token}`);
    const { result } = (await tracked.json()) as { result: { offer: { state: string } } };
    expect(result.offer.state).toBe('viewed');

    const accept = () => call(`/api/quote/${number}/accept`, json('POST', { reference, token }));
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const [row] = await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(row!.stage).toBe('won');
    const won = await db
      .select()
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, inquiry.id));
    expect(won.filter((event) => event.toStage === 'won')).toHaveLength(1);
    const accepted = await db.select({ kind: outbox.kind }).from(outbox);
    expect(accepted.filter((m) => m.kind.endsWith('quote_accepted'))).toHaveLength(2);

    // The same quote put back as sent but past its last day: refused with the reason, unmoved.
    await db
      .update(quotes)
      .set({ state: 'sent', validUntil: '2026-01-01' })
      .where(eq(quotes.inquiryId, inquiry.id));
    await db.update(inquiries).set({ stage: 'quoted' }).where(eq(inquiries.id, inquiry.id));
    const late = await accept();
    expect(late.status).toBe(409);
    expect(((await late.json()) as { msg: string }).msg).toMatch(/expired/);
    const [after] = await db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(after!.stage).toBe('quoted');
  });

  it('writes a quote in USD at the rate of the day, beside the rupees, in the PDF and e-mail', async () => {
    // After the first test: the shop, its pieces and rate are there; a new customer asks.
    const inquiry = await addInquiry(
      db,
      { fullname: 'Omar Haddad', email: 'omar@example.ae', createdAt: Date.now() },
      [{ code: 'PND-7', name: 'Moon Pendant', qty: 1 }],
    );
    const login = await call('/api/admin/login', json('POST', { email: owner, password }));
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const rates = { USD: 84.2, EUR: 91.5, GBP: 106.25, AED: 22.9 };
    const set = await call(
      '/api/admin/trade/settings',
      json('PUT', { fx: { date: '2026-11-23', rates } }, cookie),
    );
    expect(set.status, await set.clone().text()).toBe(200);
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      inquiryId: inquiry.id,
      lines: [{ code: 'PND-7', qty: 1 }],
      validUntil,
      customerState: '27',
    };
    const refused = await call(
      '/api/admin/quotes',
      json('POST', { ...body, currency: 'JPY' }, cookie),
    );
    expect(refused.status).toBe(400);
    const made = await call(
      '/api/admin/quotes',
      json('POST', { ...body, currency: 'USD' }, cookie),
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const { number } = (await made.json()) as { number: string };
    const [row] = await db.select().from(quotes).where(eq(quotes.inquiryId, inquiry.id));
    expect(row).toMatchObject({ currency: 'USD', fxRupees: 84.2, fxDate: '2026-11-23' });

    // ₹2,000 + IGST ₹60 = ₹2,060 → USD 24.47 at ₹84.2.
    const [mail] = await sentFiles(/email-text[\\/][^\\/]+\.txt$/, number);
    expect(mail!.toString('utf8')).toContain('Total in USD: USD 24.47');
    const text = await sentPdfText(number);
    for (const words of [
      '₹2,060',
      'IGST @ 3 %',
      'total USD 24.47',
      'converted at ₹84.2 per 1 USD',
    ]) {
      expect(text).toContain(words);
    }
  });
});
