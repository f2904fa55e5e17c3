import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { Db } from '../../lib/db';
import { valid } from '../../lib/validator';
import { ownAccount, requireCustomer } from '../../middleware/require-customer';
import { userIdParam } from '../cart/cart.schemas';
import { stateToWishlistInput, wishlistParams } from './wishlist.schemas';
import { addToWishlist, mergeWishlist, readWishlist, removeFromWishlist } from './wishlist.service';

// Adding and removing answer with the customer's whole wishlist as it now stands.
const answer = async (db: Db, userId: string, msg: string) => ({
  status: 1,
  msg,
  UserWishlist: await readWishlist(db, userId),
});

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
        return c.json(await answer(deps.db, userId, 'Added to wishlist'));
      },
    )
    .delete(
      '/delete-from-db-wishlist/:userId/:productId',
      valid('param', wishlistParams, 'wishlist item'),
      ownAccount('userId'),
      async (c) => {
        const { userId, productId } = c.req.valid('param');
        await removeFromWishlist(deps.db, userId, productId);
        return c.json(await answer(deps.db, userId, 'Removed from wishlist'));
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
