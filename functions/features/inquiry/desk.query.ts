import { and, asc, count, desc, eq, lte, sql, type AnyColumn } from 'drizzle-orm';
import { inquiries, inquiryEvents, inquiryItems } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { paiseToRupees } from '../../../src/contract/money';
import {
  after,
  followUpAfterMs,
  needsFollowUp,
  ordering,
  sortKey,
  whereFilters,
  type DeskCursor,
} from './desk.filters';
import type { DeskFilters } from './desk.schemas';
import { stages, type Stage } from '../../../src/contract/stages';
import { formatReference } from './inquiry-reference';
import { quoteExpired } from '../../../src/contract/shop-day';

/** Which rows of the filtered list a query reads: a page by number, or the page after a cursor. */
interface RowWindow {
  limit: number;
  offset?: number;
  after?: DeskCursor;
}

/** A piece as the pieces' JSON carries it: product id, code, name, quantity, size, price in paise. */
type PieceTuple = [string | null, string, string, number, string | null, number];

const i = inquiryItems;
const e = inquiryEvents;

/** The pieces of inquiry `id` in their order, as a JSON list of `PieceTuple`s (`[]` for none). */
const piecesOf = (id: AnyColumn) =>
  sql<string>`(select json_group_array(json_array(${i.productId}, ${i.code}, ${i.name}, ${i.qty}, ${i.size}, ${i.pricePaise}) order by ${i.position}) from ${i} where ${i.inquiryId} = ${id})`;

/** The latest quote of inquiry `id` as JSON `[paise, validUntil]`, or null when it has none. */
const latestQuoteOf = (id: AnyColumn) =>
  sql<
    string | null
  >`(select json_array(${e.quotePaise}, ${e.quoteValidUntil}) from ${e} where ${e.inquiryId} = ${id} and ${e.kind} = 'quote' order by ${e.createdAt} desc, ${e}.rowid desc limit 1)`;

/**
 * One window of the filtered, sorted inquiries in one statement: the window's rows (a subquery with
 * its LIMIT), each with its pieces gathered as JSON and its latest quote, both read through an index
 * on the inquiry for that row alone. No id is bound, so a window of any size is one query; and one
 * row per inquiry with few columns, since the client's cost is per value it hands back.
 */
async function windowRows(db: Db, filters: DeskFilters, now: number, window: RowWindow) {
  const page = db
    .select({
      seq: inquiries.seq,
      id: inquiries.id,
      fullname: inquiries.fullname,
      email: inquiries.email,
      phoneNumber: inquiries.phoneNumber,
      message: inquiries.message,
      kind: inquiries.kind,
      stage: inquiries.stage,
      createdAt: inquiries.createdAt,
      updatedAt: inquiries.updatedAt,
      sortKey: sql<number | string>`${sortKey(filters)}`.as('sort_key'),
    })
    .from(inquiries)
    .where(and(whereFilters(filters, now), after(filters, window.after)))
    .orderBy(...ordering(filters))
    .limit(window.limit)
    .offset(window.offset ?? 0)
    .as('page');
  const by = filters.dir === 'asc' ? asc : desc;
  return (
    db
      .select({
        seq: page.seq,
        id: page.id,
        fullname: page.fullname,
        email: page.email,
        phoneNumber: page.phoneNumber,
        message: page.message,
        kind: page.kind,
        stage: page.stage,
        createdAt: page.createdAt,
        updatedAt: page.updatedAt,
        sortKey: page.sortKey,
        // Nested in an outer sql``: at the top of a one-table select's fields, drizzle writes columns
        // without their table, and `"inquiry_id" = "id"` would compare a piece with itself.
        pieces: sql<string>`${piecesOf(page.id)}`,
        quote: sql<string | null>`${latestQuoteOf(page.id)}`,
      })
      .from(page)
      // The subquery's order is not promised to survive; nocase is for names, numbers ignore it.
      .orderBy(by(sql`${page.sortKey} collate nocase`), by(page.seq))
  );
}

type WindowRow = Awaited<ReturnType<typeof windowRows>>[number];

/** One inquiry as the desk's list and its CSV show it: pieces as they were, the latest quote. */
function shapeRow(row: WindowRow, now: number) {
  const [paise, validUntil] = row.quote
    ? (JSON.parse(row.quote) as [number | null, string | null])
    : [null, null];
  return {
    _id: row.id,
    reference: formatReference(row.seq, row.createdAt),
    kind: row.kind,
    stage: row.stage,
    fullname: row.fullname,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    followUp: needsFollowUp(row.stage, row.createdAt, now),
    products: (JSON.parse(row.pieces) as PieceTuple[]).map(
      ([productId, code, name, qty, size, pricePaise]) => ({
        _id: productId,
        code,
        name,
        qty,
        size,
        price: paiseToRupees(pricePaise),
      }),
    ),
    quote:
      paise != null && validUntil
        ? {
            amount: paiseToRupees(paise),
            validUntil,
            expired: quoteExpired(validUntil, now),
          }
        : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** One inquiry as the desk's list and its CSV show it. */
export type DeskListItem = ReturnType<typeof shapeRow>;

/** A window of the list shaped for the desk, and the cursor after its last row. */
async function deskRows(db: Db, filters: DeskFilters, now: number, window: RowWindow) {
  const rows = await windowRows(db, filters, now, window);
  const last = rows.at(-1);
  return {
    items: rows.map((row) => shapeRow(row, now)),
    cursor: last ? { key: last.sortKey, seq: last.seq } : undefined,
  };
}

/**
 * One page of the filtered, sorted inquiries, how many match in all, and the counts per stage (see
 * `deskCounts`), whose figures give the total without counting the rows again.
 */
export async function listDeskPage(
  db: Db,
  filters: DeskFilters & { page: number; pageSize: number },
  now: number,
) {
  const [{ items }, counts] = await Promise.all([
    deskRows(db, filters, now, {
      limit: filters.pageSize,
      offset: (filters.page - 1) * filters.pageSize,
    }),
    deskCounts(db, filters, now),
  ]);
  return {
    items,
    total: filters.stage ? counts.stages[filters.stage] : counts.all,
    page: filters.page,
    pageSize: filters.pageSize,
    counts,
  };
}

/** Rows in a page of the export: each page's query stays short, and 50,000 rows are 50 queries. */
export const exportPageSize = 1000;

// The local libSQL client answers synchronously: without a real turn of the event loop between
// pages, a long export would hold up every other request (and timer) until it ended.
const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Every inquiry matching the filters, in the list's order, one page at a time (for the CSV
 * export): each page starts after the last row of the one before (keyset on the sort value and
 * `seq`), so any number of rows is read with one page in memory, and other requests run between
 * pages.
 */
export async function* deskExportPages(
  db: Db,
  filters: DeskFilters,
  now: number,
  pageSize = exportPageSize,
): AsyncGenerator<DeskListItem[], void, undefined> {
  let cursor: DeskCursor | undefined;
  for (;;) {
    const page = await deskRows(db, filters, now, { limit: pageSize, after: cursor });
    if (page.items.length) yield page.items;
    if (page.items.length < pageSize || !page.cursor) return;
    cursor = page.cursor;
    await nextTurn();
  }
}

/**
 * How many inquiries are in each stage (every stage present, zero when none) and how many need a
 * follow-up, under the filters other than the stage, so the stage tabs can show what each holds.
 */
export async function deskCounts(db: Db, filters: Partial<DeskFilters>, now: number) {
  const base = { sort: 'created', dir: 'desc', followUp: false, ...filters } as DeskFilters;
  const waiting = and(eq(inquiries.stage, 'new'), lte(inquiries.createdAt, now - followUpAfterMs));
  const perStage = await db
    .select({
      stage: inquiries.stage,
      n: count(),
      followUp: sql<number>`coalesce(sum(case when ${waiting} then 1 else 0 end), 0)`,
    })
    .from(inquiries)
    .where(whereFilters(base, now, false))
    .groupBy(inquiries.stage);
  const byStage = Object.fromEntries(stages.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const row of perStage) byStage[row.stage] = row.n;
  return {
    stages: byStage,
    all: perStage.reduce((sum, row) => sum + row.n, 0),
    followUp: perStage.reduce((sum, row) => sum + Number(row.followUp), 0),
  };
}
