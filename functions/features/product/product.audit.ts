import { inArray } from 'drizzle-orm';
import { categories, type products } from '../../../db/schema';
import type { Db } from '../../lib/db';

type ProductRow = typeof products.$inferSelect;

// Bookkeeping that every save changes; the trail records what the owner changed.
const bookkeeping = new Set(['id', 'createdAt', 'updatedAt', 'version']);

/**
 * A product as the audit trail records it: every stored field except bookkeeping, the category by
 * name (an id means nothing to the owner reading the trail) and, when given, the images' keys.
 * New product columns appear here by themselves.
 */
export function productAuditFields(
  row: Partial<ProductRow>,
  categoryName: string | undefined,
  imageKeys?: string[],
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (bookkeeping.has(key)) continue;
    if (key === 'categoryId') fields.category = categoryName ?? value;
    else fields[key] = value;
  }
  if (imageKeys) fields.images = imageKeys;
  return fields;
}

/** Category id → name for the given ids, to name categories in audit entries. */
export async function categoryNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const names = new Map<string, string>();
  for (let start = 0; start < unique.length; start += 500) {
    const rows = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, unique.slice(start, start + 500)));
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}
