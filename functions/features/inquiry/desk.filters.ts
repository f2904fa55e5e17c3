import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { inquiries, inquiryItems } from '../../../db/schema';
import { indianPhoneNumber } from '../../../src/lib/phone';
import { contains } from '../../lib/paging';
import type { DeskFilters } from './desk.schemas';
import { stages, type Stage } from '../../../src/contract/stages';
import { shopDayEnd, shopDayStart } from '../../../src/contract/shop-day';

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
export function whereFilters(filters: DeskFilters, now: number, withStage = true): SQL | undefined {
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

/** The value the list sorts by; names compare as the list shows them, ignoring ASCII case. */
export const sortKey = (filters: DeskFilters) =>
  ({
    created: sql`${inquiries.createdAt}`,
    updated: sql`${inquiries.updatedAt}`,
    name: sql`${inquiries.fullname} collate nocase`,
    stage: stageOrder,
  })[filters.sort];

export function ordering(filters: DeskFilters) {
  const by = filters.dir === 'asc' ? asc : desc;
  return [by(sortKey(filters)), by(inquiries.seq)];
}

/** Where a page of the export ended: its last row's sort value and `seq` (keyset paging). */
export interface DeskCursor {
  key: number | string;
  seq: number;
}

/**
 * The rows after `cursor` in the list's order, written as `key <= k and (key < k or seq < s)`
 * (descending) so that SQLite reads the `created_at` index from the cursor on, not from the start.
 */
export function after(filters: DeskFilters, cursor: DeskCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const key = sortKey(filters);
  const beyond = sql.raw(filters.dir === 'asc' ? '>' : '<');
  return and(
    sql`${key} ${beyond}= ${cursor.key}`,
    or(sql`${key} ${beyond} ${cursor.key}`, sql`${inquiries.seq} ${beyond} ${cursor.seq}`),
  );
}
