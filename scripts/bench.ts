// `npm run bench`: build and serve the shop on a fresh database, then measure what DESIGN §6 and §9
// budget: Lighthouse (mobile, 5 runs per page: median and worst), bytes shipped per page,
// API/static throughput, the static build time for the demo catalogue and a generated
// 5,000-product one, the admin lists at scale (5,000 products, 20,000 customers, 50,000
// inquiries: p50/p99 of a page and of a search), and publishing (the "All" listing's weight and the
// seconds from an admin's save to the public page, demo and 5,000 products). Writes
// bench/results.md. A measurement, not a test: it reports figures and never fails on them.
//
// Parts alone (printed, bench/results.md left as it is):
//   npm run bench -- --only lighthouse[,weight,load,build,admin-lists,publish] [--runs 5]
//                    [--pages home,listing] [--base http://127.0.0.1:4321] [--json-dir /tmp/lh]
// --base measures a server that is already running instead of starting one (not for `load`, which
// reads the server's CPU time); --json-dir keeps every Lighthouse report for reading its details.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { measureAdminLists, signIn } from './bench/admin-lists';
import { deskExportTableHeader, measureDeskExport } from './bench/desk-export';
import { measureHostileCsv } from './bench/hostile-csv';
import { measureBuildTimes } from './bench/build-time';
import { measureLighthouse } from './bench/lighthouse';
import { lighthouseTable } from './bench/lighthouse-table';
import { measureLoad } from './bench/load';
import { measurePageWeight, pageWeightTable } from './bench/page-weight';
import { measurePublishing } from './bench/publish-time';
import { measureSearchIndex } from './bench/search-index-size';
import { startShop, type Shop } from './stress/shop-server';

const parts = ['lighthouse', 'weight', 'load', 'build', 'admin-lists', 'publish'] as const;
const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '5' },
    pages: { type: 'string' },
    base: { type: 'string' },
    'json-dir': { type: 'string' },
  },
});
const only = options.only?.split(',') ?? [...parts];
const unknown = only.filter((part) => !parts.includes(part as (typeof parts)[number]));
if (unknown.length) throw new Error(`--only takes ${parts.join(', ')}; not ${unknown.join(', ')}`);
if (options.base && (only.includes('load') || only.includes('admin-lists')))
  throw new Error('load and admin-lists need the server they start');
const runs = Number(options.runs);
const full = !options.only && !options.pages && !options.base && runs === 5;

let shop: Shop | undefined;
let dir: string | undefined;
// `build` and `publish` prepare catalogues of their own.
if (!options.base && only.some((part) => part !== 'build' && part !== 'publish')) {
  dir = mkdtempSync(join(tmpdir(), 'chandi-bench-'));
  console.log(`Starting the shop (data in ${dir})...`);
  shop = await startShop(dir);
}
const base = options.base ?? shop?.base ?? '';

try {
  const sections: string[] = [];
  const detail = base && `/prod-detail/${await firstProductId(base)}`;
  const pages: [string, string][] = (
    [
      ['home', '/'],
      ['listing', '/shop/product'],
      ['detail', detail],
      ['cart', '/shop/cart'],
      ['admin login', '/adm-login'],
    ] as [string, string][]
  ).filter(([name]) => !options.pages || options.pages.split(',').includes(name));

  if (only.includes('lighthouse') || only.includes('weight')) {
    const weights = await measurePageWeight(base, pages);
    if (only.includes('lighthouse')) {
      const results = await measureLighthouse(base, pages, runs, options['json-dir']);
      sections.push(
        `## Lighthouse (mobile, simulated throttling, ${runs} runs per page)`,
        '',
        'Targets (issue 11): Performance 100 in every run on home, listing and detail; LCP ≤ 1.2 s;',
        'FCP ≤ 0.9 s; CLS ≤ 0.01 in every run; cart and admin login ≥ 98; JS on catalogue pages',
        '≤ 25 KB gzip; Accessibility, Best Practices and SEO 100 on public pages (admin pages are',
        'noindex, so their SEO score is exempt).',
        '',
        lighthouseTable(results, weights),
        '',
      );
    }
    if (only.includes('weight'))
      sections.push(
        '## Bytes shipped per page (gzip KB)',
        '',
        pageWeightTable(weights),
        '',
        '## Search index (gzip KB; budget ≤ 30 KB at 1,000 products)',
        '',
        'Fetched with minisearch on a first search; the thumbnails file follows once results show.',
        'The demo catalogue grown by copying its pieces, as the build would write the files:',
        '',
        await measureSearchIndex([36, 1000, 5000]),
        '',
      );
  }

  if (only.includes('load') && shop) {
    await sleep(500);
    const etag = (await fetch(`${base}/api/product/`)).headers.get('etag') ?? '';
    const load = await measureLoad(
      base,
      [
        { name: '/api/health', path: '/api/health' },
        { name: 'static page (listing)', path: '/shop/product' },
        { name: 'static page (detail)', path: detail },
        { name: '/api/product/', path: '/api/product/' },
        {
          name: '/api/product/ revalidated (304)',
          path: '/api/product/',
          headers: { 'if-none-match': etag },
        },
      ],
      shop.pid,
    );
    sections.push(
      '## Throughput on loopback (autocannon, 50 connections; 3 rounds of 5 s per target, medians)',
      '',
      'Budget (DESIGN §9): the product list and a static page each ≥ 0.5× `/api/health`, p99 ≤ 25 ms.',
      'autocannon parses bodies in JavaScript on the same two cores, so large answers (12 KB here) cap',
      'req/s on the client side; "server CPU µs/req" is what the server itself spent per answer.',
      '',
      load,
      '',
    );
  }
  // Last on this server: it grows the server's database to thousands of rows.
  if (only.includes('admin-lists') && shop) {
    sections.push(
      '## Admin lists at scale (one page of each list, sorted and searched on the server)',
      '',
      'Budget (DESIGN §10): p99 ≤ 50 ms on loopback for a page of each admin list and for a search.',
      '',
      await measureAdminLists(base, shop.dbPath, options['json-dir']),
      '',
    );
    const cookie = await signIn(base);
    sections.push(
      '## The inquiry desk’s CSV export at 50,000 inquiries (streamed in pages)',
      '',
      ...deskExportTableHeader,
      ...(await measureDeskExport(base, cookie)),
      '',
      '## A hostile CSV preview (a staff member’s worst file) and the shop meanwhile',
      '',
      await measureHostileCsv(base, cookie),
      '',
    );
  }
  await shop?.stop();

  if (only.includes('build')) {
    const builds = await measureBuildTimes(5000);
    sections.push(
      '## Static build (astro build in a child process, as the server runs it)',
      '',
      builds,
      '',
    );
  }

  if (only.includes('publish')) {
    sections.push(
      '## Publishing (the real server on each catalogue; an admin saves through the API)',
      '',
      'Targets (issue 15): the "All" listing ≤ 100 KB HTML gzip at 5,000 products; a product change',
      'visible on its public page ≤ 10 s. A settings change shows on every page, so it renders every',
      'product page (decision 022). Seconds include the 1 s debounce after the save.',
      '',
      await measurePublishing(5000),
      '',
    );
  }

  const report = [
    `# Benchmark results`,
    '',
    `Run ${new Date().toISOString()} on ${process.platform}/${process.arch}, Node ${process.versions.node}, ${cpus().length} cores (shared with other work: figures are noisy). Budgets: DESIGN §6 and §9.`,
    '',
    ...sections,
  ].join('\n');
  if (full) writeFileSync('bench/results.md', report);
  console.log(
    `\n${report}\n${full ? 'Written to bench/results.md' : '(a partial run: printed only)'}`,
  );
} finally {
  await shop?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

async function firstProductId(base: string): Promise<string> {
  const { prod } = (await (await fetch(`${base}/api/product/`)).json()) as {
    prod: { _id: string }[];
  };
  return prod[0]!._id;
}
