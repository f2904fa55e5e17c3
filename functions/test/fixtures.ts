import { categories, productImages, products } from '../../db/schema';
import type { Db } from '../lib/db';
import { newId } from '../lib/ids';
import { discountedPaise } from '../../src/contract/money';

/** Insert a category directly; returns its row. */
export async function addCategory(db: Db, fields: Partial<typeof categories.$inferInsert> = {}) {
  const id = newId();
  const [row] = await db
    .insert(categories)
    .values({
      id,
      name: 'Rings',
      slug: `rings-${id.slice(0, 6).toLowerCase()}`,
      description: 'Silver rings',
      ...fields,
    })
    .returning();
  return row!;
}

let clock = Date.UTC(2026, 0, 1);

/** Insert a product directly (each one newer than the last); returns its row. */
export async function addProduct(
  db: Db,
  categoryId: string,
  fields: Partial<typeof products.$inferInsert> = {},
) {
  const id = newId();
  const pricePaise = fields.pricePaise ?? 149_900;
  const discount = fields.discount ?? 10;
  clock += 1000;
  const [row] = await db
    .insert(products)
    .values({
      id,
      name: `Ring ${id}`,
      slug: `ring-${id.toLowerCase()}`,
      description: 'A ring',
      code: `R-${id.slice(0, 8).toUpperCase()}`,
      pricePaise,
      discount,
      totalPaise: discountedPaise(pricePaise, discount),
      categoryId,
      weightTenths: 52,
      createdAt: clock,
      ...fields,
    })
    .returning();
  return row!;
}

/** Attach an image record to a product. */
export async function addImage(db: Db, productId: string, position = 0) {
  await db.insert(productImages).values({
    id: newId(),
    productId,
    key: `test/${productId}/${position}`,
    widths: '400,800',
    width: 1200,
    height: 1200,
    alt: `View ${position}`,
    position,
  });
}
