import { beforeEach, describe, expect, it } from 'vitest';
import { inquiryItems } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { signedInAdmin } from '../../test/admins';
import { jsonRequest, registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import { approvedBuyer } from '../../test/trade';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let buyer: Awaited<ReturnType<typeof registerCustomer>>;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let ring: { id: string; code: string };
let chain: { id: string; code: string };

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  owner = await signedInAdmin(app, deps.db, 'owner');
  const category = await addCategory(deps.db);
  ring = await addProduct(deps.db, category.id, { sizeType: 'ring', sizes: '12,14' });
  chain = await addProduct(deps.db, category.id);
  const terms = { making_kind: null, making_charge: null, min_qty: 6 };
  await app.request(
    `/api/admin/trade/products/${ring.id}`,
    jsonRequest('PUT', terms, owner.cookie),
  );
  buyer = await approvedBuyer(app, owner.cookie);
  customer = await registerCustomer(app, 'Bela Rao');
});

type Who = { id: string; cookie: string };
const add = (who: Who, body: object) =>
  app.request(`/api/cart/add-to-db/${who.id}`, jsonRequest('POST', body, who.cookie));
const merge = (who: Who, state: object[]) =>
  app.request(
    `/api/cart/state-to-cart/${who.id}`,
    jsonRequest('POST', { state_cart: JSON.stringify(state) }, who.cookie),
  );
const inquire = (who: Who | null, extra: object) =>
  app.request(
    '/api/inquiry/send-inquiry',
    jsonRequest(
      'POST',
      {
        name: 'Ravi Mehta',
        email: 'ravi@example.in',
        phone: '98290 12345',
        message: 'Rates?',
        ...extra,
      },
      who?.cookie,
    ),
  );

describe("a trade buyer's cart", () => {
  it('starts a line of a design with a minimum at that minimum, and adds from there', async () => {
    const first = await add(buyer, { pId: ring.id, size: '12' });
    expect(((await first.json()) as { qty: number }).qty).toBe(6);
    const again = await add(buyer, { pId: ring.id, size: '12' });
    expect(((await again.json()) as { qty: number }).qty).toBe(7);
    // Another size is a line of its own, with the same minimum.
    const other = await add(buyer, { pId: ring.id, size: '14' });
    expect(((await other.json()) as { qty: number }).qty).toBe(6);
    const free = await add(buyer, { pId: chain.id });
    expect(((await free.json()) as { qty: number }).qty).toBe(1);
  });

  it('raises a quantity set below the minimum to it (the browser takes the answer); a retail customer has none', async () => {
    const below = await add(buyer, { pId: ring.id, size: '12', qty: 5 });
    expect(below.status).toBe(200);
    expect(((await below.json()) as { qty: number }).qty).toBe(6);
    const above = await add(buyer, { pId: ring.id, size: '12', qty: 8 });
    expect(((await above.json()) as { qty: number }).qty).toBe(8);
    const retail = await add(customer, { pId: ring.id, size: '12', qty: 1 });
    expect(((await retail.json()) as { qty: number }).qty).toBe(1);
    const retailAdd = await add(customer, { pId: chain.id });
    expect(((await retailAdd.json()) as { qty: number }).qty).toBe(1);
  });

  it('raises merged lines to the minimum, and only for the buyer', async () => {
    const state = [
      { pId: ring.id, qty: 2, size: '14' },
      { pId: chain.id, qty: 2 },
    ];
    const mine = (await (await merge(buyer, state)).json()) as {
      UserCart: { products: { product_id: { _id: string }; qty: number }[] };
    };
    expect(mine.UserCart.products.map((line) => [line.product_id._id, line.qty])).toEqual([
      [ring.id, 6],
      [chain.id, 2],
    ]);
    const theirs = (await (await merge(customer, state)).json()) as typeof mine;
    expect(theirs.UserCart.products.map((line) => line.qty)).toEqual([2, 2]);
  });
});

describe("a trade buyer's inquiry", () => {
  it('is refused below a minimum, naming each piece, and nothing is stored', async () => {
    const short = await inquire(buyer, {
      items: [
        { pId: ring.id, qty: 3, size: '12' },
        { pId: ring.id, qty: 2, size: '12' },
        { pId: chain.id, qty: 1 },
      ],
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { errors: object }).errors).toEqual({
      'items.0.qty': 'must be at least 6: the trade minimum of this design',
      'items.1.qty': 'must be at least 6: the trade minimum of this design',
    });
    const typed = await inquire(buyer, { productCodes: [ring.code, chain.code] });
    expect(((await typed.json()) as { errors: Record<string, string> }).errors.productCodes).toBe(
      `${ring.code} (at least 6): add it to your cart with the quantity to send the inquiry`,
    );
    expect(await deps.db.select().from(inquiryItems)).toEqual([]);
  });

  it('goes through at the minimum; a retail customer and a guest ask for one', async () => {
    const enough = await inquire(buyer, {
      items: [
        { pId: ring.id, qty: 4, size: '12' },
        { pId: ring.id, qty: 2, size: '12' },
      ],
    });
    expect(enough.status).toBe(201);
    expect((await inquire(customer, { productCodes: [ring.code] })).status).toBe(201);
    expect((await inquire(null, { items: [{ pId: ring.id, qty: 1, size: '14' }] })).status).toBe(
      201,
    );
  });
});
