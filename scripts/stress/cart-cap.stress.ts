import { expect, it } from 'vitest';
import { inStockProducts, postJson, registerCustomer } from './customer';
import { stress } from './settings';
import { useFreshShop } from './shop-server';

// Issue #7: 50 concurrent `add-to-db {pId}` calls on one cart line end at the cap (10), each
// answered 2xx or a clear 4xx; no add is lost or counted twice (DESIGN §9 "Concurrent cart writes").
const shop = useFreshShop();

it('caps one cart line at 10 under 50 concurrent adds, losing and doubling none', async () => {
  const customer = await registerCustomer(shop().base);
  const product = (await inStockProducts(shop().base))[0]!;
  const url = `${shop().base}/api/cart/add-to-db/${customer.id}`;
  const answers = await Promise.all(
    Array.from({ length: stress.cartCalls }, async () => {
      const response = await postJson(url, { pId: product._id }, customer.cookie);
      return {
        status: response.status,
        body: (await response.json()) as { msg?: string; qty?: number },
      };
    }),
  );

  for (const { status, body } of answers) {
    const clear = typeof body.msg === 'string' && body.msg.length > 0;
    const accepted = status >= 200 && status < 300;
    const refused = status >= 400 && status < 500 && clear;
    expect(accepted || refused, `answer ${status} ${JSON.stringify(body)}`).toBe(true);
  }
  // Each accepted add saw the line one higher than the last until the cap: 1, 2, ... 10, 10, ...
  // A lost add would leave a gap; a doubled one would repeat a number below 10.
  const quantities = answers
    .filter((a) => a.status >= 200 && a.status < 300)
    .map((a) => a.body.qty!)
    .sort((a, b) => a - b);
  expect(quantities).toEqual(quantities.map((_, i) => Math.min(i + 1, 10)));
  console.log(
    `Cart cap: ${answers.length} calls, ${quantities.length} answered 2xx, quantities seen ${[...new Set(quantities)].join(',')}`,
  );

  // The stored line, read back through the cart merge with an empty local cart.
  const merged = await postJson(
    `${shop().base}/api/cart/state-to-cart/${customer.id}`,
    { state_cart: '[]' },
    customer.cookie,
  );
  const { UserCart } = (await merged.json()) as {
    UserCart: { products: { product_id: { _id: string }; qty: number }[] };
  };
  expect(UserCart.products).toEqual([
    expect.objectContaining({ product_id: expect.objectContaining({ _id: product._id }), qty: 10 }),
  ]);
});
