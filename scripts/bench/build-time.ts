import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { products } from '../../db/schema';
import { ensureSiteBuilt } from '../../functions/node/site-build';
import { demoCatalogue, growCatalogue } from './catalogue';

/** Build the storefront (as the server does, `astro build` in a child process) from a fresh catalogue. */
async function timeBuild(size: number | 'demo') {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-build-bench-'));
  const url = `file:${join(dir, 'shop.db')}`;
  const db = await demoCatalogue(url);
  try {
    if (size !== 'demo') await growCatalogue(db, size);
    const [row] = await db.select({ n: count() }).from(products);
    const siteDir = join(dir, 'site');
    let seconds = 0;
    // Astro keeps build scratch files in the checkout's `.astro/`, so another build running in the
    // same tree (a server's rebuild, a test run) can break this one: try again, timing the success.
    for (let attempt = 1; ; attempt++) {
      const started = performance.now();
      try {
        await ensureSiteBuilt(
          db,
          siteDir,
          { DATABASE_URL: url, SITE_URL: 'http://localhost:4321' },
          { force: true },
        );
        seconds = (performance.now() - started) / 1000;
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.log(`Build of ${size} products failed (${String(error)}); trying again.`);
      }
    }
    const pages = readdirSync(siteDir, { recursive: true }).filter((file) =>
      String(file).endsWith('.html'),
    ).length;
    return { products: row?.n ?? 0, seconds, pages };
  } finally {
    db.$client.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Static build time for the demo catalogue and a generated one of `large` products, as a table. */
export async function measureBuildTimes(large = 5000): Promise<string> {
  const rows = [
    '| catalogue | products | HTML pages | build s | s per 1,000 products |',
    '|---|---|---|---|---|',
  ];
  const results = [];
  for (const [name, size] of [
    ['demo', 'demo'],
    [`generated ${large.toLocaleString('en')}`, large],
  ] as const) {
    const result = await timeBuild(size);
    results.push(result);
    rows.push(
      `| ${name} | ${result.products} | ${result.pages} | ${result.seconds.toFixed(1)} | ${((result.seconds / result.products) * 1000).toFixed(1)} |`,
    );
    console.log(rows.at(-1));
  }
  // The demo's time is mostly Astro's fixed start-up; the difference is what products cost.
  const [demo, big] = results as [(typeof results)[0], (typeof results)[0]];
  const marginal = ((big.seconds - demo.seconds) / (big.products - demo.products)) * 1000;
  rows.push('', `Each 1,000 products beyond the demo add ${marginal.toFixed(1)} s.`);
  return rows.join('\n');
}
