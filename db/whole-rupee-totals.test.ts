import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { discountedPaise } from '../src/contract/money';
import { addCategory, addProduct } from '../functions/test/fixtures';
import { createDb, migrateDb } from '../functions/node/db';
import { cartItems, products, users } from './schema';

const statements = readFileSync(
  new URL('./migrations/0010_whole_rupee_totals.sql', import.meta.url),
  'utf8',
).split('--> statement-breakpoint');

it('rounds the totals saved to the paisa before to whole rupees, by the same rule as the code', async () => {
  const db = await createDb(':memory:');
  await migrateDb(db);
  const category = await addCategory(db);
  // [list price, discount, total as stored before DESIGN §11]
  const before: [number, number, number][] = [
    [459_900, 10, 413_910], // 4,139.10 → 4,139
    [249_950, 15, 212_458], // 2,124.575 → 2,125
    [100_100, 50, 50_050], // 500.50 → 501
    [249_950, 0, 249_950], // no discount: as typed
  ];
  const ids = [];
  for (const [pricePaise, discount, totalPaise] of before)
    ids.push((await addProduct(db, category.id, { pricePaise, discount, totalPaise })).id);
  await db.insert(users).values({
    id: 'u1',
    name: 'Meera',
    email: 'meera@example.com',
    passwordHash: '-',
    cartId: 'c1',
  });
  await db.insert(cartItems).values([
    { userId: 'u1', productId: ids[0]!, qty: 1, seenTotalPaise: 413_910 },
    { userId: 'u1', productId: ids[3]!, qty: 1, seenTotalPaise: 249_950 },
  ]);
  for (const statement of statements) await db.run(sql.raw(statement));
  for (const [index, [pricePaise, discount]] of before.entries()) {
    const [row] = await db.select().from(products).where(eq(products.id, ids[index]!));
    expect(row?.totalPaise).toBe(discountedPaise(pricePaise, discount));
  }
  // The price a cart line saw is rounded alike; a piece without a discount keeps its paise.
  const seen = await db.select().from(cartItems).orderBy(cartItems.seenTotalPaise);
  expect(seen.map((line) => line.seenTotalPaise)).toEqual([249_950, 413_900]);
});
