import {
  cleanTestStorage,
  getTestStorage,
  product,
  settle,
  stubFetch,
  type Call,
} from './test-env';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cart, addToCart, emptyCart, removeFromCart, setCartQty } from './cart';
import { $pending, flushPending } from './sync';
import { $toasts } from './toast';
import { $user, confirmUser, firstName, login, logout, register } from './user';
import { $wishlist, addToWishlist, emptyWishlist } from './wishlist';

const customer = { _id: 'user1', name: 'Asha  Rani Verma', email: 'asha@example.com' };

/** A fake server: login, merges that echo a server-side cart, and cart/wishlist saves. */
function fakeServer(
  overrides: (call: Call) => { status: number; body?: object } | 'network' | undefined = () =>
    undefined,
) {
  return stubFetch((call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.path === '/api/user/login-user')
      return { status: 200, body: { User: customer, cartId: 'cart1' } };
    if (call.path === '/api/user/register-user')
      return { status: 201, body: { user: customer, cartId: 'cart1' } };
    if (call.path === '/api/cart/state-to-cart/user1') {
      return {
        status: 200,
        body: {
          UserCart: {
            _id: 'cart1',
            products: [
              { product_id: product('a', 100), qty: 3 },
              { product_id: product('server', 40), qty: 1 },
            ],
          },
        },
      };
    }
    if (call.path === '/api/wishlist/state-to-db/user1') {
      return {
        status: 200,
        body: { UserWishlist: { product_id: [{ _id: 'w1' }, { _id: 'w2' }] } },
      };
    }
    return { status: 200 };
  });
}

beforeEach(() => {
  $user.set(null);
  emptyCart();
  emptyWishlist();
  $toasts.set([]);
  cleanTestStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('signing in', () => {
  it('merges the local cart and wishlist and replaces them with the server result', async () => {
    addToCart(product('a', 100), 2);
    addToWishlist('w1');
    const calls = fakeServer();
    const outcome = await login({
      email: customer.email,
      password: 'secret-password',
      remember: true,
    });
    expect(outcome.ok).toBe(true);
    const merge = calls.find((c) => c.path === '/api/cart/state-to-cart/user1');
    expect(JSON.parse((merge?.body as { state_cart: string }).state_cart)).toEqual([
      { pId: 'a', qty: 2 },
    ]);
    const wishMerge = calls.find((c) => c.path === '/api/wishlist/state-to-db/user1');
    expect(JSON.parse((wishMerge?.body as { state_wishlist: string }).state_wishlist)).toEqual([
      { pId: 'w1' },
    ]);
    expect($cart.get().map(({ pId, qty }) => ({ pId, qty }))).toEqual([
      { pId: 'a', qty: 3 },
      { pId: 'server', qty: 1 },
    ]);
    expect($wishlist.get()).toEqual([{ pId: 'w1' }, { pId: 'w2' }]);
    expect(JSON.parse(getTestStorage().User!)).toEqual({ ...customer, cartId: 'cart1' });
    expect(firstName($user.get()!)).toBe('Asha');
  });

  it('registration merges the same way', async () => {
    const calls = fakeServer();
    const outcome = await register({
      name: customer.name,
      email: customer.email,
      password: 'p4ssword!',
      confirmPassword: 'p4ssword!',
      acceptTerms: true,
    });
    expect(outcome.ok).toBe(true);
    expect(calls.map((c) => c.path)).toContain('/api/cart/state-to-cart/user1');
    expect($cart.get()).toHaveLength(2);
  });

  it('returns the server message and field errors when refused, and stays signed out', async () => {
    fakeServer((call) =>
      call.path === '/api/user/register-user'
        ? {
            status: 400,
            body: {
              msg: 'Invalid registration',
              errors: { confirmPassword: 'Passwords must match!!' },
            },
          }
        : undefined,
    );
    const outcome = await register({
      name: 'A B',
      email: 'a@b.in',
      password: '12345678',
      confirmPassword: 'x',
      acceptTerms: true,
    });
    expect(outcome).toMatchObject({
      ok: false,
      status: 400,
      errors: { confirmPassword: 'Passwords must match!!' },
    });
    expect($user.get()).toBeNull();
  });

  it('says "Client side error" when the network fails', async () => {
    stubFetch(() => 'network');
    const outcome = await login({ email: 'a@b.in', password: 'x', remember: false });
    expect(outcome).toMatchObject({ ok: false, status: 0, msg: 'Client side error' });
  });
});

describe('logout', () => {
  it('clears the user, cart, wishlist and their storage', async () => {
    fakeServer();
    await login({ email: customer.email, password: 'secret-password', remember: false });
    expect(Object.keys(getTestStorage()).sort()).toEqual(['Cartlist', 'User', 'wishlist']);
    await logout();
    expect($user.get()).toBeNull();
    expect($cart.get()).toEqual([]);
    expect($wishlist.get()).toEqual([]);
    expect(getTestStorage()).toEqual({});
  });
});

describe('background saves when signed in', () => {
  beforeEach(() => $user.set({ ...customer, cartId: 'cart1' }));

  it('sends the final quantity of each change and the delete with the cart id', async () => {
    const calls = fakeServer();
    addToCart(product('a', 100));
    setCartQty('a', 4);
    removeFromCart('a');
    addToWishlist('w');
    await flushPending();
    await settle();
    expect(calls.map((c) => `${c.method} ${c.path} ${JSON.stringify(c.body ?? '')}`)).toEqual([
      'POST /api/cart/add-to-db/user1 {"pId":"a","qty":1}',
      'DELETE /api/cart/delete-from-db-cart/cart1/a ""',
      'POST /api/wishlist/add-to-db-wishlist/user1/w ""',
    ]);
    expect($pending.get()).toEqual([]);
  });

  it('keeps saves that met a network error or a 5xx and sends them on the next flush', async () => {
    let down = true;
    const calls = fakeServer((call) =>
      down && call.path.startsWith('/api/cart')
        ? calls.length % 2
          ? 'network'
          : { status: 503 }
        : undefined,
    );
    addToCart(product('a', 100), 2);
    await flushPending();
    expect($pending.get()).toEqual([{ area: 'cart', pId: 'a', qty: 2 }]);
    expect(JSON.parse(getTestStorage()['chandi:pending']!)).toHaveLength(1);
    expect(await flushPending()).toBe(false);
    down = false;
    expect(await flushPending()).toBe(true);
    expect($pending.get()).toEqual([]);
    expect($cart.get()[0]?.qty).toBe(2);
  });

  it('drops a product the server refuses (404 gone, 409 out of stock) with a toast', async () => {
    fakeServer((call) =>
      call.path === '/api/cart/add-to-db/user1'
        ? { status: 409, body: { msg: 'Piece b is out of stock and cannot be added to the cart' } }
        : undefined,
    );
    addToCart(product('b', 100));
    await flushPending();
    await settle();
    expect($cart.get()).toEqual([]);
    expect($toasts.get().map((t) => [t.text, t.duration])).toEqual([
      ['Piece b is out of stock and cannot be added to the cart', 1500],
    ]);
  });

  it('forgets the stored user when the cookie is gone', async () => {
    fakeServer((call) =>
      call.path === '/api/user/me' || call.path.startsWith('/api/cart')
        ? { status: 401 }
        : undefined,
    );
    addToCart(product('a', 100));
    await flushPending();
    await settle();
    expect($user.get()).toBeNull();
    expect($pending.get()).toEqual([]);
    expect($cart.get()).toHaveLength(1);
  });

  it('confirmUser refreshes the stored user from /api/user/me', async () => {
    fakeServer((call) =>
      call.path === '/api/user/me'
        ? { status: 200, body: { User: { ...customer, name: 'Asha R' }, cartId: 'cart9' } }
        : undefined,
    );
    expect(await confirmUser(true)).toBe('signed-in');
    expect($user.get()).toEqual({ ...customer, name: 'Asha R', cartId: 'cart9' });
  });
});
