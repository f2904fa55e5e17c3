import {
  breakupJson,
  rateLinkedPaise,
  type PriceBreakup,
  type PricingInputs,
  type SilverRate,
} from '../../../src/contract/pricing';

/** A product row's pricing columns, as stored. */
export interface PricedRow extends PricingInputs {
  pricing: 'fixed' | 'rate_linked';
  discount: number;
  pricePaise: number;
  totalPaise: number;
}

/**
 * What a shopper is charged for a product now: a rate-linked piece is priced from its inputs and the
 * current rate (so its price and breakup always agree), a fixed one as stored. Without a rate a
 * rate-linked piece keeps its stored price and shows no breakup.
 */
export function currentPrice(
  row: PricedRow,
  rate: SilverRate | null,
): { pricePaise: number; totalPaise: number; breakup: PriceBreakup | null } {
  if (row.pricing !== 'rate_linked' || !rate)
    return { pricePaise: row.pricePaise, totalPaise: row.totalPaise, breakup: null };
  return { ...rateLinkedPaise(row, rate.ratePaise), breakup: breakupJson(row, rate) };
}
