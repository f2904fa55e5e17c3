// Alerts from the Worker in workerd (wrangler's test harness, the real wrangler.toml): a shopper
// subscribes and confirms through the Worker, the piece comes back in stock, and the Cron Trigger
// writes and sends one back-in-stock e-mail per confirmed subscriber through the local send_email
// binding, none to an unconfirmed one; the e-mail's one-click unsubscribe works without sign-in
// (DESIGN §11 "Alerts").
import { and, eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { createTestHarness } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSubscriptions, outbox, products } from '../../db/schema';
import type { Db } from '../../functions/lib/db';
import { createDb } from '../../functions/node/db';
import { copyDemoShop } from '../../functions/test/demo-shop';
import { prepareLocalEdge } from './local-edge';
import { shopCaller } from './shop-call';
import { startWorker } from './start-worker';

const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-alerts-'));
const siteUrl = 'http://shop.localhost:8787';
let harness: ReturnType<typeof createTestHarness>;
let db: Db;
let stop: (() => Promise<void>)[] = [];
const call = shopCaller(() => harness, siteUrl);

beforeAll(async () => {
  await copyDemoShop(folder);
  const { env, db: prepared } = await prepareLocalEdge({
    DATABASE_URL: `file:${join(folder, 'shop.db')}`,
    UPLOADS_DIR: join(folder, 'uploads'),
    SITE_DIR: join(folder, 'site'),
    ADMIN_EMAIL: 'owner@chandi.example',
    ADMIN_PASSWORD: 'edge-admin-password',
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
      ADMIN_EMAIL: 'owner@chandi.example',
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

/** The outbox rows of one kind, once none of them is waiting any more. */
async function settled(kind: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await db.select().from(outbox).where(eq(outbox.kind, kind));
    const done = rows.filter((row) => row.state === 'sent' || row.state === 'failed');
    if (rows.length >= count && done.length === rows.length) return rows;
    if (Date.now() > deadline) throw new Error(`Still waiting: ${JSON.stringify(rows)}`);
    // The Cron Trigger writes owed alerts into the outbox and sends what is due.
    await harness.getWorker().scheduled({ cron: '* * * * *' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const linkIn = (text: string, path: string) =>
  new RegExp(`${siteUrl}${path}\\?token=[\\w-]+`).exec(text)?.[0] ?? '';

describe('alerts from the Worker', () => {
  it('mails a restocked piece once to each confirmed subscriber, and leaves in one click', async () => {
    const [piece] = await db.select({ id: products.id }).from(products).limit(1);
    await db.update(products).set({ status: false }).where(eq(products.id, piece!.id));
    for (const email of ['asha@example.in', 'unconfirmed@example.in']) {
      const response = await call('/api/alerts/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, productId: piece!.id, kind: 'back_in_stock' }),
      });
      expect(response.status).toBe(202);
    }
    const confirmations = await settled('alert_confirm', 2);
    expect(confirmations.map((row) => row.state)).toEqual(['sent', 'sent']);
    const asha = confirmations.find((row) => row.toAddress === 'asha@example.in')!;
    const confirm = linkIn(asha.text, '/api/alerts/confirm');
    // The page's button posts the token back (JSON here: miniflare's fetch has its own FormData).
    const confirmed = await call('/api/alerts/confirm', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: new URL(confirm).searchParams.get('token') }),
    });
    expect(confirmed.status).toBe(200);

    await db.update(products).set({ status: true }).where(eq(products.id, piece!.id));
    const [alert, ...more] = await settled('alert_back_in_stock', 1);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ toAddress: 'asha@example.in', state: 'sent', lastError: null });
    const unsubscribe = linkIn(alert!.text, '/api/alerts/unsubscribe');
    expect(alert!.listUnsubscribe).toBe(unsubscribe);

    // As a mail provider sends it: form-encoded, no cookie, no Origin.
    const oneClick = (await harness.fetch(unsubscribe, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
      signal: AbortSignal.timeout(15_000),
    } as never)) as unknown as Response;
    expect(oneClick.status).toBe(200);
    const states = await db
      .select({ email: alertSubscriptions.email, state: alertSubscriptions.state })
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.productId, piece!.id)));
    expect(states.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'asha@example.in', state: 'unsubscribed' },
      { email: 'unconfirmed@example.in', state: 'pending' },
    ]);
  });
});
