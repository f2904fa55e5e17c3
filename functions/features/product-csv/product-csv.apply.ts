import { eq, sql } from 'drizzle-orm';
import { products, settings } from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { productAuditFields } from '../product/product.audit';
import { nextTurn } from './next-turn';
import type { ImportPlan } from './product-csv.plan';

/** The 409 of an apply whose plan no longer matches the catalogue (or the preview the admin saw). */
export const stalePlan = () =>
  new HttpError(
    409,
    'Products in this file changed since the preview (someone saved them meanwhile). Preview the file again, then apply.',
  );

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
const hex = (bytes: Uint8Array) =>
  [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The SHA-256 of each thousand items' JSON, in order: no step holds the event loop for long. */
async function hashes<T>(items: T[], each: (item: T) => unknown): Promise<string[]> {
  const done: string[] = [];
  for (let start = 0; start < items.length; start += 1000) {
    done.push(hex(await sha256(JSON.stringify(items.slice(start, start + 1000).map(each)))));
    await nextTurn();
  }
  return done;
}

/**
 * A short fingerprint of what a plan would do: the preview shows it and the apply must bring it
 * back, so the admin applies exactly the changes they looked at. Changes elsewhere in the
 * catalogue meanwhile do not alter it. A large plan is hashed a thousand rows at a time, so other
 * requests go on meanwhile.
 */
export async function planFingerprint(plan: ImportPlan): Promise<string> {
  const creates = await hashes(plan.creates, (c) => [c.row, c.columns]);
  const updates = await hashes(plan.updates, (u) => [
    u.row,
    u.before.id,
    u.before.version,
    u.changes,
    u.columns,
  ]);
  return hex((await sha256(JSON.stringify([creates, updates]))).slice(0, 12));
}

/**
 * A statement to open the apply's batch: it fails, rolling the batch back, when the catalogue's
 * version is no longer the one the plan was made from (SQLite has no RAISE outside triggers, so the
 * failure is `json()` refusing text that is not JSON).
 */
function catalogueGuard(db: Db, stamp: string | null) {
  return db
    .select({
      current: sql`json(CASE WHEN coalesce((${db
        .select({ value: settings.value })
        .from(settings)
        .where(
          eq(settings.key, 'catalogue_version'),
        )}), '') = ${stamp ?? ''} THEN '1' ELSE 'stale' END)`,
    })
    .from(sql`(SELECT 1)`);
}

// Multi-row inserts of this many products stay far below SQLite's bound-parameter limit.
const insertChunk = 100;

/**
 * Apply a plan without problems all or nothing, in one batch: the new products, the changed ones
 * (version raised), an audit entry for each and one for the import, and the catalogue version. 409
 * when the catalogue changed since the plan was made.
 */
export async function applyImport(
  db: Db,
  plan: ImportPlan,
  actor: Actor,
  now: number,
  categoryName: (id: string) => string | undefined,
): Promise<void> {
  const created = plan.creates.map((c) => ({ id: newId(), ...c.columns }));
  const inserts = [];
  for (let start = 0; start < created.length; start += insertChunk) {
    const rows = created.slice(start, start + insertChunk);
    inserts.push(
      db.insert(products).values(rows.map((row) => ({ ...row, createdAt: now, updatedAt: now }))),
    );
  }
  const statements = [
    ...inserts,
    ...created.map((row) =>
      auditEntry(db, {
        actor,
        entity: 'product',
        entityId: row.id,
        action: 'create',
        after: productAuditFields(row, categoryName(row.categoryId)),
        at: now,
      }),
    ),
    ...plan.updates.flatMap((update) => [
      db
        .update(products)
        .set({ ...update.columns, version: sql`${products.version} + 1`, updatedAt: now })
        .where(eq(products.id, update.before.id)),
      auditEntry(db, {
        actor,
        entity: 'product',
        entityId: update.before.id,
        action: 'update',
        before: productAuditFields(update.before, categoryName(update.before.categoryId)),
        after: productAuditFields(
          { ...update.before, ...update.columns },
          categoryName(update.columns.categoryId),
        ),
        at: now,
      }),
    ]),
    auditEntry(db, {
      actor,
      entity: 'import',
      entityId: null,
      action: 'products',
      after: { created: created.length, updated: plan.updates.length, unchanged: plan.unchanged },
      at: now,
    }),
    bumpCatalogueVersion(db, now),
  ];
  try {
    await db.batch([catalogueGuard(db, plan.catalogueStamp), ...statements]);
  } catch (error) {
    const [stamp] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'catalogue_version'));
    if ((stamp?.value ?? null) !== plan.catalogueStamp) throw stalePlan();
    throw error;
  }
}
