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

const breakupAt = (rate: number, total: number) => ({
  metal: total - 400,
  making: 280,
  other: 0,
  gst: 120,
  total,
  rate,
  rateDate: '2026-11-26',
});

it("keeps a rate-linked piece's breakup from when it was added, and the server's", () => {
  addToCart(product('a', 4_132, { breakup: breakupAt(215, 4_132) }));
  addToCart(product('a', 4_200, { breakup: breakupAt(219, 4_200) }));
  addToCart(product('b', 900));
  expect($cart.get().map((e) => [e.pId, e.seen_breakup?.rate])).toEqual([
    ['a', 215],
    ['b', undefined],
  ]);
  expect(JSON.parse(getTestStorage().Cartlist!)[0].seen_breakup).toEqual(breakupAt(215, 4_132));

  replaceCartFromServer([
    {
      product_id: product('a', 4_200, { breakup: breakupAt(219, 4_200) }),
      qty: 1,
      seen_total_price: 4_132,
      seen_breakup: breakupAt(215, 4_132),
    },
  ]);
  expect($cart.get()[0]).toMatchObject({ seen_price: 4_132, seen_breakup: { rate: 215 } });
});
