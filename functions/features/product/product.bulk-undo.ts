import { inArray, sql } from 'drizzle-orm';
import * as z from '../../lib/zod';
import { products } from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { idPattern } from '../../lib/ids';
import { bulkLimit, type PieceState } from './product.bulk';
import { productCount } from './product-count';

/**
 * `POST /api/admin/products/bulk/undo`: the `previous` list a bulk action answered, sent back.
 * Strict: each entry names a product and its two switches and nothing else, so an Undo can change
 * no other field.
 */
export const bulkUndoInput = z.strictObject({
  restore: z
    .array(
      z.strictObject({
        id: z.string().check(z.regex(idPattern, 'must be a product id')),
        status: z.boolean({ error: 'must be true or false' }),
        hidden: z.boolean({ error: 'must be true or false' }),
      }),
      { error: 'must be the list a bulk action answered' },
    )
    .check(
      z.minLength(1, 'must name at least one product'),
      z.maxLength(bulkLimit, `must name at most ${bulkLimit} products`),
    ),
});

/** The message for an Undo's result, e.g. "3 products restored (1 no longer existed)". */
export function bulkUndoMessage(result: { changed: number; missing: number }) {
  const gone = result.missing ? ` (${result.missing} no longer existed)` : '';
  return `${productCount(result.changed)} restored${gone}`;
}

const key = (state: Pick<PieceState, 'status' | 'hidden'>) => `${state.status}|${state.hidden}`;

/**
 * Put each product's stock and hidden switches back as they were before a bulk action, in one
 * batch with an audit entry each; only those two fields of those products change, and products
 * already so are left alone. 404 when none of them exists any more.
 */
export async function undoBulkProducts(
  db: Db,
  restore: PieceState[],
  now: number,
  actor: Actor,
): Promise<{ changed: number; missing: number }> {
  const wanted = new Map(restore.map((piece) => [piece.id, piece]));
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]));
  if (rows.length === 0) throw notFound('None of these products exists any more');
  const missing = wanted.size - rows.length;
  const changing = rows.filter((row) => key(row) !== key(wanted.get(row.id)!));
  if (changing.length === 0) return { changed: 0, missing };
  // One update per combination of the two switches: at most four statements however many pieces.
  const groups = new Map<string, { state: PieceState; ids: string[] }>();
  for (const row of changing) {
    const state = wanted.get(row.id)!;
    const group = groups.get(key(state)) ?? { state, ids: [] };
    group.ids.push(row.id);
    groups.set(key(state), group);
  }
  await db.batch([
    bumpCatalogueVersion(db, now),
    ...[...groups.values()].map(({ state, ids }) =>
      db
        .update(products)
        .set({
          status: state.status,
          hidden: state.hidden,
          version: sql`${products.version} + 1`,
          updatedAt: now,
        })
        .where(inArray(products.id, ids)),
    ),
    ...changing.map((row) => {
      const state = wanted.get(row.id)!;
      return auditEntry(db, {
        actor,
        entity: 'product',
        entityId: row.id,
        action: 'undo',
        before: { name: row.name, status: row.status, hidden: row.hidden },
        after: { name: row.name, status: state.status, hidden: state.hidden },
        at: now,
      });
    }),
  ]);
  return { changed: changing.length, missing };
}
