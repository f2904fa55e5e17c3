import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { largeCatalogue } from './global-setup';
import { startShop, type Shop } from './shop-server';

// Issue 11 #16: the first visitors after a publish fetch a large catalogue's biggest files (the
// listings, and the search index: about 1 MB at 5,000 products) in every encoding while the server
// keeps answering /api/health quickly: no request waits on another's compression.
const products = largeCatalogue;
const visitors = 24;
const healthProbes = 4;
const encodings = ['br, gzip', 'gzip', ''];
const p99BudgetMs = 25;
let shop: Shop;

// `npm run build` of the large catalogue (the global setup's, finished before any timed check
// starts: after-large-build.ts), then `npm start` on what it built: the server loads a build it
// has never served.
beforeAll(async () => {
  shop = await startShop(inject('largeCatalogueDir'));
});

afterAll(async () => {
  await shop?.stop();
});

/** GET `path` with this Accept-Encoding, reading the bytes as they come without decoding them. */
function download(
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    httpGet(shop.base + path, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
    }).on('error', reject);
  });
}

/** Latencies of /api/health from `healthProbes` loops, each one request after the other, until `done`. */
async function probeHealth(done: Promise<unknown>): Promise<number[]> {
  let finished = false;
  void done.finally(() => (finished = true));
  const samples: number[] = [];
  const probe = async () => {
    while (!finished) {
      const started = performance.now();
      const response = await fetch(`${shop.base}/api/health`);
      await response.arrayBuffer();
      samples.push(performance.now() - started);
      expect(response.status).toBe(200);
    }
  };
  await Promise.all(Array.from({ length: healthProbes }, probe));
  return samples;
}

const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor(samples.length * p))]!;

it(`keeps /api/health p99 within ${p99BudgetMs} ms of idle while first visitors fetch the ${products}-product listing`, async () => {
  const pages = [
    '/shop/product',
    '/shop/product/necklace',
    '/search-index.json',
    '/',
    '/shop/blog',
  ];
  const rssBefore = shop.rssMb();
  const warmUp = await probeHealth(new Promise((done) => setTimeout(done, 1000)));

  const started = performance.now();
  const visits = Promise.all(
    Array.from({ length: visitors }, async (_, n) => {
      const results = [];
      for (const page of pages)
        results.push(await download(page, encodings[n % encodings.length]!));
      return results;
    }),
  );
  // At least two seconds of samples, even if the visitors are quicker.
  const busy = Promise.all([visits, new Promise((done) => setTimeout(done, 2000))]);
  const samples = await probeHealth(busy);
  const answers = (await visits).flat();
  const seconds = (performance.now() - started) / 1000;
  const rssAfter = shop.rssMb();

  const p99 = percentile(samples, 0.99);
  console.log(
    [
      `\nFirst visitors after a publish: ${products} products, ${visitors} visitors × ${pages.length} files in ${seconds.toFixed(1)} s`,
      `  /api/health: ${samples.length} requests, p50 ${percentile(samples, 0.5).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (idle p99 ${percentile(warmUp, 0.99).toFixed(1)} ms)`,
      `  sent ${(answers.reduce((sum, answer) => sum + answer.bytes, 0) / 1e6).toFixed(1)} MB; server RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB`,
    ].join('\n'),
  );
  expect(answers.every((answer) => answer.status === 200 && answer.bytes > 0)).toBe(true);
  // The budget is what the visitors may add to the machine's own noise, measured just before: on
  // a busy two-core runner an idle server's p99 alone reached 17 ms. A request waiting on another's
  // compression would add hundreds of milliseconds.
  expect(p99).toBeLessThanOrEqual(percentile(warmUp, 0.99) + p99BudgetMs);
  // Files are kept in memory up to 64 MB; the rest is sockets, buffers in flight and the heap.
  expect(rssAfter - rssBefore).toBeLessThan(64 + 96);
});
