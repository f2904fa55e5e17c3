import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBody, parseWith } from '../../lib/validate';
import { assertOwn, requireCustomer } from '../../middleware/require-customer';
import { userIdParam } from '../cart/cart.schemas';
import { stateToWishlistInput, wishlistParams } from './wishlist.schemas';
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from './wishlist.service';

/** `/api/wishlist`: the signed-in customer's wishlist, and nobody else's. */
export const wishlistRoutes = (deps: AppDeps) =>
  new Hono()
    .use(requireCustomer(deps))
    .post('/add-to-db-wishlist/:userId/:productId', async (c) => {
      const { userId, productId } = parseWith(wishlistParams, c.req.param(), 'wishlist item');
      assertOwn(c.var.customer.id, userId);
      await addToWishlist(deps.db, userId, productId);
      return c.json({
        status: 1,
        msg: 'Added to wishlist',
        UserWishlist: await readWishlist(deps.db, userId),
      });
    })
    .delete('/delete-from-db-wishlist/:userId/:productId', async (c) => {
      const { userId, productId } = parseWith(wishlistParams, c.req.param(), 'wishlist item');
      assertOwn(c.var.customer.id, userId);
      await removeFromWishlist(deps.db, userId, productId);
      return c.json({
        status: 1,
        msg: 'Removed from wishlist',
        UserWishlist: await readWishlist(deps.db, userId),
      });
    })
    .post('/state-to-db/:userId', async (c) => {
      const { userId } = parseWith(userIdParam, c.req.param(), 'user id');
      assertOwn(c.var.customer.id, userId);
      const { state_wishlist } = parseWith(stateToWishlistInput, await jsonBody(c.req), 'wishlist');
      return c.json({
        status: 1,
        msg: 'Wishlist saved',
        UserWishlist: await mergeWishlist(deps.db, userId, state_wishlist),
      });
    });
