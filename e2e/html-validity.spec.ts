// Every page the shop serves is valid HTML, as the W3C's Nu Html Checker reads it: the pages of the
// sitemaps, the shopper's and the back office's own pages, the shell pages the server answers for
// addresses it did not build, and the 404. The pages are fetched from the running shop, so what
// is checked is what a browser gets, after every build step.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** The pages a shopper, a search engine or the owner can open, beyond the sitemaps. */
const ownPages = [
  '/shop/cart',
  '/shop/wishlist',
  '/shop/search?q=ring',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/track-order',
  '/account/inquiries',
  '/adm-login',
  '/adm-forgot-password',
  '/adm-reset-password',
  '/adm-accept-invite',
  '/admin',
  '/admin/products',
  '/inquiry/CH-RING-01',
  '/prod-detail/not-built-yet',
  '/no-such-page',
];

/** The page addresses (paths) listed by the sitemap index's sitemaps. */
async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await (await request.get('/sitemap-index.xml')).text();
  const pages: string[] = [];
  for (const sitemap of locations(index)) {
    const xml = await (await request.get(new URL(sitemap).pathname)).text();
    pages.push(...locations(xml).map((page) => new URL(page).pathname));
  }
  return pages;
}

interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

test('every page the shop serves passes the Nu Html Checker', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [...new Set([...(await sitemapPages(request)), ...ownPages])];
  expect(paths.length).toBeGreaterThan(40);
  const dir = mkdtempSync(join(tmpdir(), 'chandi-html-'));
  try {
    const files = new Map<string, string>();
    for (const [i, path] of paths.entries()) {
      const response = await request.get(path);
      expect(response.headers()['content-type'], path).toContain('text/html');
      const file = join(dir, `page-${i}.html`);
      writeFileSync(file, await response.body());
      files.set(`file:${file}`, path);
    }
    // One short run: the JVM's quick compiler alone halves the checker's CPU (11 → 5.5 s for 45
    // pages); its deeper frames then need a larger stack than the default, and one collector
    // thread is enough.
    const run = spawnSync(
      'java',
      [
        '-Xss16m',
        '-XX:TieredStopAtLevel=1',
        '-XX:+UseSerialGC',
        '-jar',
        vnuJar,
        '--errors-only',
        '--format',
        'json',
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, 'java runs the checker').toBeUndefined();
    // The checker writes its JSON report to standard error; exit code 1 means it found errors.
    const report = JSON.parse(run.stderr) as { messages: NuMessage[] };
    const errors = report.messages
      .filter((m) => m.type === 'error' || m.subType === 'fatal')
      .map((m) => `${files.get(m.url) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors).toEqual([]);
    expect(run.status).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
