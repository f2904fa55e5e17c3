import * as z from '../../lib/zod';
import type { categories, products } from '../../../db/schema';
import type { SilverRate } from '../../../src/contract/pricing';
import { gramsToTenths } from '../../../src/contract/weight';
import { HttpError } from '../../lib/errors';
import { slugify } from '../../../src/contract/slugs';
import { findUnsafeText } from '../../lib/validate';
import { pricedColumns } from '../pricing/product-price-columns';
import { sizeProblem } from '../../../src/contract/sizes';
import { productSizeFields, sizeColumns } from '../product/product.sizes';
import { productInput } from '../product/product.schemas';
import { looksLikeFormula, readYesNo, restore } from './csv-cells';
import type { ProductCsvColumn } from './product-csv.columns';
import type { CsvRow, RowProblem } from './product-csv.read';
import { clip } from './problem-text';

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;

/**
 * The stored columns a row sets: everything but the id, timestamps, version and images, and
 * `hidden`, which the file does not carry (an import leaves it as it is; new pieces are shown).
 */
export type RowColumns = Omit<ProductRow, 'id' | 'createdAt' | 'updatedAt' | 'version' | 'hidden'>;

/** What the import looks up while reading rows: categories, the product with a code, the rate. */
export interface RowContext {
  category(cell: string): CategoryRow | undefined;
  categoryHint: string;
  product(code: string): ProductRow | undefined;
  rate: SilverRate | null;
}

// The save's field names (`productInput`) as the file's columns, for the problems it reports.
const columnOf: Record<string, ProductCsvColumn> = {
  categoryID: 'category',
  sizeType: 'size_type',
  sizes: 'sizes',
  status: 'in_stock',
  newArrival: 'new_arrival',
  trendingProd: 'trending',
  bestSeller: 'best_seller',
};
const sizingOf = z.object(productSizeFields);
const switches = [
  ['in_stock', 'status'],
  ['new_arrival', 'newArrival'],
  ['trending', 'trendingProd'],
  ['best_seller', 'bestSeller'],
] as const;

/** Cells as the file has them, the export's protecting quotes taken off; formulas and control characters are problems. */
function cleanCells(row: CsvRow, problems: RowProblem[]) {
  const cells: Partial<Record<ProductCsvColumn, string>> = {};
  for (const [column, cell] of Object.entries(row.cells) as [ProductCsvColumn, string][]) {
    if (column === 'images') continue;
    if (looksLikeFormula(cell)) {
      problems.push({
        row: row.row,
        field: column,
        message: 'looks like a spreadsheet formula; start it with an apostrophe if it is text',
      });
    } else if (findUnsafeText(cell) !== null) {
      problems.push({
        row: row.row,
        field: column,
        message: 'must not contain control or text-direction characters',
      });
    }
    cells[column] = restore(cell);
  }
  return cells;
}

/** A switch cell: yes/no, or blank to keep the product's value (the default for a new one). */
function readSwitch(cell: string | undefined, row: number, field: string, problems: RowProblem[]) {
  if (!cell?.trim()) return undefined;
  const value = readYesNo(cell);
  if (value === undefined) problems.push({ row, field, message: 'must be yes or no' });
  return value;
}

/**
 * One row as the columns it would store, or its problems (row number and column each): the same
 * checks and pricing rule as the product form's save, a category by slug or name, sizes of the
 * piece's size type.
 */
export function readRow(
  row: CsvRow,
  context: RowContext,
): { columns: RowColumns; existing?: ProductRow } | { problems: RowProblem[] } {
  const problems: RowProblem[] = [];
  const cells = cleanCells(row, problems);
  const code = (cells.code ?? '').trim().toUpperCase();
  const existing = context.product(code);
  const category = context.category(cells.category ?? '');
  if (!category) {
    problems.push({
      row: row.row,
      field: 'category',
      message: cells.category?.trim()
        ? `"${clip(cells.category.trim())}" is not a category: add it first, or use one of ${context.categoryHint}`
        : 'is required',
    });
  }
  const flags = Object.fromEntries(
    switches.map(([column, field]) => [
      field,
      readSwitch(cells[column], row.row, column, problems) ??
        existing?.[field] ??
        (field === 'status' ? true : false),
    ]),
  );
  const rateLinked = (cells.pricing?.trim() || existing?.pricing) === 'rate_linked';
  // A blank size type is a piece in one size: the file lists every field.
  const sized = { sizeType: cells.size_type?.trim().toLowerCase() ?? '', sizes: cells.sizes ?? '' };
  const parsed = productInput.safeParse({
    ...flags,
    name: cells.name,
    description: cells.description,
    code: cells.code,
    // A rate-linked piece is priced from the rate: its price cell is only for reading.
    price: rateLinked && !cells.price?.trim() ? '0' : cells.price,
    discount: cells.discount,
    categoryID: category?.id ?? 'unknown',
    weight: cells.weight,
    pricing: cells.pricing?.trim(),
    purity: cells.purity?.trim(),
    making_kind: cells.making_kind?.trim(),
    making_charge: cells.making_charge?.trim(),
    other_charges: cells.other_charges?.trim(),
    huid: cells.huid?.trim(),
    ...sized,
  });
  if (!parsed.success) problems.push(...schemaProblems(parsed.error, row.row));
  // Checked apart from the other fields, so a row lists every problem it has at once.
  const sizingCells = sizingOf.safeParse(sized);
  const sizeTrouble =
    sizingCells.success &&
    sizeProblem(sizingCells.data.sizeType ?? null, sizingCells.data.sizes ?? []);
  if (sizeTrouble)
    problems.push({
      row: row.row,
      field: columnOf[sizeTrouble.field]!,
      message: sizeTrouble.message,
    });
  if (!parsed.success || problems.length || !category) return { problems };

  const input = parsed.data;
  // A name left as it was keeps its address, even one made before the slug rule (a Hindi name).
  const slug = existing?.name === input.name ? existing.slug : slugify(input.name);
  if (!slug)
    return {
      problems: [{ row: row.row, field: 'name', message: 'must contain letters or digits' }],
    };
  let pricing: ReturnType<typeof pricedColumns>;
  let sizing: ReturnType<typeof sizeColumns>;
  try {
    pricing = pricedColumns(input, existing, context.rate);
    sizing = sizeColumns(input, existing);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { problems: fieldProblems(error.errors ?? { row: error.message }, row.row) };
  }
  return {
    existing,
    columns: {
      name: input.name,
      slug,
      description: input.description,
      code: input.code,
      discount: input.discount,
      ...pricing,
      categoryId: category.id,
      weightTenths: gramsToTenths(input.weight),
      status: input.status,
      newArrival: input.newArrival,
      trendingProd: input.trendingProd,
      bestSeller: input.bestSeller,
      ...sizing,
    },
  };
}

function schemaProblems(error: z.core.$ZodError, row: number): RowProblem[] {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) byField[String(issue.path[0] ?? 'row')] ??= issue.message;
  // The category was looked up already; its own problem says more than "must be a category".
  delete byField.categoryID;
  return fieldProblems(byField, row);
}

const fieldProblems = (errors: Record<string, string>, row: number): RowProblem[] =>
  Object.entries(errors).map(([field, message]) => ({
    row,
    field: columnOf[field] ?? field,
    message,
  }));
