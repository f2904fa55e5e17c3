// Real builds of the demo catalogue (LISTING_EMBED_LIMIT=12, so its 36-piece "All" listing is a
// long one): publishes after a price change and a deletion render only the product pages that
// changed and keep the others (decision 022), requests during a publish see the old site or the
// new one and never a mix, a deleted piece's page is gone, and what such a publish leaves (built
// without Astro's content sync, from the content the first build synced) is what a full build of
// the same catalogue makes. (A change to the frame, whose product pages follow in a second build,
// is tested through the publisher in publisher.test.ts.)
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../../db/schema';
import { demoCatalogue } from '../../scripts/bench/catalogue';
import { shopperRupees } from '../../src/contract/money';
import type { ListingRest } from '../../src/build/listing-pages';
import { productPages } from '../../src/build/product-pages';
import { bumpCatalogueVersion } from '../lib/catalogue-version';
import type { Db } from '../lib/db';
import { listProducts, type ProductJson } from '../features/product/product.service';
import { ensureSiteBuilt } from './site-build';
import { productPageInodes } from '../test/product-page-files';
import { loadStaticSite, type StaticSite } from './static-files';

const folder = mkdtempSync(join(tmpdir(), 'chandi-publish-'));
const siteDir = join(folder, 'site');
const url = `file:${join(folder, 'shop.db')}`;
const env = { DATABASE_URL: url, SITE_URL: 'https://shop.test', LISTING_EMBED_LIMIT: '12' };
let db: Db;
let site: StaticSite;
let catalogue: ProductJson[];

const text = async (path: string) => {
  const response = await site.serve(path, new Request(`https://shop.test${path}`));
  expect(response?.status, path).toBe(200);
  return response!.text();
};

/** The inode of every product page's file, by product id: a kept page keeps its inode. */
const pageFiles = (dir = siteDir) => productPageInodes(dir);

/** Where a page shows the price of `id`: the piece's own page, or its card on another. */
function priceOf(id: string, html: string): string {
  const card = html.indexOf(`data-product-card="${id}"`);
  if (card !== -1) return html.slice(card, html.indexOf('</article>', card));
  return /<span class="detail-now">([^<]+)</.exec(html)?.[1] ?? '';
}

/** Publish as the Node server does: build beside the served site, swap it in, reload the map. */
async function publish() {
  expect(await ensureSiteBuilt(db, siteDir, env)).toBe(true);
  await site.reload();
}

beforeAll(async () => {
  db = await demoCatalogue(url);
  await ensureSiteBuilt(db, siteDir, env, { force: true });
  site = await loadStaticSite(siteDir);
  catalogue = await listProducts(db);
}, 300_000);

afterAll(() => {
  db?.$client.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a long listing', () => {
  it('embeds its first page and names a file, served with the site, holding the rest', async () => {
    const html = await text('/shop/product');
    const embedded = [...html.matchAll(/data-product-card="([^"]+)"/g)].map((m) => m[1]!);
    expect(embedded).toHaveLength(30);
    expect(html).toContain(`data-total="${catalogue.length}"`);
    const path = /data-rest="([^"]+)"/.exec(html)![1]!;
    const rest = JSON.parse(await text(path)) as ListingRest;
    expect(rest.items.r).toHaveLength(catalogue.length - 30);
    expect([...embedded, ...rest.cards.map((card) => card._id)].sort()).toEqual(
      catalogue.map((p) => p._id).sort(),
    );
    // A category page of six pieces holds them all.
    const category = await text(`/shop/product/${catalogue[0]!.category_id.slug}`);
    expect(category).not.toContain('data-rest=');
  });
});

describe('publishing a change', () => {
  it('renders the pages that show a new price, keeps the others, and never serves a mix', async () => {
    // A piece in stock (so the listing's first page shows it), and the pages that show it under
    // "You may also like".
    const piece = catalogue.find((p) => p.status)!;
    const showingIt = productPages(catalogue)
      .filter(({ related }) => related.some((p) => p._id === piece._id))
      .map(({ product }) => product);
    const elsewhere = catalogue.find((p) => p.category_id._id !== piece.category_id._id)!;
    const before = pageFiles();
    const oldPrice = shopperRupees(piece.total_price);
    const newPrice = shopperRupees(piece.total_price + 1111);
    const [row] = await db.select().from(products).where(eq(products.id, piece._id));
    await db.batch([
      db
        .update(products)
        .set({ pricePaise: row!.pricePaise + 111_100, totalPaise: row!.totalPaise + 111_100 })
        .where(eq(products.id, piece._id)),
      bumpCatalogueVersion(db),
    ]);

    let done = false;
    const publishing = publish().finally(() => (done = true));
    const showing = [
      `/prod-detail/${piece._id}`,
      `/prod-detail/${showingIt[0]!._id}`,
      '/shop/product',
      `/shop/product/${piece.category_id.slug}`,
    ];
    let sawNew = false;
    let rounds = 0;
    for (let after = 0; after < 2; after += done ? 1 : 0) {
      rounds++;
      for (const path of showing) {
        const html = await text(path);
        expect(html.includes('</body></html>'), `${path} is whole`).toBe(true);
        const price = priceOf(piece._id, html);
        const shows = { old: price.includes(oldPrice), new: price.includes(newPrice) };
        expect(shows.old !== shows.new, `${path} shows one price`).toBe(true);
        if (shows.new) sawNew = true;
        else expect(sawNew, `${path} went back to the old site`).toBe(false);
      }
      expect(await text(`/prod-detail/${elsewhere._id}`)).toContain(elsewhere.name);
      // Visitors, not a busy loop: the build needs the CPU too.
      await sleep(25);
    }
    await publishing;
    expect(sawNew).toBe(true);
    expect(rounds).toBeGreaterThan(2);

    const after = pageFiles();
    const rendered = [...after].filter(([id, inode]) => before.get(id) !== inode).map(([id]) => id);
    expect(rendered.sort()).toEqual([piece._id, ...showingIt.map((p) => p._id)].sort());
    expect(rendered).toHaveLength(5);
  }, 300_000);

  it("removes a deleted piece's page, and its card from the listings and the sitemap", async () => {
    const gone = catalogue.at(-1)!;
    await db.batch([
      db.delete(productImages).where(eq(productImages.productId, gone._id)),
      db.delete(products).where(eq(products.id, gone._id)),
      bumpCatalogueVersion(db),
    ]);
    const before = pageFiles();
    await publish();
    expect(await site.serve(`/prod-detail/${gone._id}`, new Request('https://x/'))).toBeNull();
    const after = pageFiles();
    expect(after.has(gone._id)).toBe(false);
    expect(after.size).toBe(before.size - 1);
    const sitemap = await text('/sitemap-products.xml');
    expect(sitemap).not.toContain(gone._id);
    expect(sitemap.match(/\/prod-detail\//g)).toHaveLength(after.size);
    const listing = await text('/shop/product');
    const rest = await text(/data-rest="([^"]+)"/.exec(listing)![1]!);
    expect(listing + rest).not.toContain(gone._id);
  }, 300_000);

  it('keeps every product page when a change shows on none of them', async () => {
    const before = pageFiles();
    await db.batch([bumpCatalogueVersion(db)]);
    await publish();
    expect(pageFiles()).toEqual(before);
    expect(await text(`/prod-detail/${catalogue[0]!._id}`)).toContain(catalogue[0]!.name);
  }, 300_000);

  // Two builds at once, as test files side by side or a server beside `npm run build` make them:
  // each Astro build works in a folder of its own (astro-build.mjs), so neither breaks the other.
  // Beside the full build, a server start at another address rebuilds a copy of the site.
  it('leaves the same site as a full build of the same catalogue, made beside another', async () => {
    const full = join(folder, 'full');
    const moved = join(folder, 'moved');
    cpSync(siteDir, moved, { recursive: true });
    expect(await ensureSiteBuilt(db, moved, env)).toBe(false);
    const movedEnv = { ...env, SITE_URL: 'https://moved.test' };
    const [, movedBuilt] = await Promise.all([
      ensureSiteBuilt(db, full, env, { force: true }),
      ensureSiteBuilt(db, moved, movedEnv),
    ]);
    const files = (dir: string) =>
      readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => !/(^|\/)\.|\.(br|gz)$/.test(file) && statSync(join(dir, file)).isFile())
        .sort();
    expect(files(siteDir)).toEqual(files(full));
    for (const file of [...files(full), '.page-inputs.json'])
      expect(readFileSync(join(siteDir, file)).equals(readFileSync(join(full, file))), file).toBe(
        true,
      );

    // The server start: nothing changed but the address, and every page names the new one.
    expect(movedBuilt).toBe(true);
    const page = `prod-detail/${catalogue[1]!._id}/index.html`;
    expect(readFileSync(join(moved, page), 'utf8')).toContain(
      `<link rel="canonical" href="https://moved.test/prod-detail/${catalogue[1]!._id}">`,
    );
  }, 300_000);
});
