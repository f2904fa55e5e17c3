// A rate-linked piece's price breakup as a text column keeps it (cart lines, inquiry items): the
// price, rate and date the shopper saw, read back only in its known shape.
import { breakupFrom, type PriceBreakup } from '../../../src/contract/pricing';

/** The column's text for a breakup; null for a fixed price. */
export const storedBreakup = (breakup: PriceBreakup | null): string | null =>
  breakup && JSON.stringify(breakup);

/** The breakup a column holds, or null when it holds none or not one in that shape. */
export function savedBreakup(saved: string | null): PriceBreakup | null {
  if (!saved) return null;
  try {
    return breakupFrom(JSON.parse(saved));
  } catch {
    return null;
  }
}
