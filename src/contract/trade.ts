// Trade (reseller) prices, shared by the server and the buyer's browser (DESIGN §11 "Trade prices
// never leave the server for anyone else"). No runtime dependencies: the catalogue pages' small
// script imports the shapes and the label, never a price.
import { discountedPaise } from './money';
import { priceBreakup, type MakingKind, type PricingInputs } from './pricing';

/** Where a trade account stands. */
export const tradeStates = ['pending', 'approved', 'declined'] as const;
export type TradeState = (typeof tradeStates)[number];

/** The currencies a trade buyer sees indicative prices in, beside rupees. */
export const tradeCurrencies = ['USD', 'EUR', 'GBP', 'AED'] as const;
export type TradeCurrency = (typeof tradeCurrencies)[number];

/** Every foreign amount is labelled with this word, never shown as a price the shop holds. */
export const indicativeLabel = 'indicative';

/**
 * The fewest pieces per cart line (a design in one size) the owner may ask of trade buyers: within
 * the cart's own limit of 10, so a minimum can always be met.
 */
export const tradeMinQty = { min: 1, max: 10 } as const;

/** The shop's one trade discount, percent off the retail price shown (0 = none). */
export const tradeDiscountMax = 60;

/** Rupees per unit of a foreign currency the owner may set: a slipped key (84200) is caught. */
export const fxRupeesRange = { min: 1, max: 1000 } as const;

/** A product's trade terms as the owner sets them; `making` null means the shop's discount. */
export interface TradeTermsJson {
  making_kind: MakingKind | null;
  /** Rupees per gram or for the piece; null with `making_kind` null. */
  making_charge: number | null;
  min_qty: number;
}

/** Exchange rates as the owner set them: rupees per unit of each currency, and their date. */
export interface ExchangeRates {
  date: string;
  rates: Record<TradeCurrency, number>;
}

/** One product's trade price for an approved buyer, as `GET /api/trade/prices` sends it. */
export interface TradePriceJson {
  _id: string;
  /** Rupees, whole; null when the piece has no trade price (the retail price stands). */
  trade_price: number | null;
  min_qty: number;
  /** The trade price (or retail, without one) in each currency, two decimals; null without rates. */
  indicative: Record<TradeCurrency, number> | null;
}

/**
 * The trade price of a piece in paise of whole rupees, or null when it has none: with a trade
 * making charge and a silver rate, metal + trade making + other + GST at today's rate; else the
 * shop's trade discount off the retail price. Never above the retail price.
 */
export function tradeTotalPaise(piece: {
  retailTotalPaise: number;
  inputs: Omit<PricingInputs, 'makingKind' | 'makingPaise'>;
  making: { kind: MakingKind; paise: number } | null;
  discount: number;
  ratePaise: number | null;
}): number | null {
  let trade: number | null = null;
  if (piece.making && piece.ratePaise !== null) {
    trade = priceBreakup(
      { ...piece.inputs, makingKind: piece.making.kind, makingPaise: piece.making.paise },
      piece.ratePaise,
    ).total;
  } else if (piece.discount > 0) {
    trade = discountedPaise(piece.retailTotalPaise, piece.discount);
  }
  return trade === null ? null : Math.min(trade, piece.retailTotalPaise);
}

/** Rupees in each currency at the owner's rates, to the cent (fils, penny), half up. */
export function indicativeAmounts(
  rupees: number,
  fx: ExchangeRates,
): Record<TradeCurrency, number> {
  const entries = tradeCurrencies.map((currency) => {
    const amount = Math.round((rupees / fx.rates[currency]) * 100) / 100;
    return [currency, amount] as const;
  });
  return Object.fromEntries(entries) as Record<TradeCurrency, number>;
}

const symbols: Record<TradeCurrency, string> = { USD: 'US$', EUR: '€', GBP: '£', AED: 'AED ' };

/** "US$12.40 · €11.30 · £9.80 · AED 45.60 (indicative)". */
export function indicativeText(amounts: Record<TradeCurrency, number>): string {
  const parts = tradeCurrencies.map((c) => `${symbols[c]}${amounts[c].toFixed(2)}`);
  return `${parts.join(' · ')} (${indicativeLabel})`;
}
