// Files that tell Workers static assets how to treat the built site (written into it at build
// time). Wrangler reads both from the assets directory and never uploads them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';
import { pageInputsFile } from '../../src/build/product-pages';
import { securityHeaders } from '../middleware/security-headers';
import { precompressedEncodings } from './precompress';

/** Cache-Control of Astro's hashed bundles, which never change: from Node and from the edge. */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';

/** Site paths of the files below: read by wrangler, never served (the Node server skips them too). */
export const edgeAssetFiles = ['/_headers', '/.assetsignore'];

// Not uploaded: the build stamp and the product pages' fingerprints (internal), and the Node
// server's compressed copies, since Cloudflare compresses at the edge itself.
const assetsIgnore = [
  '.build-info.json',
  pageInputsFile,
  ...precompressedEncodings.map(({ suffix }) => `*${suffix}`),
];

/** The headers the app's own middleware gives a response for `path` over https. */
async function appHeadersFor(path: string): Promise<[string, string][]> {
  const app = new Hono().use(securityHeaders()).get('*', (c) => c.body(null));
  const response = await app.request(`https://shop.invalid${path}`);
  return [...response.headers];
}

/**
 * Hashed bundles (`/_astro/*`) skip the Worker (wrangler.toml `run_worker_first`), so `_headers`
 * gives them what the Node server sends: cached for a year, with the same security headers.
 */
async function headersRules(): Promise<string> {
  const headers = [
    ['cache-control', hashedAssetCacheControl],
    ...(await appHeadersFor('/_astro/bundle.js')),
  ];
  return ['/_astro/*', ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n') + '\n';
}

/** Write `_headers` and `.assetsignore` into the built site in `folder`. */
export async function writeEdgeAssetFiles(folder: string): Promise<void> {
  await writeFile(join(folder, '_headers'), await headersRules());
  await writeFile(join(folder, '.assetsignore'), assetsIgnore.join('\n') + '\n');
}
