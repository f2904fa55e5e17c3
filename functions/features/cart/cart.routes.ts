import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { jsonBody, parseWith } from '../../lib/validate';
import { assertOwn, requireCustomer } from '../../middleware/require-customer';
import { addToCartInput, cartItemParams, stateToCartInput, userIdParam } from './cart.schemas';
import { addToCart, mergeCart, removeFromCart } from './cart.service';

/** `/api/cart`: the signed-in customer's cart, and nobody else's. */
export const cartRoutes = (deps: AppDeps) =>
  new Hono()
    .use(requireCustomer(deps))
    .post('/add-to-db/:userId', async (c) => {
      const { userId } = parseWith(userIdParam, c.req.param(), 'user id');
      assertOwn(c.var.customer.id, userId);
      const { pId, qty } = parseWith(addToCartInput, await jsonBody(c.req), 'cart item');
      const saved = await addToCart(deps.db, userId, pId, qty);
      return c.json({ status: 1, msg: 'Item Added To Cart', qty: saved });
    })
    .delete('/delete-from-db-cart/:cartId/:productId', async (c) => {
      const { cartId, productId } = parseWith(cartItemParams, c.req.param(), 'cart item');
      assertOwn(c.var.customer.cartId, cartId);
      await removeFromCart(deps.db, c.var.customer.id, productId);
      return c.json({ status: 1, msg: 'Removed from cart' });
    })
    .post('/state-to-cart/:userId', async (c) => {
      const { userId } = parseWith(userIdParam, c.req.param(), 'user id');
      assertOwn(c.var.customer.id, userId);
      const { state_cart } = parseWith(stateToCartInput, await jsonBody(c.req), 'cart');
      const products = await mergeCart(deps.db, userId, state_cart);
      return c.json({
        status: 1,
        msg: 'Cart saved',
        UserCart: { _id: c.var.customer.cartId, products },
      });
    });
