import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { ownAccount, requireCustomer } from '../../middleware/require-customer';
import { userIdParam } from '../cart/cart.schemas';
import { stateToWishlistInput, wishlistParams } from './wishlist.schemas';
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from './wishlist.service';

/** `/api/wishlist`: the signed-in customer's wishlist, and nobody else's. */
export const wishlistRoutes = (deps: AppDeps) =>
  new Hono()
    .use(requireCustomer(deps))
    .post(
      '/add-to-db-wishlist/:userId/:productId',
      valid('param', wishlistParams, 'wishlist item'),
      ownAccount('userId'),
      async (c) => {
        const { userId, productId } = c.req.valid('param');
        await addToWishlist(deps.db, userId, productId);
        return c.json({
          status: 1,
          msg: 'Added to wishlist',
          UserWishlist: await readWishlist(deps.db, userId),
        });
      },
    )
    .delete(
      '/delete-from-db-wishlist/:userId/:productId',
      valid('param', wishlistParams, 'wishlist item'),
      ownAccount('userId'),
      async (c) => {
        const { userId, productId } = c.req.valid('param');
        await removeFromWishlist(deps.db, userId, productId);
        return c.json({
          status: 1,
          msg: 'Removed from wishlist',
          UserWishlist: await readWishlist(deps.db, userId),
        });
      },
    )
    .post(
      '/state-to-db/:userId',
      valid('param', userIdParam, 'user id'),
      ownAccount('userId'),
      valid('json', stateToWishlistInput, 'wishlist'),
      async (c) => {
        const { userId } = c.req.valid('param');
        const { state_wishlist } = c.req.valid('json');
        return c.json({
          status: 1,
          msg: 'Wishlist saved',
          UserWishlist: await mergeWishlist(deps.db, userId, state_wishlist),
        });
      },
    );
