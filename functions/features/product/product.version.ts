import { eq, sql } from 'drizzle-orm';
import { products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { HttpError } from '../../lib/errors';

/** The 409 a save of an out-of-date copy gets: the admin reloads instead of overwriting. */
export const staleProduct = () =>
  new HttpError(409, 'Someone else changed this product since you opened it', {
    version: 'is out of date: reload the product to see the other change',
  });

/**
 * A statement to open a save's batch: it fails, rolling the whole batch back, when the product's
 * version is no longer `expected`. The save checks the version before its batch too; this closes
 * the gap between that check and the batch (another admin's save committed in between). SQLite
 * has no RAISE outside triggers, so the failure is `json()` refusing text that is not JSON.
 */
export function versionGuard(db: Db, id: string, expected: number) {
  return db
    .select({
      current: sql`json(CASE WHEN ${products.version} = ${expected} THEN '1' ELSE 'stale' END)`,
    })
    .from(products)
    .where(eq(products.id, id));
}
