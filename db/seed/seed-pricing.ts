import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../functions/lib/db';
import { newId } from '../../functions/lib/ids';
import { discountedPaise, rupeesToPaise } from '../../src/contract/money';
import { rateLinkedPaise } from '../../src/contract/pricing';
import { shopDay } from '../../src/contract/shop-day';
import { gramsToTenths } from '../../src/contract/weight';
import { silverRates } from '../schema';
import { demoSilverRateRupees, type DemoProduct } from './catalogue';

/** The rate in force, as the shop reads it: the newest one set (rowid breaks a tie), or none. */
async function rateInForce(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ratePaise: silverRates.ratePaise })
    .from(silverRates)
    .orderBy(desc(silverRates.createdAt), sql`rowid desc`)
    .limit(1);
  return row?.ratePaise ?? null;
}

/**
 * The rate the demo is priced at: the one in force when a rate is set already, else the demo's
 * own, dated the day of seeding, with the statement that records it (for the seed's batch).
 */
export async function demoSilverRate(db: Db, now: number) {
  const current = await rateInForce(db);
  if (current !== null) return { ratePaise: current, statements: [] };
  const ratePaise = rupeesToPaise(demoSilverRateRupees);
  const insert = db.insert(silverRates).values({
    id: newId(),
    ratePaise,
    rateDate: shopDay(now),
    setById: null,
    setByName: 'Demo catalogue',
    createdAt: now,
  });
  return { ratePaise, statements: [insert] };
}

/** A demo piece's pricing columns: a fixed one at its typed price, a rate-linked one at `ratePaise`. */
export function demoPriceColumns(product: DemoProduct, ratePaise: number) {
  const huid = product.huid ?? null;
  const linked = product.linked;
  if (!linked) {
    const pricePaise = rupeesToPaise(product.priceRupees);
    return { huid, pricePaise, totalPaise: discountedPaise(pricePaise, product.discount) };
  }
  const inputs = {
    weightTenths: gramsToTenths(product.weightGrams),
    purity: linked.purity,
    makingKind: linked.makingKind,
    makingPaise: rupeesToPaise(linked.making),
    otherPaise: rupeesToPaise(linked.other),
  };
  return {
    huid,
    pricing: 'rate_linked' as const,
    purity: inputs.purity,
    makingKind: inputs.makingKind,
    makingPaise: inputs.makingPaise,
    otherPaise: inputs.otherPaise,
    ...rateLinkedPaise({ ...inputs, discount: product.discount }, ratePaise),
  };
}
