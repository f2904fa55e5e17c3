import { rateLinkedPaise } from '../../functions/features/pricing/product-price';
import { currentSilverRate } from '../../functions/features/pricing/silver-rate.service';
import type { Db } from '../../functions/lib/db';
import { newId } from '../../functions/lib/ids';
import { discountedPaise, rupeesToPaise } from '../../src/contract/money';
import { gramsToTenths } from '../../src/contract/weight';
import { silverRates } from '../schema';
import { demoSilverRateRupees, type DemoProduct } from './catalogue';

// The shop's calendar is Jaipur's (UTC+05:30).
const shopDay = (at: number) => new Date(at + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The rate the demo is priced at: the one in force when a rate is set already, else the demo's
 * own, dated the day of seeding, with the statement that records it (for the seed's batch).
 */
export async function demoSilverRate(db: Db, now: number) {
  const current = await currentSilverRate(db);
  if (current) return { ratePaise: current.ratePaise, statements: [] };
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
