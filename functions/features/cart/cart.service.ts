import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cartItems, categories, products } from '../../../db/schema';
import { cartProductOf, clampQty, maxQty, type CartLineJson } from '../../../src/contract/cart';
import { rupeesToPaise } from '../../../src/contract/money';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { findVisibleProduct, listProductsByIds } from '../product/product.service';
import type { ProductJson } from '../product/product.shapes';

/** The product a shopper may put in a cart: 404 when unknown, 409 when out of stock. */
async function cartableProduct(db: Db, productId: string): Promise<ProductJson> {
  const product = await findVisibleProduct(db, productId);
  if (!product) throw notFound('This product is no longer available');
  if (!product.status)
    throw new HttpError(409, `${product.name} is out of stock and cannot be added to the cart`);
  return product;
}

/** Add one of a product (capped at 10) or set its quantity; returns the quantity now in the cart. */
export async function addToCart(
  db: Db,
  userId: string,
  productId: string,
  qty?: number,
): Promise<number> {
  const product = await cartableProduct(db, productId);
  // One statement per change, never read-then-write, so concurrent adds are all counted (DESIGN §9).
  const [row] = await db
    .insert(cartItems)
    // The price shown when the line is first added stays, so the cart can say it changed since.
    .values({
      userId,
      productId,
      qty: qty ?? 1,
      seenTotalPaise: rupeesToPaise(product.total_price),
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.size],
      set: { qty: qty === undefined ? sql`min(${cartItems.qty} + 1, ${maxQty})` : qty },
    })
    .returning({ qty: cartItems.qty });
  return row?.qty ?? 0;
}

/** Remove a product from a customer's cart (nothing happens if it is not there). */
export async function removeFromCart(db: Db, userId: string, productId: string): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/** The customer's cart lines, oldest first, for products shoppers can still see. */
export async function readCart(db: Db, userId: string): Promise<CartLineJson[]> {
  const rows = await db
    .select({ productId: cartItems.productId, qty: cartItems.qty, seen: cartItems.seenTotalPaise })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.status, true)))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt));
  const byId = new Map(
    (
      await listProductsByIds(
        db,
        rows.map((r) => r.productId),
      )
    ).map((p) => [p._id, p]),
  );
  return rows.flatMap((row) => {
    const p = byId.get(row.productId);
    if (!p) return [];
    const seen = row.seen === null ? null : row.seen / 100;
    return [{ product_id: cartProductOf(p), qty: row.qty, seen_total_price: seen }];
  });
}

/**
 * Merge a browser's local cart into the customer's: quantities of the same product are summed and
 * capped at 10; unknown and out-of-stock products are dropped. Returns the merged cart.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  entries: { pId: string; qty: number }[],
): Promise<CartLineJson[]> {
  const wanted = new Map<string, number>();
  for (const entry of entries) {
    wanted.set(entry.pId, clampQty((wanted.get(entry.pId) ?? 0) + clampQty(entry.qty)));
  }
  const ids = [...wanted.keys()];
  const inStock = ids.length
    ? await db
        .select({ id: products.id, totalPaise: products.totalPaise })
        .from(products)
        .innerJoin(
          categories,
          and(eq(categories.id, products.categoryId), eq(categories.status, true)),
        )
        .where(and(inArray(products.id, ids), eq(products.status, true)))
    : [];
  const statements = inStock.map(({ id, totalPaise }) =>
    db
      .insert(cartItems)
      .values({ userId, productId: id, qty: wanted.get(id)!, seenTotalPaise: totalPaise })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.size],
        set: { qty: sql`min(${cartItems.qty} + excluded.qty, ${maxQty})` },
      }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return readCart(db, userId);
}
