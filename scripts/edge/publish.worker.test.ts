// Publishing from the Worker in workerd (wrangler's test harness, the real config): one deploy-hook
// call per burst of catalogue changes, and "Published" only from a Worker deployed with the
// catalogue version the rebuild was requested for (DESIGN §10 "Publishing at scale").
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestHarness } from 'wrangler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueVersion } from '../../functions/lib/catalogue-version';
import { startHranaServer } from './hrana-server';
import { copyDemoShop } from '../../functions/test/demo-shop';
import { databaseFile, prepareLocalEdge } from './local-edge';
import { testEdgeConfig } from './shared-worker';
import { shopCaller } from './shop-call';

const admin = { email: 'owner@chandi.example', password: 'edge-admin-password' };
const folder = mkdtempSync(join(tmpdir(), 'chandi-edge-publish-'));
// The shop's address as the Worker is configured with it; requests are sent to it (the harness
// routes them to the Worker whatever the host), so the Origin check sees a page of the shop.
const siteUrl = 'http://shop.localhost:8787';
const hookPosts: { catalogueVersion: number }[] = [];
let harness: ReturnType<typeof createTestHarness>;
let builtVersion: number;
let stop: (() => Promise<void>)[] = [];

const call = shopCaller(() => harness, siteUrl);

async function signInAdmin() {
  const response = await call('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

async function publishState(cookie: string) {
  const response = await call('/api/admin/publish-status', { headers: { cookie } });
  return ((await response.json()) as { publish: { state: string; version?: number } }).publish;
}

/** Run the Worker with `CATALOGUE_VERSION` as `npm run deploy` would have set it. */
async function deployWorker(catalogueVersion: number) {
  await harness.update((current) => ({
    ...current,
    workers: current.workers!.map((worker) =>
      'configPath' in worker
        ? { ...worker, vars: { ...worker.vars, CATALOGUE_VERSION: String(catalogueVersion) } }
        : worker,
    ),
  }));
  await harness.listen();
}

beforeAll(async () => {
  await copyDemoShop(folder);
  const { env, db } = await prepareLocalEdge({
    DATABASE_URL: `file:${join(folder, 'shop.db')}`,
    UPLOADS_DIR: join(folder, 'uploads'),
    SITE_DIR: join(folder, 'site'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  builtVersion = await readCatalogueVersion(db);
  db.$client.close();
  const hrana = await startHranaServer(databaseFile(env.DATABASE_URL));
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST') hookPosts.push(JSON.parse(body) as { catalogueVersion: number });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  stop.push(hrana.close, () => new Promise((resolve) => receiver.close(() => resolve())));
  harness = createTestHarness({
    root: folder,
    workers: [
      {
        configPath: await testEdgeConfig(folder, env.SITE_DIR),
        vars: {
          DATABASE_URL: hrana.url,
          SITE_URL: siteUrl,
          REBUILD_HOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/rebuild`,
          CATALOGUE_VERSION: String(builtVersion),
        },
        secrets: { DATABASE_AUTH_TOKEN: 'local-dev' },
      },
    ],
  });
  await harness.listen();
  stop.unshift(() => harness.close());
}, 300_000);

afterAll(async () => {
  for (const close of stop) await close();
  stop = [];
});

describe('publishing from the Worker in workerd', () => {
  it('calls the deploy hook once for a burst of four catalogue changes', async () => {
    const cookie = await signInAdmin();
    const list = (await (await call('/api/product/')).json()) as { prod: { _id: string }[] };
    const ids = list.prod.slice(0, 4).map((product) => product._id);
    harness.clearLogs();
    // One after the other, as an owner clicking through a list: each request ends before the next
    // starts, so a timer one request set would have to be cleared from another's context.
    const started = Date.now();
    for (const id of ids) {
      const response = await call(`/api/product/change-status/${id}/false`, {
        method: 'PATCH',
        headers: { cookie },
      });
      expect(response.status).toBe(200);
    }
    // Within the Worker's 5 s debounce (about 150 ms on a quiet machine), so they are one burst.
    expect(Date.now() - started, 'the machine is too busy for this check').toBeLessThan(4000);

    await expect.poll(() => hookPosts.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Longer than the debounce and the hook's answer: a second call would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(hookPosts).toHaveLength(1);
    expect(hookPosts[0]!.catalogueVersion).toBeGreaterThan(builtVersion);
    const dropped = harness.getLogs().filter((log) => /cross-context/i.test(log.message));
    expect(dropped.map((log) => log.message)).toEqual([]);
  }, 60_000);

  it('says "requested" until a Worker deployed with the new catalogue version answers', async () => {
    const requestedVersion = hookPosts[0]!.catalogueVersion;
    const cookie = await signInAdmin();
    expect(await publishState(cookie)).toMatchObject({
      state: 'requested',
      version: requestedVersion,
    });

    await deployWorker(requestedVersion);
    const fresh = await signInAdmin();
    expect(await publishState(fresh)).toMatchObject({
      state: 'published',
      version: requestedVersion,
    });
  }, 60_000);
});
