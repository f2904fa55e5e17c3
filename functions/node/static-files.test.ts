import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteAssets } from '../lib/site-assets';
import { writeEdgeAssetFiles } from './edge-asset-files';
import { precompressSite } from './precompress';
import { loadStaticSite } from './static-files';

const page = `<!doctype html><title>Listing</title>${'<p>silver</p>'.repeat(200)}`;

/** A built site in a fresh folder: `files` by URL path. */
function writeSite(
  files: Record<string, string>,
  dir = mkdtempSync(join(tmpdir(), 'chandi-static-')),
) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const get = (site: SiteAssets, path: string, headers: Record<string, string> = {}) =>
  site.serve(path, new Request(`http://x${path}`, { headers }));

describe('a built site', () => {
  let site: SiteAssets;
  beforeAll(async () => {
    const dir = writeSite({
      '/index.html': '<h1>Home</h1>',
      '/shop/product/index.html': page,
      '/_astro/app.abc123.js': 'console.log(1);'.repeat(100),
      '/search-index.json': JSON.stringify({ words: 'silver '.repeat(200) }),
      '/.build-info.json': '{}',
    });
    await precompressSite(dir);
    await writeEdgeAssetFiles(dir);
    site = await loadStaticSite(dir);
  });

  it('finds folder pages with and without the trailing slash', async () => {
    for (const path of ['/', '/shop/product', '/shop/product/', '/shop/product/index.html']) {
      const response = await get(site, path);
      expect(response?.status).toBe(200);
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
    }
    expect(await get(site, '/shop/missing')).toBeNull();
    expect(await get(site, '/../etc/passwd')).toBeNull();
  });

  it('never serves the build stamp, the Workers assets rules or the compressed copies as files', async () => {
    for (const path of [
      '/.build-info.json',
      '/.assetsignore',
      '/_headers',
      '/shop/product/index.html.br',
      '/shop/product/index.html.gz',
    ]) {
      expect(await get(site, path), path).toBeNull();
    }
  });

  it("sends the build's brotli or gzip copy as the client accepts", async () => {
    const br = await get(site, '/shop/product', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br?.headers.get('content-encoding')).toBe('br');
    expect(br?.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br!.arrayBuffer())).toString()).toBe(page);
    const gzip = await get(site, '/shop/product', { 'accept-encoding': 'gzip' });
    expect(gzip?.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip!.arrayBuffer())).toString()).toBe(page);
    const plain = await get(site, '/shop/product');
    expect(plain?.headers.get('content-encoding')).toBeNull();
    expect(await plain!.text()).toBe(page);
  });

  it('caches hashed assets forever and revalidates pages, answering 304 to a matching ETag', async () => {
    const asset = await get(site, '/_astro/app.abc123.js');
    expect(asset?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const first = await get(site, '/');
    expect(first?.headers.get('cache-control')).toContain('must-revalidate');
    const etag = first!.headers.get('etag')!;
    const again = await get(site, '/', { 'if-none-match': etag });
    expect(again?.status).toBe(304);
  });
});

it('sends a file without compressed copies as it is: it never compresses on a request', async () => {
  const site = await loadStaticSite(writeSite({ '/shop/product/index.html': page }));
  const response = await get(site, '/shop/product', { 'accept-encoding': 'br, gzip' });
  expect(response?.headers.get('content-encoding')).toBeNull();
  expect(await response!.text()).toBe(page);
});

describe('a site rebuilt behind the server by another process', () => {
  afterEach(() => vi.useRealTimers());

  /** What ensureSiteBuilt does in another process: build beside the served folder, then swap. */
  function swapIn(served: string, files: Record<string, string>) {
    const next = writeSite(files);
    renameSync(served, `${served}-old`);
    renameSync(next, served);
    rmSync(`${served}-old`, { recursive: true });
  }

  it('answers a vanished file as missing and finds the new build, never an error', async () => {
    const served = writeSite({
      '/shop/faq/index.html': '<h1>Old FAQ</h1>',
      '/prod-detail/gone/index.html': '<h1>Sold piece</h1>',
      '/_astro/old.js': 'old()',
    });
    const site = await loadStaticSite(served);
    swapIn(served, { '/shop/faq/index.html': '<h1>New FAQ</h1>', '/_astro/new.js': 'fresh()' });

    // Indexed but never read: its file is gone, so the site looks again and finds the new one.
    const faq = await get(site, '/shop/faq');
    expect(faq?.status).toBe(200);
    expect(await faq!.text()).toContain('New FAQ');
    expect(await get(site, '/prod-detail/gone')).toBeNull();
    expect(await get(site, '/_astro/old.js')).toBeNull();
    expect(await (await get(site, '/_astro/new.js'))!.text()).toBe('fresh()');
  });

  it('never mixes two builds: once a page of the new one is served, the old one is given up', async () => {
    const served = writeSite({
      '/shop/product/index.html': '<p>Ring ₹1,000</p>',
      '/prod-detail/ring/index.html': '<p>Ring ₹1,000</p>',
    });
    const site = await loadStaticSite(served);
    // The listing is read (and kept in memory); the product page is not, yet.
    expect(await (await get(site, '/shop/product'))!.text()).toContain('₹1,000');
    swapIn(served, {
      '/shop/product/index.html': '<p>Ring ₹1,200</p>',
      '/prod-detail/ring/index.html': '<p>Ring ₹1,200</p>',
    });
    // Within the second the old build is trusted: its first read from disk finds the new build.
    expect(await (await get(site, '/prod-detail/ring'))!.text()).toContain('₹1,200');
    expect(await (await get(site, '/shop/product'))!.text()).toContain('₹1,200');
  });

  it('gives up pages kept in memory from the old build within a second', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const served = writeSite({ '/index.html': '<h1>Old home</h1>' });
    const site = await loadStaticSite(served);
    expect(await (await get(site, '/'))!.text()).toContain('Old home');
    swapIn(served, { '/index.html': '<h1>New home</h1>' });
    vi.advanceTimersByTime(1500);
    expect(await (await get(site, '/'))!.text()).toContain('New home');
  });
});
