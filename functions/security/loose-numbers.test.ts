import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema';
import { formRequest, jsonRequest } from '../test/customers';
import { imageFile } from '../test/images';
import { validBodies } from './bodies';
import { fillPath } from './routes';
import { createWorld, readAnswer, valuesFor, type World } from './world';

let world: World;
beforeAll(async () => {
  world = await createWorld();
});

/** What `Number()` reads as a number but no person means as one, in a JSON body. */
const looseJson: [string, unknown][] = [
  ['a hex string', '0x5'],
  ['an exponent string', '1e1'],
  ['a binary string', '0b1'],
  ['Infinity as text', 'Infinity'],
  ['a blank string', ' '],
  ['true', true],
  ['a list holding a number', [5]],
];

/** The same in a multipart form, where every field is text. */
const looseForm = ['0x10', '1e1', '0b1', 'Infinity', '', ' ', 'true', '1,499', '+5', '5.'];

const qtyOf = async (userId: string, productId: string) => {
  const [row] = await world.deps.db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  return row?.qty;
};

describe('cart quantities', () => {
  it('take only a JSON number: "0x5", "1e1", true, [5] and "5" answer 400 naming qty', async () => {
    const { a, other } = world;
    for (const [what, qty] of [...looseJson, ['a decimal string', '5'] as [string, unknown]]) {
      const response = await world.app.request(
        `/api/cart/add-to-db/${a.id}`,
        jsonRequest('POST', { pId: other.id, qty }, a.cookie),
      );
      const answer = await readAnswer(response);
      expect({ what, status: answer.status }).toEqual({ what, status: 400 });
      expect(answer.body).toMatchObject({ status: 0, errors: { qty: expect.any(String) } });
    }
    expect(await qtyOf(a.id, other.id)).toBeUndefined();
    const fine = await world.app.request(
      `/api/cart/add-to-db/${a.id}`,
      jsonRequest('POST', { pId: other.id, qty: 4 }, a.cookie),
    );
    expect(fine.status).toBe(200);
    expect(await qtyOf(a.id, other.id)).toBe(4);
  });

  it('in a merged local cart: an entry with such a qty is dropped, not read as a number', async () => {
    const { b, product } = world;
    expect(await qtyOf(b.id, product.id)).toBe(3);
    for (const [what, qty] of looseJson) {
      const response = await world.app.request(
        `/api/cart/state-to-cart/${b.id}`,
        jsonRequest('POST', { state_cart: JSON.stringify([{ pId: product.id, qty }]) }, b.cookie),
      );
      expect({ what, status: response.status }).toEqual({ what, status: 200 });
      expect({ what, qty: await qtyOf(b.id, product.id) }).toEqual({ what, qty: 3 });
    }
  });
});

describe('product prices, discounts and weights', () => {
  const routes = ['POST /api/product/create', 'PUT /api/product/update/:id'];
  const fields = ['price', 'discount', 'weight'];
  const path = (key: string) => fillPath(key.split(' ')[1]!, valuesFor(world, world.a));
  const method = (key: string) => key.split(' ')[0]!;
  let made = 0;
  /** The route's valid fields, with a fresh name and code on create so only `field` can fail. */
  const bodyFor = (key: string) => {
    made += 1;
    const body = { ...validBodies(world)[key] };
    if (key.includes('create')) Object.assign(body, { name: `Piece ${made}`, code: `LN-${made}` });
    return body;
  };

  it('refuse loose JSON values with 400 naming the field', async () => {
    for (const key of routes) {
      for (const field of fields) {
        for (const [what, value] of [...looseJson, ['a hex price', '0x10'] as [string, unknown]]) {
          const body = { ...bodyFor(key), [field]: value };
          const response = await world.app.request(
            path(key),
            jsonRequest(method(key), body, world.admin),
          );
          const answer = await readAnswer(response);
          expect({ key, field, what, status: answer.status }).toEqual({
            key,
            field,
            what,
            status: 400,
          });
          expect(answer.body).toMatchObject({ errors: { [field]: expect.stringMatching(/must/) } });
        }
      }
    }
  });

  it('refuse loose form text with 400 naming the field, and take plain decimals', async () => {
    const image = await imageFile(64);
    // A new product needs a picture: with one, only the number can be wrong.
    const formOf = (body: Record<string, unknown>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) form.set(name, String(value));
      form.set('image', image);
      return form;
    };
    for (const key of routes) {
      for (const field of fields) {
        for (const value of looseForm) {
          const form = formOf({ ...bodyFor(key), [field]: value });
          const response = await world.app.request(
            path(key),
            formRequest(method(key), form, world.admin),
          );
          const answer = await readAnswer(response);
          expect({ key, field, value, status: answer.status }).toEqual({
            key,
            field,
            value,
            status: 400,
          });
          expect(answer.body).toMatchObject({ errors: { [field]: expect.stringMatching(/must/) } });
        }
      }
      const plain = { ...bodyFor(key), price: ' 1499.50 ', discount: '10', weight: '5.2' };
      const response = await world.app.request(
        path(key),
        formRequest(method(key), formOf(plain), world.admin),
      );
      expect({ key, status: response.status }).toEqual({
        key,
        status: key.includes('create') ? 201 : 200,
      });
    }
    const saved = await world.deps.db.query.products.findFirst({
      where: (row, { eq }) => eq(row.id, world.product.id),
    });
    expect(saved).toMatchObject({ pricePaise: 149_950, discount: 10, weightTenths: 52 });
  });
});
