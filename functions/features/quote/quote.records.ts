import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { quoteLines, quotes } from '../../../db/schema';
import { paiseToRupees } from '../../../src/contract/money';
import {
  formatQuoteNumber,
  quoteState,
  type QuoteFx,
  type QuoteLineBreakup,
  type QuoteView,
} from '../../../src/contract/quotes';
import { tradeCurrencies, type TradeCurrency } from '../../../src/contract/trade';
import { quoteExpired } from '../../../src/contract/shop-day';
import type { Db } from '../../lib/db';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = typeof quoteLines.$inferSelect;

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());

/** A stored breakup read back only in its known shape. */
function lineBreakup(saved: string | null): QuoteLineBreakup | null {
  if (!saved) return null;
  try {
    const value = JSON.parse(saved) as Partial<Record<keyof QuoteLineBreakup, unknown>>;
    const keys = ['metal', 'making', 'other', 'discount', 'weight', 'purity'] as const;
    return keys.every((key) => typeof value[key] === 'number') ? (value as QuoteLineBreakup) : null;
  } catch {
    return null;
  }
}

/** The rate a quote in another currency holds, or null for a rupee quote (or one read incomplete). */
function quoteFx(row: Pick<QuoteRow, 'currency' | 'fxRupees' | 'fxDate'>): QuoteFx | null {
  const currency = row.currency as TradeCurrency;
  if (!tradeCurrencies.includes(currency) || row.fxRupees === null || !row.fxDate) return null;
  return { currency, rupeesPerUnit: row.fxRupees, date: row.fxDate };
}

/** A quote row's number. */
export const quoteNumber = (row: Pick<QuoteRow, 'year' | 'seq'>) =>
  formatQuoteNumber(row.year, row.seq);

/** A quote as the desk and the customer see it, its state read at `now`. */
export function shapeQuote(
  row: QuoteRow,
  lines: readonly QuoteLineRow[],
  now: number,
  replacedBy: string | null = null,
): QuoteView {
  return {
    number: quoteNumber(row),
    state: quoteState(row.state, quoteExpired(row.validUntil, now)),
    lines: lines.map((line) => ({
      code: line.code,
      name: line.name,
      size: line.size ?? '',
      qty: line.qty,
      unitPrice: paiseToRupees(line.unitPaise),
      amount: paiseToRupees(line.amountPaise),
      breakup: lineBreakup(line.breakup),
    })),
    rate: row.ratePaise === null ? null : paiseToRupees(row.ratePaise),
    rateDate: row.rateDate,
    fx: quoteFx(row),
    validUntil: row.validUntil,
    message: row.message,
    shopGstin: row.shopGstin,
    customerState: row.customerState,
    customerGstin: row.customerGstin,
    taxable: paiseToRupees(row.taxablePaise),
    cgst: paiseToRupees(row.cgstPaise),
    sgst: paiseToRupees(row.sgstPaise),
    igst: paiseToRupees(row.igstPaise),
    total: paiseToRupees(row.totalPaise),
    replacedBy,
    createdAt: iso(row.createdAt)!,
    viewedAt: iso(row.viewedAt),
    acceptedAt: iso(row.acceptedAt),
  };
}

/** Lines of these quotes by quote id, in order. */
export async function linesOf(db: Db, ids: string[]): Promise<Map<string, QuoteLineRow[]>> {
  const byQuote = new Map<string, QuoteLineRow[]>();
  if (!ids.length) return byQuote;
  const rows = await db
    .select()
    .from(quoteLines)
    .where(inArray(quoteLines.quoteId, ids))
    .orderBy(asc(quoteLines.position));
  for (const row of rows) byQuote.set(row.quoteId, [...(byQuote.get(row.quoteId) ?? []), row]);
  return byQuote;
}

/** Every quote of an inquiry, newest first, as views. */
export async function inquiryQuotes(db: Db, inquiryId: string, now: number): Promise<QuoteView[]> {
  const rows = await db
    .select()
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(desc(quotes.createdAt), desc(quotes.seq));
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  const numbers = new Map(rows.map((row) => [row.id, quoteNumber(row)]));
  return rows.map((row) =>
    shapeQuote(
      row,
      lines.get(row.id) ?? [],
      now,
      row.replacedBy ? (numbers.get(row.replacedBy) ?? null) : null,
    ),
  );
}

/** The quote with this number, or null. */
export async function findQuoteByNumber(db: Db, year: number, seq: number) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.year, year), eq(quotes.seq, seq)));
  return row ?? null;
}

/** The inquiry's newest quote as a view, or null when it has none. */
export async function newestQuote(db: Db, inquiryId: string, now: number) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(eq(quotes.inquiryId, inquiryId))
    .orderBy(desc(quotes.createdAt), desc(quotes.seq))
    .limit(1);
  if (!row) return null;
  const lines = await linesOf(db, [row.id]);
  const [next] = row.replacedBy
    ? await db.select().from(quotes).where(eq(quotes.id, row.replacedBy))
    : [];
  return shapeQuote(row, lines.get(row.id) ?? [], now, next ? quoteNumber(next) : null);
}
