import { inArray, sql } from 'drizzle-orm';
import * as z from 'zod';
import {
  cartItems,
  inquiryItems,
  productImages,
  products,
  wishlistItems,
} from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import type { BlobStore } from '../../lib/blob-store';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { idPattern } from '../../lib/ids';
import { deleteImage } from '../../lib/uploads';
import { categoryNames, productAuditFields } from './product.audit';

/** Most products one bulk action takes: a few pages of the admin's list. */
export const bulkLimit = 500;

/** `POST /api/admin/products/bulk`: what to do with which products. */
export const bulkInput = z.object({
  action: z.enum(['activate', 'deactivate', 'delete'], {
    error: 'must be activate, deactivate or delete',
  }),
  ids: z
    .array(z.string().regex(idPattern, 'must be product ids'), { error: 'must be a list of ids' })
    .min(1, 'must name at least one product')
    .max(bulkLimit, `must name at most ${bulkLimit} products`),
});

/** What a bulk action did: products changed, and ids that were not (or no longer) there. */
export interface BulkResult {
  changed: number;
  missing: number;
}

const plural = (n: number) => `${n} product${n === 1 ? '' : 's'}`;

/** The message for a bulk action's result, e.g. "3 products deactivated (1 was already gone)". */
export function bulkMessage(action: z.output<typeof bulkInput>['action'], result: BulkResult) {
  const done = {
    activate: 'marked in stock',
    deactivate: 'marked out of stock',
    delete: 'deleted',
  };
  const gone = result.missing ? ` (${result.missing} no longer existed)` : '';
  return `${plural(result.changed)} ${done[action]}${gone}`;
}

/**
 * Mark products in or out of stock, or delete them, in one batch with an audit entry for each;
 * products already in the asked state are left alone. 404 when none of the ids exists.
 */
export async function bulkProducts(
  db: Db,
  blobs: BlobStore,
  input: z.output<typeof bulkInput>,
  now: number,
  actor: Actor,
): Promise<BulkResult> {
  const ids = [...new Set(input.ids)];
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  if (rows.length === 0) throw notFound('None of these products exists any more');
  const missing = ids.length - rows.length;
  if (input.action !== 'delete') {
    const status = input.action === 'activate';
    const changing = rows.filter((row) => row.status !== status);
    if (changing.length === 0) return { changed: 0, missing };
    const changingIds = changing.map((row) => row.id);
    await db.batch([
      db
        .update(products)
        .set({ status, version: sql`${products.version} + 1`, updatedAt: now })
        .where(inArray(products.id, changingIds)),
      ...changing.map((row) =>
        auditEntry(db, {
          actor,
          entity: 'product',
          entityId: row.id,
          action: input.action,
          before: { name: row.name, status: row.status },
          after: { name: row.name, status },
          at: now,
        }),
      ),
      bumpCatalogueVersion(db, now),
    ]);
    return { changed: changing.length, missing };
  }
  const found = rows.map((row) => row.id);
  const images = await db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, found));
  const names = await categoryNames(
    db,
    rows.map((row) => row.categoryId),
  );
  await db.batch([
    db.update(inquiryItems).set({ productId: null }).where(inArray(inquiryItems.productId, found)),
    ...rows.map((row) =>
      auditEntry(db, {
        actor,
        entity: 'product',
        entityId: row.id,
        action: 'delete',
        before: productAuditFields(
          row,
          names.get(row.categoryId),
          images.filter((image) => image.productId === row.id).map((image) => image.key),
        ),
        at: now,
      }),
    ),
    db.delete(cartItems).where(inArray(cartItems.productId, found)),
    db.delete(wishlistItems).where(inArray(wishlistItems.productId, found)),
    db.delete(productImages).where(inArray(productImages.productId, found)),
    db.delete(products).where(inArray(products.id, found)),
    bumpCatalogueVersion(db, now),
  ]);
  await Promise.all(images.map((image) => deleteImage(blobs, image)));
  return { changed: rows.length, missing };
}
