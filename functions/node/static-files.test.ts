import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import type { SiteAssets } from '../lib/site-assets';
import { loadStaticSite } from './static-files';

let site: SiteAssets;
const page = `<!doctype html><title>Listing</title>${'<p>silver</p>'.repeat(200)}`;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'chandi-static-'));
  mkdirSync(join(dir, 'shop/product'), { recursive: true });
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(dir, 'shop/product/index.html'), page);
  writeFileSync(join(dir, '_astro/app.abc123.js'), 'console.log(1);'.repeat(100));
  writeFileSync(join(dir, '.build-info.json'), '{}');
  site = await loadStaticSite(dir);
});

const get = (path: string, headers: Record<string, string> = {}) =>
  site.serve(path, new Request(`http://x${path}`, { headers }));

it('finds folder pages with and without the trailing slash', async () => {
  for (const path of ['/', '/shop/product', '/shop/product/', '/shop/product/index.html']) {
    const response = await get(path);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
  }
  expect(await get('/shop/missing')).toBeNull();
  expect(await get('/.build-info.json')).toBeNull();
  expect(await get('/../etc/passwd')).toBeNull();
});

it('compresses text with brotli or gzip as the client accepts', async () => {
  const br = await get('/shop/product', { 'accept-encoding': 'gzip, deflate, br' });
  expect(br?.headers.get('content-encoding')).toBe('br');
  expect(brotliDecompressSync(Buffer.from(await br!.arrayBuffer())).toString()).toBe(page);
  const gzip = await get('/shop/product', { 'accept-encoding': 'gzip' });
  expect(gzip?.headers.get('content-encoding')).toBe('gzip');
  expect(gunzipSync(Buffer.from(await gzip!.arrayBuffer())).toString()).toBe(page);
  const plain = await get('/shop/product');
  expect(plain?.headers.get('content-encoding')).toBeNull();
  expect(await plain!.text()).toBe(page);
});

it('caches hashed assets forever and revalidates pages, answering 304 to a matching ETag', async () => {
  const asset = await get('/_astro/app.abc123.js');
  expect(asset?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const first = await get('/');
  expect(first?.headers.get('cache-control')).toContain('must-revalidate');
  const etag = first!.headers.get('etag')!;
  const again = await get('/', { 'if-none-match': etag });
  expect(again?.status).toBe(304);
});
