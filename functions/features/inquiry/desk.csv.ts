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

// Every field quoted: csv-stringify quotes on its own record delimiter only, so a message's bare
// line feed would otherwise start a new row in Excel.
const format = { record_delimiter: 'windows', quoted: true } as const;

/** The CSV's first bytes: the byte-order mark (so Excel reads Hindi names and ₹) and the header. */
const head = () => stringify([], { ...format, bom: true, header: true, columns });

/** Rows of the CSV, each ending in CRLF, no cell a spreadsheet would run as a formula. */
const records = (inquiries: readonly DeskListItem[]) =>
  stringify(
    inquiries.map((inquiry) => row(inquiry).map(neutralise)),
    format,
  );

/**
 * The inquiries as CSV for a spreadsheet, as a stream of bytes: UTF-8 with a byte-order mark, CRLF
 * line ends, every field quoted, one row per inquiry and no cell a spreadsheet would run as a
 * formula. `pages` is read one page at a time as the reader asks for more, so memory holds a page,
 * not the file. The first page is read before the stream is made:
 * a query that fails at once becomes an error answer instead of a cut-off download.
 */
export async function inquiriesCsvStream(
  pages: AsyncIterator<readonly DeskListItem[], void>,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  let next: IteratorResult<readonly DeskListItem[], void> | undefined = await pages.next();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head()));
    },
    async pull(controller) {
      try {
        const page = next ?? (await pages.next());
        next = undefined;
        if (page.done) controller.close();
        else controller.enqueue(encoder.encode(records(page.value)));
      } catch (error) {
        // The 200 and the first rows are sent: all that is left is to cut the download short
        // (the browser reports it failed) and to say why in the log.
        console.error('[inquiry export] stopped:', error);
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return?.();
    },
  });
}

/** `inquiries-2026-11-23.csv`: the export's file name, dated in shop time. */
export const csvFileName = (now: number) => `inquiries-${shopDay(now)}.csv`;
