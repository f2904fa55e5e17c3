// The "Price breakup" of a rate-linked piece (DESIGN §10): silver by weight, purity and the day's
// rate, making, other charges, GST and the total, with the rate and its date.
import type { MakingKind, PriceBreakup } from '../contract/pricing';
import { escapeHtml as e } from './html';
import { breakupRows, breakupTotal, rateText } from './price-text';

/** The breakup's section, every value escaped; empty for a piece without one (a fixed price). */
export function priceBreakupHtml(piece: {
  weight: number;
  purity: number;
  making_kind: MakingKind;
  making_charge: number;
  breakup: PriceBreakup | null;
}): string {
  const { breakup } = piece;
  if (!breakup) return '';
  const rows = breakupRows({ ...piece, breakup })
    .map(
      (row) =>
        `<tr><th scope="row"><span>${e(row.label)}</span>` +
        `<span class="price-breakup-how">${e(row.how)}</span></th><td>${e(row.amount)}</td></tr>`,
    )
    .join('');
  return (
    `<section class="price-breakup" aria-labelledby="price-breakup-title">` +
    `<h2 id="price-breakup-title">Price breakup</h2><table><tbody>${rows}</tbody>` +
    `<tfoot><tr><th scope="row">Total (MRP)</th><td>${e(breakupTotal(breakup))}</td></tr></tfoot>` +
    `</table><p class="price-breakup-rate">${e(rateText(breakup))}</p></section>`
  );
}
