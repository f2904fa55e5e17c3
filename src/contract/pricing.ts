// Jewellery pricing (DESIGN §10): the one formula of a rate-linked price. The server uses it when it
// saves, reprices and shows a product, the build through the server's product JSON, and the admin
// form for its live breakup. Integers only: money in paise, weight in tenths of a gram, purity in
// parts per thousand, so the same inputs give the same paise on every runtime.

import { discountedPaise } from './money';

/** `fixed`: the owner types the price; `rate_linked`: it follows the day's silver rate. */
export const pricingModes = ['fixed', 'rate_linked'] as const;
export type PricingMode = (typeof pricingModes)[number];

/** Parts per thousand of pure silver a piece may be made in. */
export const purities = [999, 970, 958, 925, 900, 835, 800] as const;
export type Purity = (typeof purities)[number];
export const defaultPurity: Purity = 925;

/** Making charge as rupees per gram of the piece, or one amount for the piece. */
export const makingKinds = ['per_gram', 'fixed'] as const;
export type MakingKind = (typeof makingKinds)[number];

/** GST on silver jewellery (HSN 7113), percent of metal + making + other. */
export const gstPercent = 3;

/**
 * The band of silver rates the owner may set, in rupees per gram of fine silver: far beyond any rate
 * silver has had, narrow enough that a slipped key (₹0.01, or a rate per kilo) is caught.
 */
export const minRateRupees = 10;
export const maxRateRupees = 10_000;

/** The first day a silver rate may be for: older dates are typing slips (`0000-01-01`). */
export const firstRateDay = '2000-01-01';

/** A new rate further than this (percent) from the current one must be confirmed. */
export const confirmChangePercent = 10;

/** A BIS hallmark unique ID: six uppercase letters or digits. */
export const huidPattern = /^[A-Z0-9]{6}$/;

/** What a rate-linked price is made from, as the database stores it. */
export interface PricingInputs {
  weightTenths: number;
  purity: number;
  makingKind: MakingKind;
  /** Paise per gram (`per_gram`) or paise for the piece (`fixed`). */
  makingPaise: number;
  otherPaise: number;
}

/** The lines of a rate-linked price, each in paise of whole rupees; `total` is their sum. */
export interface BreakupPaise {
  metal: number;
  making: number;
  other: number;
  gst: number;
  total: number;
}

/** The breakup as the product JSON carries it: rupees, the rate in ₹/g and its date. */
export interface PriceBreakup {
  metal: number;
  making: number;
  other: number;
  gst: number;
  total: number;
  rate: number;
  rateDate: string;
}

/** A silver rate as stored: paise per gram of 999 silver, for the day `rateDate` (YYYY-MM-DD). */
export interface SilverRate {
  ratePaise: number;
  rateDate: string;
}

// Whole rupees of `numerator / divisor` rupees, half up, for non-negative integers. The inputs'
// limits keep every product below 2^53 (weight ≤ 10,000 g, rate ≤ ₹10,000/g), so it is exact.
const wholeRupees = (numerator: number, divisor: number) =>
  Math.floor((numerator + divisor / 2) / divisor);

/**
 * The price of a rate-linked piece at this rate: metal = weight × purity/1000 × rate, making
 * (per gram × weight, or fixed), other charges, and GST at 3 % of their sum. Each line is rounded
 * half up to the whole rupee before it is added, so the breakup adds up to the total shown.
 */
export function priceBreakup(inputs: PricingInputs, ratePaise: number): BreakupPaise {
  // tenths × ‰ × paise = rupees × 10 × 1000 × 100.
  const metal = wholeRupees(inputs.weightTenths * inputs.purity * ratePaise, 1_000_000);
  const making =
    inputs.makingKind === 'per_gram'
      ? wholeRupees(inputs.makingPaise * inputs.weightTenths, 1_000)
      : wholeRupees(inputs.makingPaise, 100);
  const other = wholeRupees(inputs.otherPaise, 100);
  const gst = wholeRupees((metal + making + other) * gstPercent, 100);
  const rupees = { metal, making, other, gst, total: metal + making + other + gst };
  return {
    metal: rupees.metal * 100,
    making: rupees.making * 100,
    other: rupees.other * 100,
    gst: rupees.gst * 100,
    total: rupees.total * 100,
  };
}

/** The breakup in rupees with the rate and its date, as the product JSON and the form show it. */
export function breakupJson(inputs: PricingInputs, rate: SilverRate): PriceBreakup {
  const paise = priceBreakup(inputs, rate.ratePaise);
  return {
    metal: paise.metal / 100,
    making: paise.making / 100,
    other: paise.other / 100,
    gst: paise.gst / 100,
    total: paise.total / 100,
    rate: rate.ratePaise / 100,
    rateDate: rate.rateDate,
  };
}

/** The stored price and total of a rate-linked piece at this rate: whole rupees, after the discount. */
export function rateLinkedPaise(
  inputs: PricingInputs & { discount: number },
  ratePaise: number,
): { pricePaise: number; totalPaise: number } {
  const pricePaise = priceBreakup(inputs, ratePaise).total;
  return { pricePaise, totalPaise: discountedPaise(pricePaise, inputs.discount) };
}

const breakupNumbers = ['metal', 'making', 'other', 'gst', 'total', 'rate'] as const;

/** A breakup read back from storage or JSON, or null when `value` is not one (a fixed price). */
export function breakupFrom(value: unknown): PriceBreakup | null {
  const raw = value as Partial<Record<keyof PriceBreakup, unknown>> | null;
  const whole =
    typeof raw === 'object' &&
    raw !== null &&
    breakupNumbers.every((key) => typeof raw[key] === 'number' && Number.isFinite(raw[key])) &&
    typeof raw.rateDate === 'string';
  return whole ? (raw as PriceBreakup) : null;
}

/** Whether going from `previousPaise` to `nextPaise` moves the rate by more than 10 %. */
export function needsConfirmation(previousPaise: number, nextPaise: number): boolean {
  return Math.abs(nextPaise - previousPaise) * 100 > previousPaise * confirmChangePercent;
}

/** The change from `previousPaise` to `nextPaise` in percent with one decimal (−12.5, 15.8). */
export function changePercent(previousPaise: number, nextPaise: number): number {
  return Math.round(((nextPaise - previousPaise) * 1000) / previousPaise) / 10;
}

/** "92.5 % pure silver" for 925. */
export const purityText = (purity: number) => `${purity / 10} % pure silver`;

const purityNames: Record<number, string> = {
  999: '999 fine silver',
  958: '958 Britannia silver',
  925: '925 sterling silver',
};

/** The metal's trade name: "925 sterling silver", "999 fine silver", "900 silver". */
export const purityName = (purity: number) => purityNames[purity] ?? `${purity} silver`;

const months = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** "23 Nov 2026" for `2026-11-23`, without locale data (catalogue pages stay light). */
export function formatRateDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = months[(month ?? 0) - 1];
  return name && year && day ? `${day} ${name} ${year}` : date;
}
