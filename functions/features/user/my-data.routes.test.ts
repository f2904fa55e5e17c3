import { expect, it } from 'vitest';
import { cartItems, inquiryEvents, wishlistItems } from '../../../db/schema';
import { createApp } from '../../app';
import { newId } from '../../lib/ids';
import { registerCustomer } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { addInquiry } from '../../test/inquiries';
import { createTestDeps } from '../../test/memory-deps';

it("gives a signed-in customer their own data as one JSON file, and nobody else's", async () => {
  const deps = await createTestDeps();
  const app = createApp(deps);
  const asha = await registerCustomer(app, 'Asha Verma');
  const ravi = await registerCustomer(app, 'Ravi Menon');
  const category = await addCategory(deps.db);
  const ring = await addProduct(deps.db, category.id);
  const chain = await addProduct(deps.db, category.id);
  await deps.db.insert(cartItems).values([
    { userId: asha.id, productId: ring.id, qty: 2, size: '14', seenTotalPaise: 250_000 },
    { userId: ravi.id, productId: chain.id, qty: 1 },
  ]);
  await deps.db.insert(wishlistItems).values([
    { userId: asha.id, productId: chain.id },
    { userId: ravi.id, productId: ring.id },
  ]);
  const mine = await addInquiry(deps.db, { userId: asha.id, fullname: 'Asha Verma' }, [
    { code: ring.code, qty: 2, pricePaise: 125_000 },
  ]);
  await addInquiry(deps.db, { userId: ravi.id, fullname: 'Ravi Menon', message: 'Ravi asks' });
  const event = (kind: 'note' | 'reply' | 'customer', body: string, createdAt: number) => ({
    id: newId(),
    inquiryId: mine.id,
    kind,
    authorName: kind === 'customer' ? 'Asha Verma' : 'Shop Owner',
    body,
    createdAt,
  });
  await deps.db
    .insert(inquiryEvents)
    .values([
      event('reply', 'Yes, size 14 is in stock.', 1),
      event('note', 'Internal: regular buyer', 2),
      event('customer', 'Can it be polished?', 3),
    ]);

  const response = await app.request('/api/user/my-data', { headers: { cookie: asha.cookie } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="chandi-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  const data = JSON.parse(text) as Record<string, unknown>;
  expect(data).toMatchObject({
    account: { name: 'Asha Verma', email: asha.email },
    cart: [{ code: ring.code, qty: 2, size: '14', priceSeenRupees: 2500 }],
    wishlist: [{ code: chain.code }],
    inquiries: [
      {
        name: 'Asha Verma',
        pieces: [{ code: ring.code, qty: 2, priceRupees: 1250 }],
        messages: [
          { from: 'the shop', kind: 'reply', text: 'Yes, size 14 is in stock.' },
          { from: 'you', kind: 'customer', text: 'Can it be polished?' },
        ],
      },
    ],
  });
  expect(data.inquiries).toHaveLength(1);
  for (const secret of ['Ravi', 'Internal: regular buyer', 'argon2', 'password'])
    expect(text).not.toContain(secret);

  expect((await app.request('/api/user/my-data')).status).toBe(401);
});
