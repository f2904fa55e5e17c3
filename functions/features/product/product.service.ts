import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { categories, productImages, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { reshapeProduct, type ProductJson } from './product.shapes';

export type { ProductJson } from './product.shapes';

/** Images of these products grouped by product id, in display order. */
async function imagesByProduct(db: Db, productIds: string[]) {
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

/**
 * Products shoppers can see (their category is active), newest first, optionally of one category
 * (by id) and at most `limit` of them (0 = all).
 */
export async function listProducts(
  db: Db,
  options: { limit?: number; categoryId?: string } = {},
): Promise<ProductJson[]> {
  const query = db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(
      and(
        eq(categories.status, true),
        options.categoryId ? eq(products.categoryId, options.categoryId) : undefined,
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  const images = await imagesByProduct(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map((row) => reshapeProduct(row.product, row.category, images.get(row.product.id) ?? []));
}

/** One product a shopper can see, or null when there is none with this id (or its category is inactive). */
export async function findVisibleProduct(db: Db, id: string): Promise<ProductJson | null> {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), eq(categories.status, true)));
  if (!row) return null;
  const images = await imagesByProduct(db, [id]);
  return reshapeProduct(row.product, row.category, images.get(id) ?? []);
}
