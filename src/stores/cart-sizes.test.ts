import {
  cleanTestStorage,
  getTestStorage,
  product,
  settle,
  stubFetch,
  type Call,
} from './test-env';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $cartCount,
  addToCart,
  emptyCart,
  isInCart,
  refreshCartFromServer,
  removeFromCart,
  replaceCartFromServer,
  setCartQty,
} from './cart';
import { $pending, flushPending } from './sync';
import { $toasts } from './toast';
import { $user, login } from './user';

const customer = { _id: 'user1', name: 'Asha Verma', email: 'asha@example.com' };
const signedIn = { ...customer, cartId: 'cart1' };
const ring = product('r', 1_899);
const chain = product('c', 3_548);
const lines = () => $cart.get().map(({ pId, qty, size }) => ({ pId, qty, size }));
const sent = (calls: Call[]) =>
  calls.map((c) => `${c.method} ${c.path} ${c.body === undefined ? '' : JSON.stringify(c.body)}`);

beforeEach(() => {
  $user.set(null);
  emptyCart();
  $pending.set([]);
  $toasts.set([]);
  cleanTestStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('a cart with sizes', () => {
  it('keeps each size of a product as a line of its own', () => {
    addToCart(ring, undefined, '12');
    addToCart(ring, 3, '14');
    addToCart(ring, undefined, '12');
    addToCart(chain);
    expect(lines()).toEqual([
      { pId: 'r', qty: 2, size: '12' },
      { pId: 'r', qty: 3, size: '14' },
      { pId: 'c', qty: 1, size: undefined },
    ]);
    expect($cartCount.get()).toBe(3);
    expect([isInCart('r', '12'), isInCart('r', '16'), isInCart('r'), isInCart('c')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect(JSON.parse(getTestStorage().Cartlist!)).toEqual([
      expect.objectContaining({ pId: 'r', qty: 2, size: '12' }),
      expect.objectContaining({ pId: 'r', qty: 3, size: '14' }),
      expect.not.objectContaining({ size: expect.anything() }),
    ]);
  });

  it('changes and removes the line of the size given only', () => {
    addToCart(ring, 2, '12');
    addToCart(ring, 2, '14');
    setCartQty('r', 5, '14');
    setCartQty('r', 9);
    removeFromCart('r', '12');
    removeFromCart('r');
    expect(lines()).toEqual([{ pId: 'r', qty: 5, size: '14' }]);
  });

  it('takes a server cart line by product and size, each once', () => {
    replaceCartFromServer([
      { product_id: ring, qty: 2, size: '12' },
      { product_id: ring, qty: 4, size: '12' },
      { product_id: ring, qty: 1, size: '14' },
      { product_id: chain, qty: 1 },
      { product_id: chain, qty: 3, size: '' },
    ]);
    expect(lines()).toEqual([
      { pId: 'r', qty: 2, size: '12' },
      { pId: 'r', qty: 1, size: '14' },
      { pId: 'c', qty: 1, size: undefined },
    ]);
  });
});

describe('the cart on the server', () => {
  beforeEach(() => $user.set(signedIn));

  it('saves and removes a line with its size', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { qty: 1 } }));
    addToCart(ring, undefined, '14');
    removeFromCart('r', '14');
    addToCart(chain);
    await flushPending();
    await settle();
    expect(sent(calls)).toEqual([
      'POST /api/cart/add-to-db/user1 {"pId":"r","qty":1,"size":"14"}',
      'DELETE /api/cart/delete-from-db-cart/cart1/r?size=14 ',
      'POST /api/cart/add-to-db/user1 {"pId":"c","qty":1}',
    ]);
  });

  it('takes the quantity the server holds (adds from another tab count too)', async () => {
    stubFetch((call) =>
      call.path === '/api/cart/add-to-db/user1'
        ? { status: 200, body: { qty: 4 } }
        : { status: 500 },
    );
    addToCart(ring, undefined, '12');
    await flushPending();
    await settle();
    expect(lines()).toEqual([{ pId: 'r', qty: 4, size: '12' }]);
  });

  it('keeps a newer local quantity that is still on its way over an older answer', async () => {
    const gates: (() => void)[] = [];
    const calls = stubFetch(async (call) => {
      await new Promise<void>((resolve) => gates.push(resolve));
      return { status: 200, body: { qty: (call.body as { qty: number }).qty } };
    });
    addToCart(ring, undefined, '12');
    await settle();
    setCartQty('r', 6, '12');
    gates.shift()!();
    await settle();
    await settle();
    // The answer to the first save (1) came while the save of 6 waits: the 6 stays.
    expect(lines()).toEqual([{ pId: 'r', qty: 6, size: '12' }]);
    gates.shift()!();
    await flushPending();
    expect(calls.map((c) => (c.body as { qty: number }).qty)).toEqual([1, 6]);
    expect(lines()).toEqual([{ pId: 'r', qty: 6, size: '12' }]);
  });

  it('reads the cart with GET, takes its lines and quantities, and names what is gone', async () => {
    // Lines from before signing in: nothing is queued.
    $user.set(null);
    addToCart(ring, 1, '12');
    addToCart(chain, 2);
    $user.set(signedIn);
    const calls = stubFetch((call) =>
      call.path === '/api/cart/user1'
        ? {
            status: 200,
            body: {
              UserCart: {
                _id: 'cart1',
                products: [
                  { product_id: ring, qty: 3, size: '12' },
                  { product_id: ring, qty: 1, size: '16' },
                ],
              },
            },
          }
        : { status: 500 },
    );
    await refreshCartFromServer(signedIn);
    await settle();
    expect(sent(calls)).toEqual(['GET /api/cart/user1 ']);
    expect(lines()).toEqual([
      { pId: 'r', qty: 3, size: '12' },
      { pId: 'r', qty: 1, size: '16' },
    ]);
    expect($toasts.get().map((t) => t.text)).toEqual([
      'Piece c is no longer available and was removed from your cart',
    ]);
  });

  it('merges the local lines with their sizes at sign-in and takes the merged cart', async () => {
    $user.set(null);
    addToCart(ring, 2, '12');
    addToCart(ring, 1, '14');
    addToCart(chain);
    const calls = stubFetch((call) => {
      if (call.path === '/api/user/login-user')
        return { status: 200, body: { User: customer, cartId: 'cart1' } };
      if (call.path === '/api/cart/state-to-cart/user1') {
        return {
          status: 200,
          body: {
            UserCart: {
              _id: 'cart1',
              products: [
                { product_id: ring, qty: 7, size: '12' },
                { product_id: ring, qty: 1, size: '14' },
                { product_id: chain, qty: 1 },
              ],
            },
          },
        };
      }
      return { status: 200, body: { UserWishlist: { product_id: [] } } };
    });
    await login({ email: customer.email, password: 'secret-password', remember: false });
    const merge = calls.find((c) => c.path === '/api/cart/state-to-cart/user1');
    expect(JSON.parse((merge?.body as { state_cart: string }).state_cart)).toEqual([
      { pId: 'r', qty: 2, size: '12' },
      { pId: 'r', qty: 1, size: '14' },
      { pId: 'c', qty: 1 },
    ]);
    expect(lines()).toEqual([
      { pId: 'r', qty: 7, size: '12' },
      { pId: 'r', qty: 1, size: '14' },
      { pId: 'c', qty: 1, size: undefined },
    ]);
  });
});
