import { and, asc, eq, inArray } from 'drizzle-orm';
import { products, wishlistItems } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { findVisibleProduct } from '../product/product.service';
import { selectVisibleProducts } from '../product/visible-products';

/** The wishlist as the reference returns it: `product_id` is a list of `{_id}`. */
export interface WishlistJson {
  product_id: { _id: string }[];
}

/** Add a product (out of stock is fine) to the wishlist; 404 when it does not exist. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<void> {
  if (!(await findVisibleProduct(db, productId)))
    throw notFound('This product is no longer available');
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

/** Remove a product from the wishlist (nothing happens if it is not there). */
export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

/** The customer's wished products that shoppers can still see, oldest first. */
export async function readWishlist(db: Db, userId: string): Promise<WishlistJson> {
  const rows = await selectVisibleProducts(db, { id: wishlistItems.productId })
    .innerJoin(wishlistItems, eq(wishlistItems.productId, products.id))
    .where(eq(wishlistItems.userId, userId))
    .orderBy(asc(wishlistItems.addedAt));
  return { product_id: rows.map((row) => ({ _id: row.id })) };
}

/** Merge a browser's local wishlist into the customer's; unknown products are dropped. */
export async function mergeWishlist(
  db: Db,
  userId: string,
  productIds: string[],
): Promise<WishlistJson> {
  const ids = [...new Set(productIds)];
  const known = ids.length
    ? await selectVisibleProducts(db, { id: products.id }).where(inArray(products.id, ids))
    : [];
  if (known.length) {
    await db
      .insert(wishlistItems)
      .values(known.map(({ id }) => ({ userId, productId: id })))
      .onConflictDoNothing();
  }
  return readWishlist(db, userId);
}
