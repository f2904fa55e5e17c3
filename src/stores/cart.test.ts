import { cleanTestStorage, getTestStorage, product, stubFetch } from './test-env';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $cart,
  $cartCount,
  $cartSummary,
  addToCart,
  emptyCart,
  refreshCartProducts,
  removeFromCart,
  replaceCartFromServer,
  setCartQty,
  setShippingRule,
  shippingFor,
} from './cart';
import { $user } from './session';

beforeEach(() => {
  $user.set(null);
  emptyCart();
  cleanTestStorage();
});
afterEach(() => vi.unstubAllGlobals());

describe('cart', () => {
  it('counts products, not pieces, and keeps them under the Cartlist key as JSON', () => {
    addToCart(product('a', 100));
    addToCart(product('b', 250.5), 2);
    expect($cartCount.get()).toBe(2);
    const stored = JSON.parse(getTestStorage().Cartlist!) as {
      pId: string;
      qty: number;
      code: string;
    }[];
    expect(stored.map(({ pId, qty, code }) => ({ pId, qty, code }))).toEqual([
      { pId: 'a', qty: 1, code: 'CODE-A' },
      { pId: 'b', qty: 2, code: 'CODE-B' },
    ]);
  });

  it('recomputes the totals from entries × current prices after every change', () => {
    addToCart(product('a', 100));
    addToCart(product('b', 250.5), 2);
    expect($cartSummary.get()).toEqual({ count: 2, subtotal: 601, shipping: 12, total: 613 });
    setCartQty('a', 3);
    expect($cartSummary.get().subtotal).toBe(801);
    setCartQty('a', 3); // the same quantity twice does not add the price again
    expect($cartSummary.get().subtotal).toBe(801);
    refreshCartProducts([product('b', 200)]);
    expect($cartSummary.get().subtotal).toBe(700);
    removeFromCart('a');
    expect($cartSummary.get()).toEqual({ count: 1, subtotal: 400, shipping: 12, total: 412 });
    removeFromCart('b');
    expect($cartSummary.get()).toEqual({ count: 0, subtotal: 0, shipping: 0, total: 0 });
  });

  it('adds paise exactly (no floating-point drift)', () => {
    addToCart(product('a', 0.1), 3);
    addToCart(product('b', 0.2));
    expect($cartSummary.get().subtotal).toBe(0.5);
  });

  it('caps quantities at 10 and never goes below 1', () => {
    for (let i = 0; i < 12; i++) addToCart(product('a', 10));
    expect($cart.get()[0]?.qty).toBe(10);
    setCartQty('a', 0);
    expect($cart.get()[0]?.qty).toBe(1);
    addToCart(product('b', 10), 25);
    expect($cart.get()[1]?.qty).toBe(10);
  });

  it('charges ₹12 shipping up to ₹5,000 and nothing above it or on an empty cart', () => {
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(1)).toBe(12);
    expect(shippingFor(5000)).toBe(12);
    expect(shippingFor(5000.01)).toBe(0);
  });

  it("charges the shop's own shipping rule once the page sets it", () => {
    setShippingRule({ charge: 49.5, freeAbove: 1000 });
    try {
      addToCart(product('a', 400), 2);
      expect($cartSummary.get()).toMatchObject({ subtotal: 800, shipping: 49.5, total: 849.5 });
      setCartQty('a', 3);
      expect($cartSummary.get()).toMatchObject({ subtotal: 1200, shipping: 0, total: 1200 });
    } finally {
      setShippingRule({ charge: 12, freeAbove: 5000 });
    }
  });

  it('replaces the local cart with the server cart', () => {
    addToCart(product('a', 100), 4);
    addToCart(product('gone', 50));
    replaceCartFromServer([
      { product_id: product('a', 90), qty: 10 },
      { product_id: product('c', 20), qty: 2 },
    ]);
    expect($cart.get().map(({ pId, qty, total_price }) => ({ pId, qty, total_price }))).toEqual([
      { pId: 'a', qty: 10, total_price: 90 },
      { pId: 'c', qty: 2, total_price: 20 },
    ]);
    expect($cartSummary.get().subtotal).toBe(940);
  });

  it('emptying removes the Cartlist key', () => {
    addToCart(product('a', 100));
    emptyCart();
    expect(getTestStorage()).not.toHaveProperty('Cartlist');
    expect($cartCount.get()).toBe(0);
  });

  it('sends nothing for a visitor', () => {
    const calls = stubFetch(() => ({ status: 200 }));
    addToCart(product('a', 100));
    removeFromCart('a');
    expect(calls).toEqual([]);
  });
});
