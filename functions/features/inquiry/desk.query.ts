import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { inquiries, inquiryEvents, inquiryItems } from '../../../db/schema';
import { indianPhoneNumber } from '../../../src/lib/phone';
import type { Db } from '../../lib/db';
import { contains } from '../../lib/paging';
import { paiseToRupees } from '../../../src/contract/money';
import type { DeskFilters } from './desk.schemas';
import { stages, type Stage } from '../../../src/contract/stages';
import { formatReference } from './inquiry.service';
import { quoteExpired, shopDayEnd, shopDayStart } from '../../../src/contract/shop-day';

/** An inquiry left in `new` this long needs following up (issue 13). */
export const followUpAfterMs = 24 * 60 * 60 * 1000;

/** Whether an inquiry in this stage, made at this time, is waiting too long for a first answer. */
export const needsFollowUp = (stage: Stage, createdAt: number, now: number) =>
  stage === 'new' && createdAt <= now - followUpAfterMs;

// A whole reference names one inquiry: looked up by its number alone, not scanned for as text.
const wholeReference = /^INQ-?\d{4}-?0*(\d{1,12})$/i;

/** An FTS5 phrase matching `text` as it is (quotes doubled), anywhere in a column (trigram). */
const phrase = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Matches reference, name, e-mail, phone (however it is typed) or a product code asked about, as
 * substrings, ignoring ASCII case. Three characters or more go through the trigram index
 * `inquiry_search` (migration 0006); shorter ones are few and scan the rows.
 */
function searchCondition(q: string): SQL | undefined {
  const compact = q.replace(/\s/g, '');
  const whole = wholeReference.exec(compact)?.[1];
  if (whole) return eq(inquiries.seq, Number(whole));
  const number = /^0*(\d{1,12})$/.exec(compact)?.[1];
  const phone = indianPhoneNumber(q)?.replace(/\D/g, '').slice(2) ?? q.replace(/[\s+-]/g, '');
  const byPhone = /^\d{3,}$/.test(phone);
  const bySeq = number ? eq(inquiries.seq, Number(number)) : undefined;
  if (q.length >= 3) {
    const terms = `{name email codes}: ${phrase(q)}${byPhone ? ` OR phone: ${phrase(phone)}` : ''}`;
    return or(
      bySeq,
      sql`${inquiries.seq} in (select rowid from inquiry_search where inquiry_search match ${terms})`,
    );
  }
  return or(
    bySeq,
    contains(inquiries.fullname, q),
    contains(inquiries.email, q),
    byPhone ? contains(sql`replace(${inquiries.phoneNumber}, ' ', '')`, phone) : undefined,
    // One pass over the pieces, not one lookup per inquiry.
    inArray(
      inquiries.id,
      sql`(select ${inquiryItems.inquiryId} from ${inquiryItems} where ${contains(inquiryItems.code, q)})`,
    ),
  );
}

/** The SQL condition for the filters; `withStage: false` leaves the stage out (for per-stage counts). */
function whereFilters(filters: DeskFilters, now: number, withStage = true): SQL | undefined {
  return and(
    withStage && filters.stage ? eq(inquiries.stage, filters.stage) : undefined,
    filters.kind ? eq(inquiries.kind, filters.kind) : undefined,
    filters.from ? gte(inquiries.createdAt, shopDayStart(filters.from)) : undefined,
    filters.to ? lt(inquiries.createdAt, shopDayEnd(filters.to)) : undefined,
    filters.q ? searchCondition(filters.q) : undefined,
    filters.followUp
      ? and(eq(inquiries.stage, 'new'), lte(inquiries.createdAt, now - followUpAfterMs))
      : undefined,
  );
}

const stageOrder = sql`case ${inquiries.stage} ${sql.join(
  stages.map((stage, i) => sql`when ${stage} then ${i}`),
  sql` `,
)} end`;

function ordering(filters: DeskFilters) {
  const by = filters.dir === 'asc' ? asc : desc;
  const column = {
    created: inquiries.createdAt,
    updated: inquiries.updatedAt,
    name: sql`${inquiries.fullname} collate nocase`,
    stage: stageOrder,
  }[filters.sort];
  return [by(column), by(inquiries.seq)];
}

type InquiryRow = typeof inquiries.$inferSelect;

/** The pieces and the latest quote of these inquiries, shaped for the list and the CSV. */
async function shapeRows(db: Db, rows: InquiryRow[], now: number) {
  const ids = rows.map((row) => row.id);
  const [items, quotes] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(inquiryItems)
          .where(inArray(inquiryItems.inquiryId, ids))
          .orderBy(asc(inquiryItems.position)),
        db
          .select({
            inquiryId: inquiryEvents.inquiryId,
            paise: inquiryEvents.quotePaise,
            validUntil: inquiryEvents.quoteValidUntil,
          })
          .from(inquiryEvents)
          .where(and(inArray(inquiryEvents.inquiryId, ids), eq(inquiryEvents.kind, 'quote')))
          .orderBy(asc(inquiryEvents.createdAt), asc(sql`rowid`)),
      ])
    : [[], []];
  const latestQuote = new Map(quotes.map((quote) => [quote.inquiryId, quote]));
  return rows.map((row) => {
    const quote = latestQuote.get(row.id);
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
      products: items
        .filter((item) => item.inquiryId === row.id)
        .map((item) => ({
          _id: item.productId,
          code: item.code,
          name: item.name,
          qty: item.qty,
          size: item.size,
          price: paiseToRupees(item.pricePaise),
        })),
      quote:
        quote?.paise != null && quote.validUntil
          ? {
              amount: paiseToRupees(quote.paise),
              validUntil: quote.validUntil,
              expired: quoteExpired(quote.validUntil, now),
            }
          : null,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
    };
  });
}

/** One inquiry as the desk's list and its CSV show it. */
export type DeskListItem = Awaited<ReturnType<typeof shapeRows>>[number];

/**
 * One page of the filtered, sorted inquiries, how many match in all, and the counts per stage (see
 * `deskCounts`), whose figures give the total without counting the rows again.
 */
export async function listDeskPage(
  db: Db,
  filters: DeskFilters & { page: number; pageSize: number },
  now: number,
) {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(inquiries)
      .where(whereFilters(filters, now))
      .orderBy(...ordering(filters))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    deskCounts(db, filters, now),
  ]);
  return {
    items: await shapeRows(db, rows, now),
    total: filters.stage ? counts.stages[filters.stage] : counts.all,
    page: filters.page,
    pageSize: filters.pageSize,
    counts,
  };
}

/** Every inquiry matching the filters, in the list's order (for the CSV export). */
export async function listDeskAll(db: Db, filters: DeskFilters, now: number) {
  const rows = await db
    .select()
    .from(inquiries)
    .where(whereFilters(filters, now))
    .orderBy(...ordering(filters));
  return shapeRows(db, rows, now);
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
