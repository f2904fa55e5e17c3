import { shopperRupees } from '../contract/money';
import type { PriceBreakup } from '../contract/pricing';
import { rateText } from '../lib/price-text';

/**
 * Under a rate-linked cart line: the breakup of the price it was added at, and the silver rate and
 * day behind it (DESIGN §10 "Jewellery pricing"), kept while the rate moves on.
 */
export function SeenBreakup({ breakup }: { breakup?: PriceBreakup }) {
  if (!breakup) return null;
  const parts = [
    `Silver ${shopperRupees(breakup.metal)}`,
    `making ${shopperRupees(breakup.making)}`,
    ...(breakup.other > 0 ? [`other ${shopperRupees(breakup.other)}`] : []),
    `GST ${shopperRupees(breakup.gst)}`,
  ];
  return (
    <p className="cart-breakup" data-seen-breakup>
      {parts.join(' · ')}
      <br />
      {rateText(breakup)}
    </p>
  );
}
