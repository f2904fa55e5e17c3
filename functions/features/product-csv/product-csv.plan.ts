import { eq } from 'drizzle-orm';
import { categories, products, settings } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { productCells, productCsvColumns, type ProductCsvColumn } from './product-csv.columns';
import type { CsvRow, RowProblem } from './product-csv.read';
import { readRow, type RowColumns } from './product-csv.row';
import { nextTurn } from './next-turn';
import { clip, someOf } from './problem-text';

type ProductRow = typeof products.$inferSelect;

/** A row that creates a product. */
export interface PlannedCreate {
  row: number;
  columns: RowColumns;
}

/** A row that changes a product: the cells that change, before and after. */
export interface PlannedUpdate {
  row: number;
  before: ProductRow;
  columns: RowColumns;
  changes: Partial<Record<ProductCsvColumn, [string, string]>>;
}

/** What applying a file would do, and what stops it. */
export interface ImportPlan {
  creates: PlannedCreate[];
  updates: PlannedUpdate[];
  unchanged: number;
  problems: RowProblem[];
  /** The catalogue version the plan was made from (raw), so the apply can refuse a stale plan. */
  catalogueStamp: string | null;
}

// Cells the shop keeps for itself: they never make a row an update.
const notCompared = new Set<ProductCsvColumn>(['images', 'version']);

/**
 * The problems of rows whose code, address (slug) or HUID another row or product also has. Groups
 * the rows once and names at most a few of the others in each message, so 10,000 rows sharing a
 * name cost 10,000 short messages, not 10,000 lists of 10,000.
 */
function clashes(
  planned: { row: number; id?: string; code: string; slug: string; huid: string | null }[],
  all: ProductRow[],
): RowProblem[] {
  const problems: RowProblem[] = [];
  const rowsByCode = Map.groupBy(planned, (p) => p.code);
  for (const [code, rows] of rowsByCode) {
    if (rows.length < 2) continue;
    const first = rows.slice(0, 4).map((r) => String(r.row));
    const message = `${code} is on rows ${someOf(first, rows.length)}`;
    for (const r of rows) problems.push({ row: r.row, field: 'code', message });
  }
  const touched = new Set(planned.flatMap((p) => (p.id ? [p.id] : [])));
  const kept = all.filter((product) => !touched.has(product.id));
  // A row whose code is on another row already has its problem; its name and HUID would repeat it.
  const single = planned.filter((p) => rowsByCode.get(p.code)!.length === 1);
  for (const [field, key] of [
    ['name', 'slug'],
    ['huid', 'huid'],
  ] as const) {
    const holders = new Map<string, string[]>();
    const hold = (value: string | null, holder: string) => {
      if (!value) return;
      const list = holders.get(value);
      if (list) list.push(holder);
      else holders.set(value, [holder]);
    };
    for (const product of kept) hold(product[key], `product ${product.code}`);
    for (const p of single) hold(p[key], `row ${p.row}`);
    for (const p of single) {
      const value = p[key];
      const everyone = value ? holders.get(value)! : [];
      if (everyone.length < 2) continue;
      // The row itself is one of the holders: the first five hold at least four others.
      const self = `row ${p.row}`;
      const others = everyone.slice(0, 5).filter((holder) => holder !== self);
      const what = key === 'slug' ? `gives the address "${value}", which` : `${value}: it`;
      problems.push({
        row: p.row,
        field,
        message: `${what} is also used by ${someOf(others, everyone.length - 1)}`,
      });
    }
  }
  return problems;
}

// Problems of a row are listed in the file's column order (`row` first: the row itself).
const columnIndex = new Map<string, number>(productCsvColumns.map((column, i) => [column, i]));
const order = (field: string) => columnIndex.get(field) ?? -1;

// Rows read between turns of the event loop: a row takes about 30 µs, so a turn every 10 ms or so.
const rowsPerTurn = 250;

/**
 * What importing these rows would do to the catalogue: products to create (new code), to update
 * (a cell differs) and unchanged, with every problem by row and column. Upserts by product code;
 * an unknown category is a problem, never a new category. Reads the catalogue once; linear in the
 * rows, with a turn of the event loop every few hundred rows so other requests go on meanwhile.
 */
export async function planImport(
  db: Db,
  rows: CsvRow[],
  fileProblems: RowProblem[],
): Promise<ImportPlan> {
  const [all, cats, rate, [stamp]] = await Promise.all([
    db.select().from(products),
    db.select().from(categories),
    currentSilverRate(db),
    db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'catalogue_version')),
  ]);
  const byCode = new Map(all.map((product) => [product.code, product]));
  const categoryById = new Map(cats.map((c) => [c.id, c]));
  const categoryByKey = new Map<string, (typeof cats)[number]>();
  for (const c of cats) categoryByKey.set(c.name.trim().toLowerCase(), c);
  for (const c of cats) categoryByKey.set(c.slug, c);
  const context = {
    category: (cell: string) => categoryByKey.get(cell.trim().toLowerCase()),
    categoryHint:
      someOf(
        cats.map((c) => c.slug),
        cats.length,
        5,
      ) || '(none yet)',
    product: (code: string) => byCode.get(code),
    rate,
  };

  const problems = [...fileProblems];
  const creates: PlannedCreate[] = [];
  const updates: PlannedUpdate[] = [];
  let unchanged = 0;
  const planned: Parameters<typeof clashes>[0] = [];
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await nextTurn();
    const read = readRow(row, context);
    if ('problems' in read) {
      problems.push(...read.problems);
      continue;
    }
    const { columns, existing } = read;
    planned.push({ row: row.row, id: existing?.id, ...columns });
    if (!existing) {
      creates.push({ row: row.row, columns });
      continue;
    }
    const category = (id: string) => categoryById.get(id)!;
    const before = productCells(existing, category(existing.categoryId), rate);
    const after = productCells({ ...existing, ...columns }, category(columns.categoryId), rate);
    const changes: PlannedUpdate['changes'] = {};
    for (const column of Object.keys(before) as ProductCsvColumn[]) {
      if (!notCompared.has(column) && before[column] !== after[column])
        changes[column] = [before[column], after[column]];
    }
    if (Object.keys(changes).length === 0) {
      unchanged += 1;
      continue;
    }
    const version = row.cells.version?.trim();
    if (version && version !== String(existing.version)) {
      problems.push({
        row: row.row,
        field: 'version',
        message: `${existing.code} was changed in the shop after this file was exported (version ${clip(version)}, now ${existing.version}): export again and redo this row`,
      });
      continue;
    }
    updates.push({ row: row.row, before: existing, columns, changes });
  }
  await nextTurn();
  for (const problem of clashes(planned, all)) problems.push(problem);
  await nextTurn();
  problems.sort((a, b) => a.row - b.row || order(a.field) - order(b.field));
  return { creates, updates, unchanged, problems, catalogueStamp: stamp?.value ?? null };
}
