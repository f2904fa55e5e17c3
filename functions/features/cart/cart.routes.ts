import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { valid } from '../../lib/validator';
import { buyerMinimums } from '../trade/trade-minimums';
import { ownAccount, requireCustomer } from '../../middleware/require-customer';
import {
  addToCartInput,
  cartItemParams,
  cartItemQuery,
  stateToCartInput,
  userIdParam,
} from './cart.schemas';
import { addToCart, mergeCart, readCart, removeFromCart } from './cart.service';

/** `/api/cart`: the signed-in customer's cart, and nobody else's. */
export const cartRoutes = (deps: AppDeps) =>
  new Hono()
    .use(requireCustomer(deps))
    .post(
      '/add-to-db/:userId',
      valid('param', userIdParam, 'user id'),
      ownAccount('userId'),
      valid('json', addToCartInput, 'cart item'),
      async (c) => {
        const { userId } = c.req.valid('param');
        const line = c.req.valid('json');
        const floor = (await buyerMinimums(deps.db, userId, [line.pId])).get(line.pId) ?? 1;
        const saved = await addToCart(deps.db, userId, line, floor);
        return c.json({ status: 1, msg: 'Item Added To Cart', qty: saved });
      },
    )
    .delete(
      '/delete-from-db-cart/:cartId/:productId',
      valid('param', cartItemParams, 'cart item'),
      ownAccount('cartId'),
      valid('query', cartItemQuery, 'cart item'),
      async (c) => {
        const { productId } = c.req.valid('param');
        const { size } = c.req.valid('query');
        await removeFromCart(deps.db, c.var.customer.id, productId, size);
        return c.json({ status: 1, msg: 'Removed from cart' });
      },
    )
    .post(
      '/state-to-cart/:userId',
      valid('param', userIdParam, 'user id'),
      ownAccount('userId'),
      valid('json', stateToCartInput, 'cart'),
      async (c) => {
        const { userId } = c.req.valid('param');
        const { state_cart } = c.req.valid('json');
        const floors = await buyerMinimums(
          deps.db,
          userId,
          state_cart.map((line) => line.pId),
        );
        const products = await mergeCart(deps.db, userId, state_cart, floors);
        return c.json({
          status: 1,
          msg: 'Cart saved',
          UserCart: { _id: c.var.customer.cartId, products },
        });
      },
    )
    .get('/:userId', valid('param', userIdParam, 'user id'), ownAccount('userId'), async (c) => {
      const { userId } = c.req.valid('param');
      const products = await readCart(deps.db, userId);
      return c.json({
        status: 1,
        msg: `${products.length} lines in the cart`,
        UserCart: { _id: c.var.customer.cartId, products },
      });
    });
