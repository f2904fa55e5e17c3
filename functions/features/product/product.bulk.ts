import { inArray, sql } from 'drizzle-orm';
import * as z from '../../lib/zod';
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
import { productCount } from './product-count';
import { categoryNames, productAuditFields } from './product.audit';

/** Most products one bulk action takes: a few pages of the admin's list. */
export const bulkLimit = 500;

/** `POST /api/admin/products/bulk`: what to do with which products. */
export const bulkInput = z.object({
  action: z.enum(['activate', 'deactivate', 'hide', 'show', 'delete'], {
    error: 'must be activate, deactivate, hide, show or delete',
  }),
  ids: z
    .array(z.string().check(z.regex(idPattern, 'must be product ids')), {
      error: 'must be a list of ids',
    })
    .check(
      z.minLength(1, 'must name at least one product'),
      z.maxLength(bulkLimit, `must name at most ${bulkLimit} products`),
    ),
});

/** The switches a bulk action flips, as they were: what its Undo puts back. */
export interface PieceState {
  id: string;
  status: boolean;
  hidden: boolean;
}

/**
 * What a bulk action did: products changed, ids that were not (or no longer) there, and each
 * changed product's switches before (none for a delete, which cannot be undone).
 */
export interface BulkResult {
  changed: number;
  missing: number;
  previous: PieceState[];
}

/** The message for a bulk action's result, e.g. "3 products deactivated (1 was already gone)". */
export function bulkMessage(
  action: z.output<typeof bulkInput>['action'],
  result: Pick<BulkResult, 'changed' | 'missing'>,
) {
  const done = {
    activate: 'marked in stock',
    deactivate: 'marked out of stock',
    hide: 'hidden from the shop',
    show: 'shown in the shop',
    delete: 'deleted',
  };
  const gone = result.missing ? ` (${result.missing} no longer existed)` : '';
  return `${productCount(result.changed)} ${done[action]}${gone}`;
}

// The one switch each action sets, and to what.
const switches = {
  activate: ['status', true],
  deactivate: ['status', false],
  hide: ['hidden', true],
  show: ['hidden', false],
} as const;

/**
 * Mark products in or out of stock, hide or show them, or delete them, in one batch with an audit
 * entry for each; products already in the asked state are left alone. 404 when none of the ids
 * exists.
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
    const [field, value] = switches[input.action];
    const changing = rows.filter((row) => row[field] !== value);
    if (changing.length === 0) return { changed: 0, missing, previous: [] };
    const changingIds = changing.map((row) => row.id);
    await db.batch([
      db
        .update(products)
        .set({
          ...(field === 'status' ? { status: value } : { hidden: value }),
          version: sql`${products.version} + 1`,
          updatedAt: now,
        })
        .where(inArray(products.id, changingIds)),
      ...changing.map((row) =>
        auditEntry(db, {
          actor,
          entity: 'product',
          entityId: row.id,
          action: input.action,
          before: { name: row.name, [field]: row[field] },
          after: { name: row.name, [field]: value },
          at: now,
        }),
      ),
      bumpCatalogueVersion(db, now),
    ]);
    const previous = changing.map(({ id, status, hidden }) => ({ id, status, hidden }));
    return { changed: changing.length, missing, previous };
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
  return { changed: rows.length, missing, previous: [] };
}
