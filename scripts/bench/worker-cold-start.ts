// A cold Worker in workerd (wrangler's harness, the real wrangler.toml): how long from starting it
// to its first answers, as split into an entry and lazy chunks (decision 047) and as one module
// (wrangler's own bundle). Each run starts a new workerd, so every isolate is cold.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestHarness } from 'wrangler';
import { quotingShop } from '../../functions/features/quote/quote.test-shop';
import { parseEnv } from '../../functions/env';
import { createFileBlobStore } from '../../functions/node/blob-store';
import { prepareData } from '../../functions/node/prepare-data';
import { buildWorker } from '../edge/build-worker';
import { startHranaServer } from '../edge/hrana-server';
import { databaseFile, writeEdgeConfig } from '../edge/local-edge';
import { workerSize } from '../edge/worker-size';

const admin = { email: 'owner@chandi.example', password: 'bench-admin-password' };
const siteUrl = 'http://shop.bench.test';
const steps = ['start', 'health', 'sign in', 'quote PDF', 'quote PDF again'] as const;
type Timings = Record<(typeof steps)[number], number>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Milliseconds for each step of one cold start. */
async function coldStart(
  folder: string,
  databaseUrl: string,
  inquiryId: string,
  splitting: boolean,
): Promise<Timings> {
  const harness = createTestHarness({
    root: folder,
    workers: [
      {
        configPath: await writeEdgeConfig(folder, join(folder, '..', 'site'), { splitting }),
        vars: { DATABASE_URL: databaseUrl, SITE_URL: siteUrl },
        secrets: { DATABASE_AUTH_TOKEN: 'local-dev' },
      },
    ],
  });
  const timed = async (request: () => Promise<Response>, status: number) => {
    const started = performance.now();
    const response = await request();
    if (response.status !== status)
      throw new Error(`${response.status} ${await response.text()} (expected ${status})`);
    return { ms: performance.now() - started, response };
  };
  const send = (path: string, body?: object, cookie = '') =>
    harness.fetch(new URL(path, siteUrl), {
      method: body ? 'POST' : 'GET',
      headers: body
        ? { 'content-type': 'application/json', origin: siteUrl, ...(cookie && { cookie }) }
        : {},
      body: body && JSON.stringify(body),
    } as never) as unknown as Promise<Response>;
  try {
    const started = performance.now();
    await harness.listen();
    const start = performance.now() - started;
    const health = await timed(() => send('/api/health'), 200);
    const login = await timed(() => send('/api/admin/login', admin), 200);
    const cookie = login.response.headers.get('set-cookie')!.split(';')[0]!;
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const quote = {
      inquiryId,
      lines: [{ code: 'PND-7', qty: 1 }],
      validUntil,
      customerState: '08',
    };
    const first = await timed(() => send('/api/admin/quotes', quote, cookie), 201);
    const again = await timed(() => send('/api/admin/quotes', quote, cookie), 201);
    return {
      start,
      health: health.ms,
      'sign in': login.ms,
      'quote PDF': first.ms,
      'quote PDF again': again.ms,
    };
  } finally {
    await harness.close();
  }
}

/** Medians of `runs` cold starts of each layout, and the modules' sizes: a markdown section body. */
export async function measureWorkerColdStart(runs = 3): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-worker-bench-'));
  try {
    const env = parseEnv({
      DATABASE_URL: `file:${join(dir, 'shop.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const { db } = await prepareData(env, createFileBlobStore(env.UPLOADS_DIR));
    const inquiry = await quotingShop(db, Date.now());
    db.$client.close();
    // The API alone is measured: a stand-in page is enough for the assets binding.
    mkdirSync(join(dir, 'site'));
    writeFileSync(join(dir, 'site', 'index.html'), '<!doctype html><title>bench</title>');
    const hrana = await startHranaServer(databaseFile(env.DATABASE_URL));
    const rows = [
      `| layout | gzip KB a cold isolate loads | ${steps.map((step) => `${step} (ms)`).join(' | ')} |`,
      `|---|---|${steps.map(() => '---|').join('')}`,
    ];
    try {
      for (const splitting of [true, false]) {
        const sizeDir = join(dir, `size-${splitting}`);
        await buildWorker(sizeDir, { splitting });
        const { perRequestKb, totalKb } = await workerSize(sizeDir);
        const timings: Timings[] = [];
        for (let run = 0; run < runs; run++) {
          const folder = join(dir, `run-${splitting}-${run}`);
          mkdirSync(folder);
          timings.push(await coldStart(folder, hrana.url, inquiry.id, splitting));
        }
        const cells = steps.map((step) => median(timings.map((t) => t[step])).toFixed(0));
        const layout = splitting ? 'entry + lazy chunks (deployed)' : 'one module (before)';
        rows.push(
          `| ${layout} | ${perRequestKb.toFixed(0)} of ${totalKb.toFixed(0)} | ${cells.join(' | ')} |`,
        );
      }
    } finally {
      await hrana.close();
    }
    return rows.join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
