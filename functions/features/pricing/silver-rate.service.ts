import { and, desc, eq, sql } from 'drizzle-orm';
import { products, silverRates } from '../../../db/schema';
import {
  changePercent,
  needsConfirmation,
  rateLinkedPaise,
  type SilverRate,
} from '../../../src/contract/pricing';
import { auditEntry, type Actor } from '../../lib/audit';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import type { Db } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import { newId } from '../../lib/ids';

/** The rate in force: the newest one set (by when it was set, not by its date), or null before any. */
export async function currentSilverRate(db: Db): Promise<SilverRate | null> {
  const [row] = await db
    .select({ ratePaise: silverRates.ratePaise, rateDate: silverRates.rateDate })
    .from(silverRates)
    // rowid breaks ties between rates set in the same millisecond: the later insert wins.
    .orderBy(desc(silverRates.createdAt), sql`rowid desc`)
    .limit(1);
  return row ?? null;
}

/** A past rate as the dashboard lists it. */
export interface SilverRateEntry {
  _id: string;
  rate: number;
  date: string;
  by: string;
  at: string;
}

/** The newest `limit` rates, newest first, with who set them and when. */
export async function silverRateHistory(db: Db, limit: number): Promise<SilverRateEntry[]> {
  const rows = await db
    .select()
    .from(silverRates)
    .orderBy(desc(silverRates.createdAt), sql`rowid desc`)
    .limit(limit);
  return rows.map((row) => ({
    _id: row.id,
    rate: row.ratePaise / 100,
    date: row.rateDate,
    by: row.setByName,
    at: new Date(row.createdAt).toISOString(),
  }));
}

const rupees = (paise: number) => `₹${paise / 100}`;

/**
 * Set the day's rate and reprice every rate-linked product with it, in one batch with the history
 * row, the audit entry and the catalogue version (so the pages are rebuilt). A change of more than
 * 10 % from the current rate is refused (409) unless confirmed. Returns how many were repriced.
 */
export async function setSilverRate(
  db: Db,
  input: SilverRate & { confirm: boolean },
  actor: Actor,
  now: number,
): Promise<{ repriced: number }> {
  const previous = await currentSilverRate(db);
  if (previous && !input.confirm && needsConfirmation(previous.ratePaise, input.ratePaise)) {
    const change = changePercent(previous.ratePaise, input.ratePaise);
    throw new HttpError(
      409,
      `${rupees(input.ratePaise)}/g is ${Math.abs(change)} % ${change > 0 ? 'above' : 'below'} the current rate of ${rupees(previous.ratePaise)}/g. Check the figure and confirm to set it.`,
      { confirm: 'is needed for a change of more than 10 %' },
    );
  }
  const linked = await db
    .select({
      id: products.id,
      weightTenths: products.weightTenths,
      purity: products.purity,
      makingKind: products.makingKind,
      makingPaise: products.makingPaise,
      otherPaise: products.otherPaise,
      discount: products.discount,
    })
    .from(products)
    .where(eq(products.pricing, 'rate_linked'));
  const id = newId();
  const reprice = linked.map((row) =>
    db
      .update(products)
      .set(rateLinkedPaise(row, input.ratePaise))
      // Only if the inputs are still the ones priced here: a save that lands in between keeps its
      // own price rather than one computed from what it replaced.
      .where(
        and(
          eq(products.id, row.id),
          eq(products.pricing, 'rate_linked'),
          eq(products.weightTenths, row.weightTenths),
          eq(products.purity, row.purity),
          eq(products.makingKind, row.makingKind),
          eq(products.makingPaise, row.makingPaise),
          eq(products.otherPaise, row.otherPaise),
          eq(products.discount, row.discount),
        ),
      ),
  );
  await db.batch([
    db.insert(silverRates).values({
      id,
      ratePaise: input.ratePaise,
      rateDate: input.rateDate,
      setById: actor.id,
      setByName: actor.name,
      createdAt: now,
    }),
    ...reprice,
    auditEntry(db, {
      actor,
      entity: 'silver_rate',
      entityId: id,
      action: 'set',
      before: previous ? { rate: previous.ratePaise / 100, date: previous.rateDate } : null,
      after: { rate: input.ratePaise / 100, date: input.rateDate, repriced: linked.length },
      at: now,
    }),
    bumpCatalogueVersion(db, now),
  ]);
  return { repriced: linked.length };
}
