import type { PriceBreakup } from '../contract/pricing';
import { breakupLine, rateText } from '../lib/price-text';

/**
 * Under a rate-linked cart line: the breakup of the price it was added at, and the silver rate and
 * day behind it (DESIGN §10 "Jewellery pricing"), kept while the rate moves on.
 */
export function SeenBreakup({ breakup }: { breakup?: PriceBreakup }) {
  if (!breakup) return null;
  return (
    <p className="cart-breakup" data-seen-breakup>
      {breakupLine(breakup)}
      <br />
      {rateText(breakup)}
    </p>
  );
}
