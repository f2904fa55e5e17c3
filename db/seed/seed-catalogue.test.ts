import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { listCategories } from '../../functions/features/category/category.service';
import { listProducts } from '../../functions/features/product/product.service';
import { readCatalogueVersion } from '../../functions/lib/catalogue-version';
import { createDb, migrateDb } from '../../functions/node/db';
import { createMemoryBlobStore } from '../../functions/test/memory-deps';
import { products } from '../schema';
import { sizeProblem } from '../../src/contract/sizes';
import { demoArt, seedDemoCatalogue, type Rasterize } from './seed-catalogue';

// Stands in for sharp: the art itself is checked in art.test.ts.
const fakeRasterize: Rasterize = async (svg, widths) => {
  expect(svg).toMatch(/^<svg[\s>]/);
  return widths.map((w) => new Uint8Array([w % 256]));
};

async function seededDb() {
  const db = await createDb(':memory:');
  await migrateDb(db);
  const blobs = createMemoryBlobStore();
  const seeded = await seedDemoCatalogue(db, blobs, fakeRasterize);
  return { db, blobs, seeded };
}

it('seeds the six reference categories and about 36 believable products with images', async () => {
  const { db, blobs, seeded } = await seededDb();
  expect(seeded).toBe(true);
  const categories = await listCategories(db);
  expect(categories.map((c) => c.slug)).toEqual([
    'necklace',
    'bracelets',
    'earrings',
    'tops',
    'ladies-rings',
    'mens-rings',
  ]);
  for (const category of categories) {
    expect(category.description.length).toBeGreaterThan(20);
    expect(category.image?.url).toMatch(/^\/media\/seed\/categories\//);
    expect(category.count).toBeGreaterThanOrEqual(4);
  }

  const all = await listProducts(db);
  expect(all.length).toBeGreaterThanOrEqual(30);
  expect(new Set(all.map((p) => p.code)).size).toBe(all.length);
  for (const product of all) {
    expect(product.code).toMatch(/^[A-Z0-9-]{2,32}$/);
    expect(product.price).toBeGreaterThanOrEqual(499);
    expect(product.price).toBeLessThanOrEqual(24_999);
    expect(product.discount).toBeGreaterThanOrEqual(0);
    expect(product.discount).toBeLessThanOrEqual(40);
    expect(product.weight).toBeGreaterThanOrEqual(2);
    expect(product.weight).toBeLessThanOrEqual(60);
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.images.every((image) => image.alt.length > 10)).toBe(true);
  }
  expect(all.filter((p) => p.discount === 0).length).toBeGreaterThanOrEqual(3);
  expect(all.filter((p) => !p.status).length).toBeGreaterThanOrEqual(2);
  for (const flag of ['newArrival', 'trendingProd', 'bestSeller'] as const) {
    expect(all.filter((p) => p[flag]).length).toBeGreaterThanOrEqual(8);
  }
  // Every image URL the JSON names exists in the blob store.
  for (const image of all.flatMap((p) => p.images)) {
    for (const entry of image.srcset.split(', ')) {
      expect(blobs.files.has(entry.split(' ')[0]!.replace('/media/', ''))).toBe(true);
    }
  }
  expect(await readCatalogueVersion(db)).toBeGreaterThan(0);
});

it('seeds only an empty database, so running it again changes nothing', async () => {
  const { db, blobs } = await seededDb();
  const [before] = await db.select({ n: count() }).from(products);
  expect(await seedDemoCatalogue(db, blobs, fakeRasterize)).toBe(false);
  const [after] = await db.select({ n: count() }).from(products);
  expect(after?.n).toBe(before?.n);
});

it('makes the demo rings in Indian ring sizes and the round bangles in bangle sizes', async () => {
  const { db } = await seededDb();
  const all = await listProducts(db);
  const isRing = (p: (typeof all)[number]) =>
    ['ladies-rings', 'mens-rings'].includes(p.category_id.slug);
  const rings = all.filter(isRing);
  expect(rings.length).toBeGreaterThanOrEqual(12);
  for (const ring of rings) {
    expect(ring.sizeType, ring.code).toBe('ring');
    expect(sizeProblem('ring', ring.sizes), ring.code).toBeNull();
  }
  const bangles = all.filter((p) => p.sizeType === 'bangle');
  expect(bangles.map((p) => p.code).sort()).toEqual(['BRC-201', 'BRC-206']);
  for (const bangle of bangles) expect(bangle.sizes).toEqual(['2-4', '2-6', '2-8']);
  // The rest come in one size.
  const others = all.filter((p) => !isRing(p) && !p.sizeType);
  expect(others.length).toBe(all.length - rings.length - bangles.length);
  const ruby = all.find((p) => p.code === 'LRG-501')!;
  expect([ruby.sizes[0], ruby.sizes.at(-1), ruby.description]).toEqual([
    '8',
    '20',
    expect.stringContaining('sizes 8 to 20'),
  ]);
});

it('asks for the pictures of exactly the art demoArt() lists, whose rendered files are kept', async () => {
  const asked: { svg: string; widths: number[] }[] = [];
  const db = await createDb(':memory:');
  await migrateDb(db);
  await seedDemoCatalogue(db, createMemoryBlobStore(), async (svg, widths) => {
    asked.push({ svg, widths });
    return fakeRasterize(svg, widths);
  });
  const key = ({ svg, widths }: { svg: string; widths: number[] }) => `${widths}:${svg}`;
  expect(asked.map(key).sort()).toEqual(demoArt().map(key).sort());
});
