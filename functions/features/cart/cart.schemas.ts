import * as z from '../../lib/zod';
import { isKnownSize } from '../../../src/contract/sizes';
import { localStateList, quantity } from '../../lib/fields';
import { idPattern } from '../../lib/ids';

const productId = z
  .string({ error: 'is required' })
  .check(z.regex(idPattern, 'must be a product id'));

/** A size as a cart line carries it: a ring or bangle size; blank means none. */
const cartSize = z
  .pipe(
    z.optional(z.string({ error: 'must be a size such as 14 or 2-6' })),
    z.transform((size) => size || undefined),
  )
  .check(
    z.refine((size) => size === undefined || isKnownSize(size), 'must be a size such as 14 or 2-6'),
  );

/**
 * `POST /api/cart/add-to-db/{userId}`: `{pId}` adds one, `{pId, qty}` sets the quantity; `size` is
 * the size chosen, required for a piece made in sizes.
 */
export const addToCartInput = z.object({
  pId: productId,
  // JSON only: a number, never a string such as "0x5" or "1e1" that `Number()` would read.
  qty: z.optional(quantity),
  size: cartSize,
});

/** One entry of a browser's local cart; anything malformed is dropped rather than failing the merge. */
const localEntry = z.object({ pId: z.string(), qty: z.optional(z.number()), size: cartSize });

/**
 * `POST /api/cart/state-to-cart/{userId}`: `state_cart` is the local cart as a JSON string (or
 * already parsed): a list of `{pId, qty, size?}`, or an object holding that list.
 */
export const stateToCartInput = z.object({
  state_cart: z.pipe(
    localStateList('cart', 200),
    z.transform((list) =>
      list.flatMap((entry) => {
        const ok = localEntry.safeParse(entry);
        return ok.success && idPattern.test(ok.data.pId)
          ? [
              {
                pId: ok.data.pId,
                qty: ok.data.qty ?? 1,
                ...(ok.data.size && { size: ok.data.size }),
              },
            ]
          : [];
      }),
    ),
  ),
});

/** Path ids of the cart routes. */
export const userIdParam = z.object({
  userId: z.string().check(z.regex(idPattern, 'must be a user id')),
});
export const cartItemParams = z.object({
  cartId: z.string().check(z.regex(idPattern, 'must be a cart id')),
  productId,
});

/** `?size=` of the delete call: the line of that size; none for a piece without sizes. */
export const cartItemQuery = z.object({ size: cartSize });
