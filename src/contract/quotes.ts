// Quotes (DESIGN §11 "Quotes"): the number, the GST split and what the customer and the desk see of
// a quote, written once for the server, the tracking page and the desk.
import { formatRateDate, gstPercent } from './pricing';
import { indicativeAmounts, tradeCurrencies, type TradeCurrency } from './trade';

/** HSN of silver jewellery, printed on every quote. */
export const jewelleryHsn = '7113';

/** The states a quote is kept in; `expired` is read from its last day, never stored. */
export const storedQuoteStates = ['sent', 'viewed', 'accepted', 'replaced'] as const;
export type StoredQuoteState = (typeof storedQuoteStates)[number];
export type QuoteState = StoredQuoteState | 'expired';

/** Lines a quote may carry, pieces per line, and the longest message. */
export const quoteLimits = { lines: 30, qty: 999, message: 2000 } as const;

/** `QT-2026-000123`: the year it was made in (shop time) and its number in that year. */
export const formatQuoteNumber = (year: number, seq: number) =>
  `QT-${year}-${String(seq).padStart(6, '0')}`;

/** `{ year, seq }` of a quote number, or null when it is not one. */
export function parseQuoteNumber(number: string): { year: number; seq: number } | null {
  const match = /^QT-(\d{4})-(\d{6,})$/.exec(number);
  return match ? { year: Number(match[1]), seq: Number(match[2]) } : null;
}

/** The state a customer and the desk see: a live quote past its last day has expired. */
export function quoteState(stored: StoredQuoteState, expired: boolean): QuoteState {
  return expired && (stored === 'sent' || stored === 'viewed') ? 'expired' : stored;
}

/** GST on a quote's taxable value, in paise of whole rupees. */
export interface QuoteTaxes {
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
}

// Whole rupees of `paise × percentTenths / 1000`, half up.
const wholeRupeesOf = (paise: number, percentTenths: number) =>
  Math.floor((paise * percentTenths + 50_000) / 100_000) * 100;

/**
 * GST of a quote (HSN 7113, 3 %): within the shop's state CGST 1.5 % and SGST 1.5 %, each rounded
 * half up to the whole rupee; to another state IGST 3 %. `total` is taxable value plus tax.
 */
export function quoteTaxes(taxablePaise: number, sameState: boolean): QuoteTaxes {
  const half = (gstPercent * 10) / 2;
  const cgst = sameState ? wholeRupeesOf(taxablePaise, half) : 0;
  const sgst = cgst;
  const igst = sameState ? 0 : wholeRupeesOf(taxablePaise, gstPercent * 10);
  return { cgst, sgst, igst, total: taxablePaise + cgst + sgst + igst };
}

/**
 * A line's unit value before GST from a price that includes it (a fixed-price piece's MRP after
 * its discount), in paise of whole rupees, half up.
 */
export const taxableFromMrp = (mrpPaise: number) =>
  Math.floor((mrpPaise * 100 + (100 + gstPercent) * 50) / ((100 + gstPercent) * 100)) * 100;

/** What a quote line says of a rate-linked piece's unit value (rupees): the quoted rate's parts. */
export interface QuoteLineBreakup {
  metal: number;
  making: number;
  other: number;
  /** The product's discount in percent, applied to metal + making + other. */
  discount: number;
  weight: number;
  purity: number;
}

/**
 * What a quote may be written in: rupees (the default, and always the tax invoice's basis) or a
 * currency the owner sets an exchange rate for.
 */
export const quoteCurrencies = ['INR', ...tradeCurrencies] as const;
export type QuoteCurrency = (typeof quoteCurrencies)[number];

/** The exchange rate a quote in another currency was converted at: ₹ per 1 unit, and its date. */
export interface QuoteFx {
  currency: TradeCurrency;
  rupeesPerUnit: number;
  date: string;
}

/** Rupees in the quote's currency at its held rate, to the cent, half up. */
export function convertedAmount(rupees: number, fx: QuoteFx): number {
  const rates = Object.fromEntries(tradeCurrencies.map((c) => [c, fx.rupeesPerUnit]));
  return indicativeAmounts(rupees, {
    date: fx.date,
    rates: rates as Record<TradeCurrency, number>,
  })[fx.currency];
}

/**
 * An amount of the quote's currency as written: "USD 29.69". The code, not a symbol: the PDF's
 * embedded face has no €, and "$" alone does not say whose dollar.
 */
export const currencyText = (amount: number, fx: QuoteFx) => `${fx.currency} ${amount.toFixed(2)}`;

/** Rupees in the quote's currency at its held rate, written: "USD 29.69". */
export const convertedText = (rupees: number, fx: QuoteFx) =>
  currencyText(convertedAmount(rupees, fx), fx);

/** The label every converted amount carries: the rate and its date, and that rupees are the basis. */
export const convertedNote = (fx: QuoteFx) =>
  `Amounts in ${fx.currency} are converted at ₹${fx.rupeesPerUnit} per 1 ${fx.currency}, the rate of ${formatRateDate(fx.date)}, held with this quote; the rupee amounts and GST are the basis of the tax invoice.`;

/** One line as the desk and the customer see it; money in rupees. */
export interface QuoteLineView {
  code: string;
  name: string;
  size: string;
  qty: number;
  /** Before GST. */
  unitPrice: number;
  amount: number;
  breakup: QuoteLineBreakup | null;
}

/** A quote as the desk and the tracking page show it; money in rupees, days `YYYY-MM-DD`. */
export interface QuoteView {
  number: string;
  state: QuoteState;
  lines: QuoteLineView[];
  /** ₹ per gram of fine silver and its date, or null when no rate was set. */
  rate: number | null;
  /** The currency the quote is written in besides rupees, or null for a rupee quote. */
  fx: QuoteFx | null;
  rateDate: string | null;
  validUntil: string;
  message: string;
  shopGstin: string;
  customerState: string;
  customerGstin: string;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
  replacedBy: string | null;
  /** ISO instants. */
  createdAt: string;
  viewedAt: string | null;
  acceptedAt: string | null;
}
