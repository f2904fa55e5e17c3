import { inArray } from 'drizzle-orm';
import { products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { badRequest, type FieldErrors } from '../../lib/errors';
import { isTradeBuyer } from './trade-account.service';
import { tradeMinimums } from './trade-prices';

/**
 * The trade minimum per cart line of each of these products for this customer: the owner's
 * minimum for an approved trade buyer, nothing (1) for anyone else.
 */
export async function buyerMinimums(
  db: Db,
  userId: string | null,
  productIds: string[],
): Promise<Map<string, number>> {
  return tradeMinimums(db, await isTradeBuyer(db, userId), productIds);
}

const atLeast = (min: number) => `must be at least ${min}: the trade minimum of this design`;

/**
 * 400 naming each piece of a trade buyer's inquiry below its design's minimum: cart lines (the
 * same product and size added up, as the inquiry stores them) and codes typed without a quantity.
 */
export async function assertInquiryMinimums(
  db: Db,
  userId: string | null,
  input: { items: { pId: string; qty: number; size?: string }[]; productCodes: string[] },
): Promise<void> {
  if (!userId || (input.items.length === 0 && input.productCodes.length === 0)) return;
  const coded = input.productCodes.length
    ? await db
        .select({ id: products.id, code: products.code })
        .from(products)
        .where(inArray(products.code, input.productCodes))
    : [];
  const ids = [...input.items.map((item) => item.pId), ...coded.map((row) => row.id)];
  const minimums = await buyerMinimums(db, userId, ids);
  if (minimums.size === 0) return;
  const lineQty = new Map<string, number>();
  for (const item of input.items) {
    const key = `${item.pId}\n${item.size ?? ''}`;
    lineQty.set(key, (lineQty.get(key) ?? 0) + item.qty);
  }
  const errors: FieldErrors = {};
  input.items.forEach((item, index) => {
    const min = minimums.get(item.pId);
    if (min && lineQty.get(`${item.pId}\n${item.size ?? ''}`)! < min)
      errors[`items.${index}.qty`] = atLeast(min);
  });
  const inCart = new Set(input.items.map((item) => item.pId));
  const short = coded.filter((row) => !inCart.has(row.id) && minimums.has(row.id));
  if (short.length)
    errors.productCodes = `${short.map((row) => `${row.code} (at least ${minimums.get(row.id)})`).join(', ')}: add ${short.length > 1 ? 'them' : 'it'} to your cart with the quantity to send the inquiry`;
  if (Object.keys(errors).length)
    throw badRequest('Some pieces are below their trade minimum', errors);
}
