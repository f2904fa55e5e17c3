import { cleanTestStorage, getTestStorage, product } from './test-env';
import { beforeEach, expect, it } from 'vitest';
import { $cart, addToCart, emptyCart, refreshCartProducts, replaceCartFromServer } from './cart';
import { $user } from './session';

beforeEach(() => {
  $user.set(null);
  emptyCart();
  cleanTestStorage();
});

const seen = () =>
  $cart.get().map(({ pId, total_price, seen_price }) => [pId, total_price, seen_price]);

it('remembers the price a line was added at through re-adds, refreshes and storage', () => {
  addToCart(product('a', 3_548));
  addToCart(product('a', 3_925));
  refreshCartProducts([product('a', 3_990)]);
  expect(seen()).toEqual([['a', 3_990, 3_548]]);
  expect(JSON.parse(getTestStorage().Cartlist!)).toEqual([
    expect.objectContaining({ pId: 'a', total_price: 3_990, seen_price: 3_548 }),
  ]);
});

it("takes the server's price seen; a line without one counts as seen at today's price", () => {
  replaceCartFromServer([
    { product_id: product('a', 3_925), qty: 1, seen_total_price: 3_548 },
    { product_id: product('b', 900), qty: 2, seen_total_price: null },
  ]);
  expect(seen()).toEqual([
    ['a', 3_925, 3_548],
    ['b', 900, 900],
  ]);
});
