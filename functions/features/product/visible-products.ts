import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import { categories, products } from '../../../db/schema';
import type { Db } from '../../lib/db';

/**
 * `SELECT fields FROM products` limited to the products shoppers may see: those whose category is
 * active (DESIGN §9 "Categories"; out of stock is still visible). The one place this rule is
 * written: the catalogue, the cart and the wishlist all start from here and add their own joins
 * and conditions.
 */
export function selectVisibleProducts<Fields extends SelectedFields>(db: Db, fields: Fields) {
  return db
    .select(fields)
    .from(products)
    .innerJoin(
      categories,
      and(eq(categories.id, products.categoryId), eq(categories.status, true)),
    );
}
