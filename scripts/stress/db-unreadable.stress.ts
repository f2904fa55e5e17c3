import { closeSync, existsSync, openSync, statSync, writeSync } from 'node:fs';
import { expect, it } from 'vitest';
import { inStockProducts, postJson } from './customer';
import { useFreshShop } from './shop-server';

// Issue #7: the database file becomes unreadable under a running server. API calls answer 503 with
// a JSON envelope and Retry-After, /api/health reports degraded, and the static pages are still served.
const shop = useFreshShop();

/**
 * Overwrite a file's bytes in place with garbage. chmod 000 would not do: these tests may run as
 * root, who reads anything, and the server holds the file open anyway. Writing through the same
 * inode reaches the open connection, as a failing disk or a bad restore would.
 */
function garble(path: string) {
  if (!existsSync(path)) return;
  const junk = Buffer.alloc(Math.max(statSync(path).size, 4096), 0x5a);
  const fd = openSync(path, 'r+');
  writeSync(fd, junk, 0, junk.length, 0);
  closeSync(fd);
}

it('answers 503 on the API, reports degraded health and still serves static pages', async () => {
  const product = (await inStockProducts(shop().base))[0]!;
  const pages = ['/', '/shop/product', `/prod-detail/${product._id}`];
  for (const page of pages) expect((await fetch(shop().base + page)).status).toBe(200);

  for (const suffix of ['', '-wal', '-shm']) garble(shop().dbPath + suffix);
  // The product list trusts a remembered catalogue version for up to a second.
  await new Promise((done) => setTimeout(done, 1500));

  const health = await fetch(`${shop().base}/api/health`);
  expect(health.status).toBe(503);
  expect(health.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(await health.json()).toMatchObject({ status: 0, health: 'degraded' });

  const calls: [string, Promise<Response>][] = [
    ['product list', fetch(`${shop().base}/api/product/`)],
    ['product', fetch(`${shop().base}/api/product/${product._id}`)],
    ['categories', fetch(`${shop().base}/api/category/`)],
    [
      'inquiry',
      postJson(`${shop().base}/api/inquiry/send-inquiry`, {
        name: 'Stress Tester',
        email: 'stress@example.in',
        phone: '9829012345',
        message: 'sent to a broken database',
      }),
    ],
  ];
  for (const [name, call] of calls) {
    const response = await call;
    expect(response.status, name).toBe(503);
    expect(response.headers.get('retry-after'), name).toMatch(/^\d+$/);
    const body = (await response.json()) as { status: number; msg: string };
    expect(body, name).toEqual({ status: 0, msg: expect.any(String) });
    expect(body.msg, name).not.toMatch(/SQLITE|not a database/i);
  }

  // Past the maintenance switch's few seconds of caching, pages must not depend on the database.
  await new Promise((done) => setTimeout(done, 3500));
  for (const page of pages) {
    const response = await fetch(shop().base + page);
    expect(response.status, page).toBe(200);
    expect(await response.text(), page).toMatch(/<html/i);
  }
  expect(shop().alive()).toBe(true);
});
