import { and, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/sqlite-core';
import { categories, products } from '../../../db/schema';
import type { Db } from '../../lib/db';

/**
 * The condition on `products` alone for a piece shoppers may see: not hidden by the owner (DESIGN
 * §11 "Hidden is not out of stock"; out of stock is still visible). Joins that count products for
 * shoppers use it too.
 */
export const notHidden = eq(products.hidden, false);

/**
 * `SELECT fields FROM products` limited to the products shoppers may see: those not hidden whose
 * category is active (DESIGN §9 "Categories", §11). The one place this rule is written: the
 * catalogue, the build, the cart and the wishlist all start from here and add their own joins and
 * conditions.
 */
export function selectVisibleProducts<Fields extends SelectedFields>(db: Db, fields: Fields) {
  return db
    .select(fields)
    .from(products)
    .innerJoin(
      categories,
      and(eq(categories.id, products.categoryId), eq(categories.status, true), notHidden),
    );
}
