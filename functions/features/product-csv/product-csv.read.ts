import { CsvError, parse } from 'csv-parse/browser/esm/sync';
import { productImportLimits, type ImportProblem } from '../../../src/contract/product-csv';
import { formatCount } from '../../../src/contract/money';
import { HttpError, badRequest } from '../../lib/errors';
import { optionalColumns, productCsvColumns, type ProductCsvColumn } from './product-csv.columns';

/** One product row of the file: its spreadsheet row number (the header is row 1) and its cells. */
export interface CsvRow {
  row: number;
  cells: Partial<Record<ProductCsvColumn, string>>;
}

/** A problem with one row, named by spreadsheet row number and column. */
export type RowProblem = ImportProblem;

const list = (names: string[]) => names.join(', ');

function decode(bytes: Uint8Array): string {
  try {
    // Strips a byte-order mark; `fatal` refuses bytes that are not UTF-8 instead of guessing.
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw badRequest(
      'The file is not UTF-8 text. In your spreadsheet choose "Save as" → "CSV UTF-8" and upload that file.',
    );
  }
}

function records(text: string): string[][] {
  try {
    // Every line is a record (blank ones too), so a record's index is its spreadsheet row.
    return parse(text, { relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? ` near line ${error.lines}` : '';
    const what =
      error.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted cell is never closed'
        : 'a quote is in the wrong place';
    throw badRequest(`The file's quoting is broken${line}: ${what}. Nothing was changed.`);
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
  const unknown = names.filter((name) => !known.has(name));
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  const missing = productCsvColumns.filter(
    (column) => !optionalColumns.has(column) && !names.includes(column),
  );
  const faults = [
    unknown.length && `unknown columns: ${list(unknown.map((name) => name || '(blank)'))}`,
    missing.length && `missing columns: ${list(missing)}`,
    twice.length && `columns named twice: ${list(twice)}`,
  ].filter(Boolean);
  if (faults.length) {
    throw badRequest(
      `The first row must name the columns (${faults.join('; ')}). The columns are: ${list([...productCsvColumns])}.`,
    );
  }
  return names as ProductCsvColumn[];
}

/**
 * The product rows of an uploaded CSV: UTF-8 (a byte-order mark is fine), the header naming the
 * columns in any order, blank rows skipped. 400 for text that is not UTF-8, broken quoting or
 * wrong columns; 413 past 10,000 rows. A row with more or fewer cells than the header is a problem
 * of that row, not of the file.
 */
export function readProductCsv(bytes: Uint8Array): { rows: CsvRow[]; problems: RowProblem[] } {
  const all = records(decode(bytes));
  const [header, ...body] = all;
  if (!header || (header.length === 1 && header[0]!.trim() === '')) {
    throw badRequest('The file is empty: export the products first to get the columns.');
  }
  const columns = checkHeader(header);
  const filled = body.filter((cells) => cells.some((cell) => cell.trim() !== ''));
  if (filled.length > productImportLimits.rows) {
    throw new HttpError(
      413,
      `The file has ${formatCount(filled.length)} product rows; at most ${formatCount(productImportLimits.rows)} can be imported at once. Split it into smaller files.`,
    );
  }
  const rows: CsvRow[] = [];
  const problems: RowProblem[] = [];
  body.forEach((cells, index) => {
    const row = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    if (cells.length !== columns.length) {
      problems.push({
        row,
        field: 'row',
        message: `has ${cells.length} cells but the header has ${columns.length} columns`,
      });
      return;
    }
    rows.push({ row, cells: Object.fromEntries(columns.map((column, i) => [column, cells[i]!])) });
  });
  return { rows, problems };
}
