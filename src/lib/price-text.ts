// The words of a piece's price and metal, the same on the built product page and in the shell that
// fills a newer piece from the API (DESIGN §10 "Jewellery pricing").
import { shopperRupees } from '../contract/money';
import {
  formatRateDate,
  purityName,
  purityText,
  type MakingKind,
  type PriceBreakup,
} from '../contract/pricing';

/** "MRP ₹3,735 (inclusive of all taxes)": the price before any discount. */
export const mrpText = (price: number) => `MRP ${shopperRupees(price)} (inclusive of all taxes)`;

/** "925 sterling silver · 92.5 % pure silver". */
export const metalText = (purity: number) => `${purityName(purity)} · ${purityText(purity)}`;

/** "BIS hallmarked · HUID H7K2P9". */
export const hallmarkText = (huid: string) => `BIS hallmarked · HUID ${huid}`;

/** The breakup's rows in order: what each line is, how it was worked out, and the amount. */
export function breakupRows(piece: {
  weight: number;
  purity: number;
  making_kind: MakingKind;
  making_charge: number;
  breakup: PriceBreakup;
}): { key: string; label: string; how: string; amount: string }[] {
  const { breakup } = piece;
  return [
    {
      key: 'metal',
      label: 'Silver',
      how: `${piece.weight} g × ${piece.purity / 10} % × ${shopperRupees(breakup.rate)}/g`,
      amount: shopperRupees(breakup.metal),
    },
    {
      key: 'making',
      label: 'Making charges',
      how:
        piece.making_kind === 'per_gram'
          ? `${shopperRupees(piece.making_charge)}/g × ${piece.weight} g`
          : 'for the piece',
      amount: shopperRupees(breakup.making),
    },
    {
      key: 'other',
      label: 'Other charges',
      how: 'stones and findings',
      amount: shopperRupees(breakup.other),
    },
    { key: 'gst', label: 'GST 3 %', how: 'HSN 7113', amount: shopperRupees(breakup.gst) },
  ];
}

/** "Silver ₹3,293 · making ₹333 · GST ₹109", other charges only when there are some: a breakup on one line. */
export const breakupLine = (breakup: PriceBreakup) =>
  [
    `Silver ${shopperRupees(breakup.metal)}`,
    `making ${shopperRupees(breakup.making)}`,
    ...(breakup.other > 0 ? [`other ${shopperRupees(breakup.other)}`] : []),
    `GST ${shopperRupees(breakup.gst)}`,
  ].join(' · ');

/** "Silver rate ₹192.45/g on 24 Nov 2026". */
export const rateText = (breakup: PriceBreakup) =>
  `Silver rate ${shopperRupees(breakup.rate)}/g on ${formatRateDate(breakup.rateDate)}`;

/** The breakup's total, the MRP. */
export const breakupTotal = (breakup: PriceBreakup) => shopperRupees(breakup.total);
