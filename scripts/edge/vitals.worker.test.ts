// Real-user metrics on the Worker in workerd (wrangler's test harness, the real config, the database
// over the local libSQL HTTP endpoint): a beacon as sendBeacon sends it is kept, garbage and
// oversized bodies are refused and leave nothing, and the owner's summary reads the roll-ups
// (DESIGN §11 "Real-user metrics"). Only the API is called, so the site is a single page.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { createTestHarness } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, vitalsDaily, vitalsReports } from '../../db/schema';
import { createAdminIfMissing } from '../../functions/features/admin/admin.service';
import type { Db } from '../../functions/lib/db';
import { createDb, migrateDb } from '../../functions/node/db';
import { shopCaller } from './shop-call';
import { startWorker } from './start-worker';

const admin = { email: 'owner@chandi.example', password: 'edge-admin-password' };
const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-vitals-'));
const siteUrl = 'http://shop.localhost:8787';
let harness: ReturnType<typeof createTestHarness>;
let db: Db;
let stop: (() => Promise<void>)[] = [];

const call = shopCaller(() => harness, siteUrl);

const beacon = (body: string, type = 'text/plain;charset=UTF-8') =>
  call('/api/vitals', {
    method: 'POST',
    headers: { 'content-type': type, 'user-agent': 'ChandiEdgeProbe/1' },
    body,
  });

const stored = async () => ({
  reports: await db.select().from(vitalsReports),
  daily: await db.select().from(vitalsDaily),
});

beforeAll(async () => {
  const file = join(folder, 'shop.db');
  db = await createDb(`file:${file}`);
  await migrateDb(db);
  await createAdminIfMissing(db, { name: 'Shop Owner', ...admin });
  const site = join(folder, 'site');
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Chandi</title>');
  const worker = await startWorker({
    folder,
    siteDir: site,
    databaseUrl: `file:${file}`,
    vars: { SITE_URL: siteUrl },
  });
  stop.push(worker.close);
  harness = worker.harness;
}, 300_000);

afterAll(async () => {
  db?.$client.close();
  for (const close of stop) await close();
  stop = [];
});

describe('real-user metrics on the Worker', () => {
  it('refuses garbage (400) and oversized bodies (413), keeping nothing of them', async () => {
    const refusals = await Promise.all([
      beacon('not json'),
      beacon(JSON.stringify({ page: 'home', metrics: [{ name: 'FID', value: 10 }] })),
      beacon(JSON.stringify({ page: 'home', metrics: [{ name: 'LCP', value: '1200' }] })),
      beacon(JSON.stringify({ page: 'home', metrics: [{ name: 'LCP', value: 1e9 }] })),
      beacon(JSON.stringify({ page: 'cart', metrics: [{ name: 'LCP', value: 1200 }] })),
    ]);
    expect(refusals.map((response) => response.status)).toEqual([400, 400, 400, 400, 400]);
    const big = JSON.stringify({ page: 'home', metrics: [], pad: 'x'.repeat(5000) });
    const oversized = await beacon(big, 'application/json');
    expect(oversized.status).toBe(413);
    expect(await oversized.json()).toMatchObject({
      status: 0,
      msg: expect.stringMatching(/large/),
    });
    expect(await stored()).toEqual({ reports: [], daily: [] });
  });

  it("keeps a beacon sent as text/plain or JSON, without the caller's details", async () => {
    const sent = await beacon(
      JSON.stringify({
        page: 'product',
        connection: '4g',
        metrics: [
          { name: 'LCP', value: 1800 },
          { name: 'CLS', value: 0.05 },
        ],
      }),
    );
    expect(sent.status).toBe(200);
    expect(sent.headers.get('set-cookie')).toBeNull();
    const json = await beacon(
      JSON.stringify({ page: 'product', metrics: [{ name: 'LCP', value: 3000 }] }),
      'application/json',
    );
    expect(json.status).toBe(200);
    const { reports, daily } = await stored();
    expect(reports.map((r) => [r.pageType, r.metric, r.value, r.effectiveType])).toEqual([
      ['product', 'LCP', 1800, '4g'],
      ['product', 'CLS', 0.05, '4g'],
      ['product', 'LCP', 3000, null],
    ]);
    expect(daily.reduce((sum, row) => sum + row.count, 0)).toBe(3);
    const limits = await db.select().from(rateLimits);
    expect(JSON.stringify({ reports, daily, limits })).not.toMatch(/ChandiEdgeProbe|127\.0\.0\.1/);
  });

  it('gives the owner the 75th percentiles, and nobody else', async () => {
    expect((await call('/api/admin/vitals')).status).toBe(401);
    const login = await call('/api/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const response = await call('/api/admin/vitals', { headers: { cookie } });
    expect(response.status).toBe(200);
    const { windows } = (await response.json()) as {
      windows: { days: number; cells: { page: string; name: string; p75: number }[] }[];
    };
    expect(windows.map((w) => w.days)).toEqual([7, 28]);
    // LCPs 1800 and 3000: the rank 1.5 report is the 3000, in (2800, 3000].
    expect(windows[0]!.cells).toEqual([
      { page: 'product', name: 'LCP', p75: 2900, samples: 2, rating: 'needs-improvement' },
      { page: 'product', name: 'CLS', p75: 0.043, samples: 1, rating: 'good' },
    ]);
  });
});
