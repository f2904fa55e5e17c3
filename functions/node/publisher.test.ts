// The Node publisher on real builds of the demo catalogue (decision 022): a new phone reaches the
// contact page while the product pages still show the old one, then the product pages; a price
// saved while those are being rendered stops that build, goes out first, and they follow.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { shopperRupees } from '../../src/contract/money';
import type { Publisher, PublishStatus } from '../deps';
import { bumpCatalogueVersion } from '../lib/catalogue-version';
import type { Db } from '../lib/db';
import { listProducts, type ProductJson } from '../features/product/product.service';
import { saveShopSettings } from '../features/settings/settings.service';
import { createNodePublisher } from './publisher';
import { copyDemoShop } from '../test/demo-shop';
import { productPageInodes } from '../test/product-page-files';
import { defaultSiteUrl } from '../config';
import { createDb } from './db';
import { ensureSiteBuilt } from './site-build';
import { loadStaticSite, type StaticSite } from './static-files';

const folder = mkdtempSync(join(tmpdir(), 'chandi-publisher-'));
const siteDir = join(folder, 'site');
const url = `file:${join(folder, 'shop.db')}`;
// The run's demo shop (functions/test/demo-shop.ts), built for the address a first start has.
const env = { DATABASE_URL: url, SITE_URL: defaultSiteUrl };
let db: Db;
let site: StaticSite;
let publisher: Publisher;
let catalogue: ProductJson[];
const seen: PublishStatus['state'][] = [];

const state = async () => (await publisher.status()).state;

const page = async (path: string) =>
  (await site.serve(path, new Request(`https://shop.test${path}`)))!.text();

/** Poll (every 20 ms, as visitors would) until `check` holds; noting every publish state seen. */
async function until(check: () => Promise<boolean>, what: string) {
  for (const started = Date.now(); Date.now() - started < 120_000; await sleep(20)) {
    seen.push(await state());
    if (await check()) return;
  }
  throw new Error(`never: ${what}`);
}

const savePhone = (phone: string) =>
  saveShopSettings(db, { id: 'test', name: 'Test' }, { phone }, Date.now());

beforeAll(async () => {
  await copyDemoShop(folder);
  db = await createDb(url);
  expect(await ensureSiteBuilt(db, siteDir, env), 'the copied site is up to date').toBe(false);
  site = await loadStaticSite(siteDir);
  // The demo's 36 product pages are too few to leave for a second build after a new frame, or to
  // stop that build for a later change: here they are, as a large catalogue's would be.
  publisher = createNodePublisher({
    db,
    siteDir,
    buildEnv: env,
    site,
    debounceMs: 10,
    stoppableFramePassFrom: 1,
    frameLaterFrom: 1,
  });
  catalogue = await listProducts(db);
}, 300_000);

afterAll(() => {
  db?.$client.close();
  rmSync(folder, { recursive: true, force: true });
});

it('a new phone reaches the contact page first, then every product page', async () => {
  const phone = '+91 98290 54321';
  const piece = `/prod-detail/${catalogue[3]!._id}`;
  const before = productPageInodes(siteDir);
  await savePhone(phone);
  publisher.schedule();
  await until(async () => (await page('/shop/contact')).includes(phone), 'contact page');
  expect(await page('/')).toContain(phone);
  expect((await page(piece)).includes(phone), 'the product page is not yet rendered').toBe(false);
  expect(await state()).toBe('publishing');
  // The first build kept every product page as it was (same file).
  expect(productPageInodes(siteDir)).toEqual(before);
  await until(async () => (await state()) === 'published', 'published');
  // The product pages' turn: all of them, as the shop's phone is in every footer.
  for (const { _id } of catalogue)
    expect((await page(`/prod-detail/${_id}`)).includes(phone), _id).toBe(true);
  const after = productPageInodes(siteDir);
  expect([...after].filter(([id, inode]) => before.get(id) === inode)).toEqual([]);
  expect(await ensureSiteBuilt(db, siteDir, env)).toBe(false);
}, 300_000);

it('a price saved while the product pages render goes out first; they follow', async () => {
  const phone = '+91 98290 67890';
  const changed = catalogue.find((p) => p.pricing === 'fixed')!;
  // Another category's piece: no page that shows the changed one.
  const elsewhere = catalogue.find((p) => p.category_id._id !== changed.category_id._id)!;
  await savePhone(phone);
  publisher.schedule();
  await until(async () => (await page('/shop/contact')).includes(phone), 'contact page');
  // The product pages' build has begun: a new price now stops it.
  const [row] = await db.select().from(products).where(eq(products.id, changed._id));
  await db.batch([
    db
      .update(products)
      .set({ pricePaise: row!.pricePaise + 111_100, totalPaise: row!.totalPaise + 111_100 })
      .where(eq(products.id, changed._id)),
    bumpCatalogueVersion(db),
  ]);
  publisher.schedule();
  const price = shopperRupees(changed.total_price + 1111);
  await until(async () => (await page(`/prod-detail/${changed._id}`)).includes(price), 'price');
  expect((await page(`/prod-detail/${elsewhere._id}`)).includes(phone), 'not yet').toBe(false);
  await until(async () => (await state()) === 'published', 'published');
  expect(await page(`/prod-detail/${elsewhere._id}`)).toContain(phone);
  expect(seen).not.toContain('failed');
}, 300_000);
