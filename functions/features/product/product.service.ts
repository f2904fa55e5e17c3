import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { categories, productImages, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { reshapeProduct, type ProductJson } from './product.shapes';
import { selectVisibleProducts } from './visible-products';

export type { ProductJson } from './product.shapes';

/** Images of these products grouped by product id, in display order. */
export async function imagesByProduct(db: Db, productIds: string[]) {
  const grouped = new Map<string, (typeof productImages.$inferSelect)[]>();
  // Chunked so a 5,000-product catalogue stays far below SQLite's bound-parameter limit.
  for (let start = 0; start < productIds.length; start += 500) {
    const rows = await db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, productIds.slice(start, start + 500)))
      .orderBy(asc(productImages.position));
    for (const row of rows) {
      const list = grouped.get(row.productId) ?? [];
      list.push(row);
      grouped.set(row.productId, list);
    }
  }
  return grouped;
}

/** Visible products (their category is active) matching `where`, newest first, with their images. */
async function selectVisible(
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<ProductJson[]> {
  const query = selectVisibleProducts(db, { product: products, category: categories })
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  const rows = limit ? await query.limit(limit) : await query;
  const [images, rate] = await Promise.all([
    imagesByProduct(
      db,
      rows.map((row) => row.product.id),
    ),
    currentSilverRate(db),
  ]);
  return rows.map((row) =>
    reshapeProduct(row.product, row.category, images.get(row.product.id) ?? [], rate),
  );
}

/**
 * Products shoppers can see, newest first, optionally of one category (by id) and at most `limit`
 * of them (0 = all).
 */
export function listProducts(
  db: Db,
  options: { limit?: number; categoryId?: string } = {},
): Promise<ProductJson[]> {
  return selectVisible(
    db,
    options.categoryId ? eq(products.categoryId, options.categoryId) : undefined,
    options.limit,
  );
}

/** The visible products among these ids (unknown or hidden ones are left out), newest first. */
export async function listProductsByIds(db: Db, ids: string[]): Promise<ProductJson[]> {
  if (ids.length === 0) return [];
  return selectVisible(db, inArray(products.id, ids));
}

/** One product a shopper can see, or null when there is none with this id (or its category is inactive). */
export async function findVisibleProduct(db: Db, id: string): Promise<ProductJson | null> {
  const [product] = await selectVisible(db, eq(products.id, id));
  return product ?? null;
}
