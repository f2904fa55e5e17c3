import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { inStockProducts, registerCustomer, type Customer } from './customer';
import { stress } from './settings';
import { copyTemplate, startShop, type Shop } from './shop-server';

// Issue #7 "Load and faults": 100 connections on loopback against the product list, a product page
// and signed-in cart writes: no errors, no non-2xx answers; requests/s, latency and memory reported.
let shop: Shop;
let customer: Customer;
let productId: string;
const rows: string[] = [];

beforeAll(async () => {
  shop = await startShop(copyTemplate(inject('templateDir')));
  customer = await registerCustomer(shop.base);
  productId = (await inStockProducts(shop.base))[0]!._id;
});

afterAll(async () => {
  await shop?.stop();
  if (shop) rmSync(shop.dir, { recursive: true, force: true });
  console.log(
    [
      `\nLoad on loopback: ${stress.loadConnections} connections, ${stress.loadSeconds} s per target`,
      '| target | req/s | p50 ms | p99 ms | requests | non-2xx | errors | RSS before MB | RSS after MB |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
});

async function load(name: string, path: string, options: Partial<autocannon.Options> = {}) {
  const before = shop.rssMb();
  const result = await autocannon({
    url: shop.base + path,
    connections: stress.loadConnections,
    duration: stress.loadSeconds,
    headers: { 'accept-encoding': 'gzip, br' },
    ...options,
  });
  const after = shop.rssMb();
  rows.push(
    `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx} | ${result.errors} | ${before.toFixed(0)} | ${after.toFixed(0)} |`,
  );
  console.log(rows.at(-1));
  return result;
}

function expectClean(result: autocannon.Result) {
  expect(result.errors, 'connection errors').toBe(0);
  expect(result.timeouts, 'timeouts').toBe(0);
  expect(result.non2xx, `non-2xx answers ${JSON.stringify(result.statusCodeStats)}`).toBe(0);
  expect(result['2xx'], 'every request answered 2xx').toBe(result.requests.total);
  expect(result.requests.total).toBeGreaterThan(stress.loadSeconds * 100);
  expect(shop.alive()).toBe(true);
}

it('serves the product list under load without an error', async () => {
  expectClean(await load('/api/product/', '/api/product/'));
});

it('serves a product page under load without an error', async () => {
  expectClean(await load('product page', `/prod-detail/${productId}`));
});

it('takes signed-in cart writes under load without an error', async () => {
  const headers = { 'content-type': 'application/json', cookie: customer.cookie };
  const body = JSON.stringify({ pId: productId, qty: 3 });
  // One call first, so a refusal shows its message rather than only a count.
  const single = await fetch(`${shop.base}/api/cart/add-to-db/${customer.id}`, {
    method: 'POST',
    headers,
    body,
  });
  expect(single.status, await single.clone().text()).toBe(200);
  const result = await load('cart writes', `/api/cart/add-to-db/${customer.id}`, {
    method: 'POST',
    headers,
    body,
  });
  expectClean(result);
});
