// E-mail from the Worker in workerd (wrangler's test harness, the real wrangler.toml): an inquiry's
// two messages go out through the local `send_email` binding after the response (waitUntil), a
// recipient the binding refuses fails for good with the reason, and the Cron Trigger sends what
// is due (DESIGN §10 "E-mail is a real component with an outbox").
import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestHarness } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiries, outbox, products } from '../../db/schema';
import { queueMail } from '../../functions/features/mail/outbox';
import type { Db } from '../../functions/lib/db';
import { createDb } from '../../functions/node/db';
import { startHranaServer } from './hrana-server';
import { copyDemoShop } from '../../functions/test/demo-shop';
import { databaseFile, prepareLocalEdge } from './local-edge';
import { testEdgeConfig } from './shared-worker';
import { shopCaller } from './shop-call';

const owner = 'owner@chandi.example';
const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-mail-'));
const siteUrl = 'http://shop.localhost:8787';
let harness: ReturnType<typeof createTestHarness>;
let db: Db;
let stop: (() => Promise<void>)[] = [];

const call = shopCaller(() => harness, siteUrl);

/** The outbox rows about one record, once none of them is waiting any more. */
async function settledRows(ref: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await db.select().from(outbox).where(eq(outbox.ref, ref));
    if (rows.length && rows.every((row) => row.state === 'sent' || row.state === 'failed'))
      return rows;
    if (Date.now() > deadline) throw new Error(`Still waiting: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The plain-text bodies the local binding was given (miniflare keeps each one as a file under the
 * harness's folder), waiting until each of `texts` is in one of them: miniflare writes a message's
 * file on its own schedule, so a row marked sent does not mean its file is there yet.
 */
async function sentBodies(...texts: string[]) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = (await readdir(join(folder, '.wrangler'), { recursive: true }).catch(() => []))
      .filter((file) => /email-text[\\/][^\\/]+\.txt$/.test(file))
      .map((file) => join(folder, '.wrangler', file));
    const bodies = await Promise.all(files.map((file) => readFile(file, 'utf8')));
    const missing = texts.filter((text) => !bodies.some((body) => body.includes(text)));
    if (!missing.length) return bodies;
    if (Date.now() > deadline)
      throw new Error(`No message with "${missing.join('", "')}" in ${files.length} sent`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  await copyDemoShop(folder);
  const { env, db: prepared } = await prepareLocalEdge({
    DATABASE_URL: `file:${join(folder, 'shop.db')}`,
    UPLOADS_DIR: join(folder, 'uploads'),
    SITE_DIR: join(folder, 'site'),
    ADMIN_EMAIL: owner,
    ADMIN_PASSWORD: 'edge-admin-password',
  });
  prepared.$client.close();
  db = await createDb(env.DATABASE_URL);
  const hrana = await startHranaServer(databaseFile(env.DATABASE_URL));
  stop.push(hrana.close);
  // The real config, with the binding allowed to reach the owner and one customer only (as a
  // binding restricted with allowed_destination_addresses would be), to see a refusal.
  const configPath = await testEdgeConfig(folder, env.SITE_DIR);
  const config = await readFile(configPath, 'utf8');
  expect(config).toMatch(/\[\[send_email\]\]\nname = "EMAIL"\n/);
  expect(config).toMatch(/crons = \["\* \* \* \* \*"\]/);
  await writeFile(
    configPath,
    config.replace(
      /\[\[send_email\]\]\nname = "EMAIL"\n/,
      `[[send_email]]\nname = "EMAIL"\nallowed_destination_addresses = ["${owner}", "asha@example.in"]\n`,
    ),
  );
  harness = createTestHarness({
    root: folder,
    workers: [
      {
        configPath,
        vars: {
          DATABASE_URL: hrana.url,
          SITE_URL: siteUrl,
          MAIL_FROM: 'Chandi <shop@chandi.example>',
          ADMIN_EMAIL: owner,
        },
        secrets: { DATABASE_AUTH_TOKEN: 'local-dev' },
      },
    ],
  });
  await harness.listen();
  stop.unshift(() => harness.close());
}, 300_000);

afterAll(async () => {
  db?.$client.close();
  for (const close of stop) await close();
  stop = [];
});

const sendInquiry = async (email: string) => {
  const [product] = await db.select({ code: products.code }).from(products).limit(1);
  const response = await call('/api/inquiry/send-inquiry', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Asha Verma',
      email,
      phone: '+91 98290 12345',
      message: 'Is this in stock?',
      productCodes: [product!.code],
    }),
  });
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.seq, Number(reference.slice(-6))));
  return { reference, ref: `inquiry:${row!.id}` };
};

describe('e-mail from the Worker', () => {
  it("sends an inquiry's two messages through the send_email binding after the response", async () => {
    const { reference, ref } = await sendInquiry('asha@example.in');
    const rows = await settledRows(ref);
    expect(rows.map((row) => [row.kind, row.toAddress, row.state, row.lastError])).toEqual([
      ['owner_new_inquiry', owner, 'sent', null],
      ['customer_ack', 'asha@example.in', 'sent', null],
    ]);
    const bodies = await sentBodies(`#ref=${reference}&token=`, `New inquiry ${reference}`);
    const ack = bodies.find((body) => body.includes(`#ref=${reference}&token=`))!;
    expect(ack).toContain(`${siteUrl}/track-order#ref=${reference}&token=`);
    const notification = bodies.find((body) => body.includes(`New inquiry ${reference}`))!;
    expect(notification).toContain(`${siteUrl}/admin/inquiries/`);
  });

  it('fails a message the binding refuses, with its reason, and still sends the other', async () => {
    const { ref } = await sendInquiry('not-allowed@example.in');
    const rows = await settledRows(ref);
    expect(rows.map((row) => [row.toAddress, row.state])).toEqual([
      [owner, 'sent'],
      ['not-allowed@example.in', 'failed'],
    ]);
    expect(rows[1]!.lastError).toMatch(/^refused: .*not allowed/);

    // Refused for good: the outbox offers no Retry, the way to the inquiry instead, and a retry
    // asked for anyway is refused (issue 32).
    const login = await call('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner, password: 'edge-admin-password' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const listed = (await (
      await call('/api/admin/outbox?show=failed', { headers: { cookie } })
    ).json()) as { items: { id: string; retryable: boolean; fixAt: string | null }[] };
    expect(listed.items.find((item) => item.id === rows[1]!.id)).toMatchObject({
      retryable: false,
      fixAt: `/admin/inquiries/${ref.slice('inquiry:'.length)}`,
    });
    const retried = await call(`/api/admin/outbox/${rows[1]!.id}/retry`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(retried.status).toBe(409);
    const [after] = await db.select().from(outbox).where(eq(outbox.id, rows[1]!.id));
    expect(after!.state).toBe('failed');
  });

  it('sends what is due on the Cron Trigger', async () => {
    const now = Date.now();
    const [queued] = await queueMail(
      db,
      {
        kind: 'test',
        to: owner,
        subject: 'Queued earlier',
        text: 'x',
        html: '<p>x</p>',
        ref: 'cron',
      },
      now,
    ).returning({ id: outbox.id });
    const result = await harness.getWorker().scheduled({ cron: '* * * * *' });
    expect(result.outcome).toBe('ok');
    const [row] = await settledRows('cron');
    expect(row).toMatchObject({ id: queued!.id, state: 'sent' });
  });
});
