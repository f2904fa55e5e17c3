import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import { productImportLimits, type ImportProblem } from '../../../src/contract/product-csv';
import { formatCount } from '../../../src/contract/money';
import { HttpError, badRequest } from '../../lib/errors';
import { sliceCsv, type CsvLayout, type CsvSlice } from './csv-slices';
import { nextTurn } from './next-turn';
import { optionalColumns, productCsvColumns, type ProductCsvColumn } from './product-csv.columns';
import { clip, someOf } from './problem-text';

/** One product row of the file: its spreadsheet row number (the header is row 1) and its cells. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

/** A problem with one row, named by spreadsheet row number and column. */
export type RowProblem = ImportProblem;

// A product row is a few kilobytes (a description is at most 5,000 characters); a record far
// longer is not a product and would hold the parser for a second.
const maxRecordBytes = 64 * 1024;
const maxColumns = productImportLimits.columns;

const list = (names: readonly string[]) => names.join(', ');

/** The file's bytes without a byte-order mark. */
function withoutBom(bytes: Uint8Array): Uint8Array {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return bom ? bytes.subarray(3) : bytes;
}

// `fatal` refuses bytes that are not UTF-8 instead of guessing.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** 400 unless these bytes are UTF-8 text. */
function checkUtf8(bytes: Uint8Array) {
  try {
    utf8.decode(bytes);
  } catch {
    throw badRequest(
      'The file is not UTF-8 text. In your spreadsheet choose "Save as" → "CSV UTF-8" and upload that file.',
    );
  }
}

function brokenQuoting(row: number | undefined, code: string) {
  const where = row === undefined ? '' : ` in row ${formatCount(row)}`;
  const what =
    code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'a quoted cell is never closed'
      : 'a quote is in the wrong place';
  return badRequest(`The file's quoting is broken${where}: ${what}. Nothing was changed.`);
}

function layOut(bytes: Uint8Array): CsvLayout {
  const layout = sliceCsv(bytes, { maxCells: maxColumns, maxLength: maxRecordBytes });
  const big = layout.oversized;
  if (!big) return layout;
  if (big.unclosed) throw brokenQuoting(big.row, 'CSV_QUOTE_NOT_CLOSED');
  const columns = `a product file has at most ${maxColumns} columns (the export writes ${productCsvColumns.length})`;
  if (big.cells > maxColumns) {
    throw badRequest(
      big.row === 1
        ? `The first row names ${formatCount(big.cells)} columns, but ${columns}. Start from an export of the products.`
        : `Row ${formatCount(big.row)} has ${formatCount(big.cells)} cells, but ${columns}. Nothing was changed.`,
    );
  }
  throw badRequest(
    `Row ${formatCount(big.row)} is ${formatCount(Math.ceil(big.length / 1024))} KB long; a product row is at most ${maxRecordBytes / 1024} KB. Nothing was changed.`,
  );
}

/** The records of one slice, each with its spreadsheet row. */
function records(slice: CsvSlice, recordDelimiter: CsvLayout['recordDelimiter']) {
  try {
    // Every line of a slice is a record (blank ones too), so a record's index gives its row. The
    // parser is given bytes, not text: its browser build encodes text to bytes in JavaScript (2 s
    // for 5 MB of rows, ten times the parsing).
    const all: string[][] = parse(slice.bytes, {
      relax_column_count: true,
      skip_empty_lines: false,
      ...(recordDelimiter ? { record_delimiter: recordDelimiter } : {}),
    });
    return all.map((cells, index) => ({ row: slice.firstRow + index, cells }));
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const done = typeof error.records === 'number' ? error.records : undefined;
    throw brokenQuoting(done === undefined ? undefined : slice.firstRow + done, error.code);
  }
}

function checkHeader(header: string[]): ProductCsvColumn[] {
  const names = header.map((name) => name.trim().toLowerCase());
  if (names.length === 1 && /[;\t]/.test(names[0]!)) {
    throw badRequest(
      'The file is not separated by commas. Save it from your spreadsheet as "CSV UTF-8 (comma delimited)".',
    );
  }
  const known = new Set<string>(productCsvColumns);
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  const unknown = [...seen].filter((name) => name && !known.has(name)).map((name) => clip(name));
  const blank = names.filter((name) => !name).length;
  const repeated = [...twice].filter(Boolean).map((name) => clip(name));
  const missing = productCsvColumns.filter(
    (column) => !optionalColumns.has(column) && !seen.has(column),
  );
  const faults = [
    unknown.length && `unknown columns: ${someOf(unknown)}`,
    blank && (blank === 1 ? 'a column without a name' : `${blank} columns without a name`),
    missing.length && `missing columns: ${list(missing)}`,
    repeated.length && `columns named twice: ${someOf(repeated)}`,
  ].filter(Boolean);
  if (faults.length) {
    throw badRequest(
      `The first row must name the columns (${faults.join('; ')}). The columns are: ${list(productCsvColumns)}.`,
    );
  }
  return names as ProductCsvColumn[];
}

/**
 * The product rows of an uploaded CSV: UTF-8 (a byte-order mark is fine), the header naming the
 * columns in any order, blank rows skipped. 400 for text that is not UTF-8, broken quoting, wrong
 * or more than 64 columns, or a row longer than 64 KB; 413 past 10,000 rows. A row with
 * more or fewer cells than the header is a problem of that row, not of the file. Linear in the
 * file's size, and parsed a slice at a time with a turn of the event loop between slices.
 */
export async function readProductCsv(
  bytes: Uint8Array,
): Promise<{ rows: CsvRow[]; problems: RowProblem[] }> {
  const { slices, recordDelimiter, filledRows } = layOut(withoutBom(bytes));
  const rows: CsvRow[] = [];
  const problems: RowProblem[] = [];
  let columns: ProductCsvColumn[] | undefined;
  for (const slice of slices) {
    // Checked a slice at a time: slices end on line breaks, and the blank rows between them are
    // ASCII, so every byte of the file that is not ASCII is checked.
    checkUtf8(slice.bytes);
    for (const { row, cells } of records(slice, recordDelimiter)) {
      if (!columns) {
        if (cells.length === 1 && cells[0]!.trim() === '') break;
        columns = checkHeader(cells);
        if (filledRows > productImportLimits.rows) {
          throw new HttpError(
            413,
            `The file has ${formatCount(filledRows)} product rows; at most ${formatCount(productImportLimits.rows)} can be imported at once. Split it into smaller files.`,
          );
        }
        continue;
      }
      if (cells.every((cell) => cell.trim() === '')) continue;
      if (cells.length !== columns.length) {
        problems.push({
          row,
          field: 'row',
          message: `has ${cells.length} cells but the header has ${columns.length} columns`,
        });
        continue;
      }
      const named: CsvRow['cells'] = {};
      for (const [i, column] of columns.entries()) named[column] = cells[i]!;
      rows.push({ row, cells: named });
    }
    if (!columns) break;
    await nextTurn();
  }
  if (!columns) {
    throw badRequest('The file is empty: export the products first to get the columns.');
  }
  return { rows, problems };
}
