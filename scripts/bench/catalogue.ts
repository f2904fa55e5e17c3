import { productImages, products } from '../../db/schema';
import { seedDemoCatalogue } from '../../db/seed/seed-catalogue';
import type { BlobStore } from '../../functions/lib/blob-store';
import type { Db } from '../../functions/lib/db';
import { newId } from '../../functions/lib/ids';
import { createDb, migrateDb } from '../../functions/node/db';

// The build reads the catalogue from the database only; image files are not needed to build, so
// the demo art is not rendered and its images are shared by every generated product.
const noBlobs: BlobStore = { get: async () => null, put: async () => {}, delete: async () => {} };
const noArt = async (_svg: string, widths: number[]) => widths.map(() => new Uint8Array());

/** A migrated database file holding the demo catalogue (six categories, 36 products). */
export async function demoCatalogue(url: string): Promise<Db> {
  const db = await createDb(url);
  await migrateDb(db);
  await seedDemoCatalogue(db, noBlobs, noArt);
  return db;
}

/**
 * Grow a demo catalogue to `total` products by copying the demo pieces under new ids, codes and
 * slugs (spread over the six categories as the demo is), each copy reusing the original's images.
 */
export async function growCatalogue(db: Db, total: number): Promise<void> {
  const originals = await db.select().from(products);
  const images = await db.select().from(productImages);
  const newProducts: (typeof products.$inferInsert)[] = [];
  const newImages: (typeof productImages.$inferInsert)[] = [];
  for (let n = originals.length; n < total; n++) {
    const original = originals[n % originals.length]!;
    const id = newId();
    newProducts.push({
      ...original,
      id,
      name: `${original.name} ${n}`,
      slug: `${original.slug}-${n}`,
      code: `${original.code}-${n}`,
      createdAt: original.createdAt - n * 1000,
      // A hallmark number belongs to one piece: copies have none.
      huid: null,
    });
    for (const image of images.filter((i) => i.productId === original.id))
      newImages.push({ ...image, id: newId(), productId: id });
  }
  // Chunks keep each statement under SQLite's limit on bound parameters.
  const chunk = <T>(rows: T[]) =>
    Array.from({ length: Math.ceil(rows.length / 400) }, (_, i) =>
      rows.slice(i * 400, i * 400 + 400),
    );
  for (const rows of chunk(newProducts)) await db.insert(products).values(rows);
  for (const rows of chunk(newImages)) await db.insert(productImages).values(rows);
}
