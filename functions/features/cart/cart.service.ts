import { and, asc, eq, sql } from 'drizzle-orm';
import { cartItems } from '../../../db/schema';
import { cartProductOf, clampQty, maxQty, type CartLineJson } from '../../../src/contract/cart';
import { rupeesToPaise } from '../../../src/contract/money';
import { lineSizeProblem } from '../../../src/contract/sizes';
import type { Db } from '../../lib/db';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { findVisibleProduct, listProductsByIds } from '../product/product.service';
import type { ProductJson } from '../product/product.shapes';
import { savedBreakup, storedBreakup } from '../pricing/saved-breakup';

/**
 * The product a shopper may put in a cart in this size: 404 when unknown, 409 when out of stock,
 * 400 when the size is missing for a piece made in sizes, not one it is made in, or given for a
 * piece in one size.
 */
async function cartableProduct(
  db: Db,
  productId: string,
  size: string | undefined,
): Promise<ProductJson> {
  const product = await findVisibleProduct(db, productId);
  if (!product) throw notFound('This product is no longer available');
  if (!product.status)
    throw new HttpError(409, `${product.name} is out of stock and cannot be added to the cart`);
  const problem = lineSizeProblem(product, size);
  if (problem) {
    const msg = size
      ? `${product.name} is not made in size ${size}`
      : `Choose a size of ${product.name}`;
    throw badRequest(msg, { size: problem });
  }
  return product;
}

/**
 * Add one of a product in a size (capped at 10) or set its quantity; returns the quantity now in
 * the cart. Each size of a product is a line of its own. `floor` is a trade buyer's minimum for
 * the design: a line is never stored below it (the browser takes the quantity answered).
 */
export async function addToCart(
  db: Db,
  userId: string,
  line: { pId: string; qty?: number; size?: string },
  floor = 1,
): Promise<number> {
  const product = await cartableProduct(db, line.pId, line.size);
  // One statement per change, never read-then-write, so concurrent adds are all counted (DESIGN §9).
  const [row] = await db
    .insert(cartItems)
    // The price shown when the line is first added stays, so the cart can say it changed since.
    .values({
      userId,
      productId: line.pId,
      size: line.size ?? '',
      qty: Math.max(line.qty ?? 1, floor),
      seenTotalPaise: rupeesToPaise(product.total_price),
      seenBreakup: storedBreakup(product.breakup),
    })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.size],
      set: {
        qty:
          line.qty === undefined
            ? sql`max(min(${cartItems.qty} + 1, ${maxQty}), ${floor})`
            : Math.max(line.qty, floor),
      },
    })
    .returning({ qty: cartItems.qty });
  return row?.qty ?? 0;
}

/** Remove a product's line in this size ('' for a piece without sizes); nothing happens if absent. */
export async function removeFromCart(
  db: Db,
  userId: string,
  productId: string,
  size = '',
): Promise<void> {
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.productId, productId),
        eq(cartItems.size, size),
      ),
    );
}

/** The customer's cart lines, oldest first, for products shoppers can still see. */
export async function readCart(db: Db, userId: string): Promise<CartLineJson[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      size: cartItems.size,
      qty: cartItems.qty,
      seen: cartItems.seenTotalPaise,
      seenBreakup: cartItems.seenBreakup,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    // Lines merged in one batch share a time: then the order they were written in.
    .orderBy(asc(cartItems.addedAt), sql`rowid`);
  // Only the visible ones come back: that is where a hidden product's lines are left out.
  const visible = await listProductsByIds(db, [...new Set(rows.map((row) => row.productId))]);
  const byId = new Map(visible.map((p) => [p._id, p]));
  return rows.flatMap((row) => {
    const p = byId.get(row.productId);
    if (!p) return [];
    const seen = row.seen === null ? null : row.seen / 100;
    const size = row.size ? { size: row.size } : {};
    return [
      {
        product_id: cartProductOf(p),
        qty: row.qty,
        ...size,
        seen_total_price: seen,
        seen_breakup: savedBreakup(row.seenBreakup),
      },
    ];
  });
}

/** A local cart line as the merge takes it. */
export interface LocalCartLine {
  pId: string;
  qty: number;
  size?: string;
}

/**
 * Merge a browser's local cart into the customer's: quantities of the same product and size are
 * summed and capped at 10, and raised to a trade buyer's minimum (`floors`, by product); unknown
 * and out-of-stock products, and sizes a piece is not made in, are dropped. Returns the merged cart.
 */
export async function mergeCart(
  db: Db,
  userId: string,
  entries: LocalCartLine[],
  floors: ReadonlyMap<string, number> = new Map(),
): Promise<CartLineJson[]> {
  const ids = [...new Set(entries.map((entry) => entry.pId))];
  // Priced as shoppers see them now (rate-linked pieces at the rate in force): what the line saw.
  const inStock = (await listProductsByIds(db, ids)).filter((p) => p.status);
  const byId = new Map(inStock.map((p) => [p._id, p]));
  const wanted = new Map<
    string,
    { productId: string; size: string; qty: number; seen: ProductJson }
  >();
  for (const entry of entries) {
    const product = byId.get(entry.pId);
    if (!product || lineSizeProblem(product, entry.size)) continue;
    const size = entry.size ?? '';
    const key = `${entry.pId}\n${size}`;
    const summed = clampQty((wanted.get(key)?.qty ?? 0) + clampQty(entry.qty));
    const qty = Math.max(summed, floors.get(entry.pId) ?? 1);
    wanted.set(key, { productId: entry.pId, size, qty, seen: product });
  }
  const statements = [...wanted.values()].map((line) =>
    db
      .insert(cartItems)
      .values({
        userId,
        productId: line.productId,
        size: line.size,
        qty: line.qty,
        seenTotalPaise: rupeesToPaise(line.seen.total_price),
        seenBreakup: storedBreakup(line.seen.breakup),
      })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId, cartItems.size],
        set: { qty: sql`min(${cartItems.qty} + excluded.qty, ${maxQty})` },
      }),
  );
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return readCart(db, userId);
}
