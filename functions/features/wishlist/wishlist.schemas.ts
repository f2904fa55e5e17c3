import * as z from '../../lib/zod';
import { localStateList } from '../../lib/fields';
import { idPattern } from '../../lib/ids';

/** Path ids of the wishlist routes. */
export const wishlistParams = z.object({
  userId: z.string().check(z.regex(idPattern, 'must be a user id')),
  productId: z.string().check(z.regex(idPattern, 'must be a product id')),
});

/** `state_wishlist`: the local wishlist as JSON (a list of `{pId}`, or an object holding it). */
export const stateToWishlistInput = z.object({
  state_wishlist: z.pipe(
    localStateList('wishlist', 500),
    z.transform((list) =>
      list.flatMap((entry) => {
        const id = typeof entry === 'string' ? entry : (entry as { pId?: unknown } | null)?.pId;
        return typeof id === 'string' && idPattern.test(id) ? [id] : [];
      }),
    ),
  ),
});
