import { stringify } from 'csv-stringify/browser/esm/sync';
import type { DeskListItem } from './desk.query';
import { shopDay, shopStamp } from '../../../src/contract/shop-day';

const columns = [
  'Reference',
  'Date (IST)',
  'Stage',
  'Kind',
  'Name',
  'E-mail',
  'Phone',
  'Product codes',
  'Quantities',
  'Total quoted (₹)',
  'Quote valid until',
  'Message',
];

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection, OWASP):
// `=HYPERLINK(…)` in a customer's name must arrive as text.
const formulaStart = /^[=+\-@\t\r]/;

/** A cell value a spreadsheet shows as the text it is: formula starters get a leading `'`. */
export const neutralise = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

const row = (inquiry: DeskListItem) => [
  inquiry.reference,
  shopStamp(Date.parse(inquiry.createdAt)),
  inquiry.stage,
  inquiry.kind,
  inquiry.fullname,
  inquiry.email,
  inquiry.phoneNumber,
  inquiry.products.map((p) => p.code).join('; '),
  inquiry.products.map((p) => String(p.qty)).join('; '),
  inquiry.quote ? inquiry.quote.amount.toFixed(2) : '',
  inquiry.quote?.validUntil ?? '',
  inquiry.message,
];

/**
 * The inquiries as CSV for a spreadsheet: UTF-8 with a byte-order mark (so Excel reads Hindi names
 * and ₹), CRLF line ends, every field quoted, one row per inquiry and no cell a spreadsheet would
 * run as a formula.
 */
export function inquiriesCsv(inquiries: readonly DeskListItem[]): string {
  return stringify(
    inquiries.map((inquiry) => row(inquiry).map(neutralise)),
    // Every field quoted: csv-stringify quotes on its own record delimiter only, so a message's bare
    // line feed would otherwise start a new row in Excel.
    { bom: true, header: true, columns, record_delimiter: 'windows', quoted: true },
  );
}

/** `inquiries-2026-11-23.csv`: the export's file name, dated in shop time. */
export const csvFileName = (now: number) => `inquiries-${shopDay(now)}.csv`;
