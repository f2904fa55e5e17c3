// `npm run bench`: build and serve the shop on a fresh database, then measure what DESIGN §6 budgets:
// Lighthouse (mobile, median of 5), bytes shipped per page, and API/static throughput. Writes
// bench/results.md. A measurement, not a test: it reports figures and never fails on them.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { measureLighthouse } from './bench/lighthouse';
import { measureLoad } from './bench/load';
import { measurePageWeight } from './bench/page-weight';
import { freePort, waitForServer } from './bench/server';

const port = await freePort();
const dir = mkdtempSync(join(tmpdir(), 'chandi-bench-'));
const base = `http://127.0.0.1:${port}`;
console.log(`Starting the shop on ${base} (data in ${dir})...`);
const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'functions/node.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `file:${join(dir, 'shop.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
    SITE_URL: base,
    ADMIN_PASSWORD: 'bench-admin-password',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

try {
  await waitForServer(`${base}/api/health`, 240_000);
  const { prod } = (await (await fetch(`${base}/api/product/`)).json()) as {
    prod: { _id: string }[];
  };
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', '/shop/product'],
    ['detail', `/prod-detail/${prod[0]!._id}`],
    ['cart', '/shop/cart'],
    ['admin login', '/adm-login'],
  ];
  const weights = await measurePageWeight(base, pages);
  const lighthouse = await measureLighthouse(base, pages, 5);
  await sleep(500);
  const load = await measureLoad(base, [
    ['/api/health', '/api/health'],
    ['static page', '/shop/product'],
    ['/api/product/', '/api/product/'],
  ]);
  const report = [
    `# Benchmark results`,
    '',
    `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.versions.node}, 2 cores. Budgets: DESIGN §6 and §9.`,
    '',
    '## Lighthouse (mobile, simulated throttling, median of 5)',
    '',
    lighthouse,
    '',
    '## Bytes shipped per page (gzip KB)',
    '',
    weights,
    '',
    '## Throughput on loopback (autocannon, 50 connections, 10 s each)',
    '',
    load,
    '',
  ].join('\n');
  writeFileSync('bench/results.md', report);
  console.log(`\n${report}\nWritten to bench/results.md`);
} finally {
  server.kill('SIGTERM');
}
