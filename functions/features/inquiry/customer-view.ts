import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { inquiries, inquiryEvents, inquiryItems } from '../../../db/schema';
import type {
  CustomerPiece,
  CustomerStatus,
  MyInquiry,
  TrackedInquiry,
} from '../../../src/contract/customer-inquiry';
import { paiseToRupees } from '../../../src/contract/money';
import type { Db } from '../../lib/db';
import { formatReference } from './inquiry-reference';
import { quoteExpired } from '../../../src/contract/shop-day';
import { newestQuote } from '../quote/quote.records';

type Stage = (typeof inquiries.$inferSelect)['stage'];

/** Each stage as the customer reads it: the desk's working stages, never "spam". */
const statusByStage = {
  new: 'Received',
  in_progress: 'In progress',
  quoted: 'Quoted',
  won: 'Confirmed',
  lost: 'Closed',
  spam: 'Closed',
} as const satisfies Record<Stage, CustomerStatus>;

/** The status a customer sees for a stage of the workflow (DESIGN §10 "Inquiry workflow"). */
export const customerStatus = (stage: Stage): CustomerStatus => statusByStage[stage];

/** What an inquiry's row must give for the customer's view of it. */
export interface InquiryHead {
  id: string;
  seq: number;
  kind: 'inquiry' | 'contact';
  stage: Stage;
  createdAt: number;
  updatedAt: number;
}

const iso = (at: number) => new Date(at).toISOString();

/** The pieces of these inquiries by inquiry id, in the order they were asked about. */
async function piecesOf(db: Db, ids: string[]): Promise<Map<string, CustomerPiece[]>> {
  const byInquiry = new Map<string, CustomerPiece[]>();
  if (!ids.length) return byInquiry;
  const rows = await db
    .select({
      inquiryId: inquiryItems.inquiryId,
      code: inquiryItems.code,
      name: inquiryItems.name,
      qty: inquiryItems.qty,
      size: inquiryItems.size,
    })
    .from(inquiryItems)
    .where(inArray(inquiryItems.inquiryId, ids))
    .orderBy(asc(inquiryItems.position));
  for (const { inquiryId, size, ...piece } of rows) {
    const list = byInquiry.get(inquiryId) ?? [];
    list.push({ ...piece, size: size ?? '' });
    byInquiry.set(inquiryId, list);
  }
  return byInquiry;
}

/**
 * What the customer may see of their inquiry once they have proved it is theirs: reference, kind,
 * status, dates, the pieces, the owner's replies (text and when) and the latest quote (marked
 * expired after its last day). Never internal notes, who wrote what, or personal data.
 */
export async function customerView(
  db: Db,
  head: InquiryHead,
  now: number,
): Promise<TrackedInquiry> {
  const [pieces, offer, events] = await Promise.all([
    piecesOf(db, [head.id]),
    newestQuote(db, head.id, now),
    db
      .select({
        kind: inquiryEvents.kind,
        body: inquiryEvents.body,
        quotePaise: inquiryEvents.quotePaise,
        quoteValidUntil: inquiryEvents.quoteValidUntil,
        createdAt: inquiryEvents.createdAt,
      })
      .from(inquiryEvents)
      .where(
        and(eq(inquiryEvents.inquiryId, head.id), inArray(inquiryEvents.kind, ['reply', 'quote'])),
      )
      .orderBy(asc(inquiryEvents.createdAt)),
  ]);
  const latestQuote = events.filter((event) => event.kind === 'quote').at(-1);
  return {
    reference: formatReference(head.seq, head.createdAt),
    kind: head.kind,
    status: customerStatus(head.stage),
    createdAt: iso(head.createdAt),
    updatedAt: iso(head.updatedAt),
    items: pieces.get(head.id) ?? [],
    replies: events
      .filter((event) => event.kind === 'reply')
      .map((event) => ({ body: event.body, at: iso(event.createdAt) })),
    quote:
      latestQuote?.quotePaise != null && latestQuote.quoteValidUntil
        ? {
            amount: paiseToRupees(latestQuote.quotePaise),
            validUntil: latestQuote.quoteValidUntil,
            message: latestQuote.body,
            expired: quoteExpired(latestQuote.quoteValidUntil, now),
            at: iso(latestQuote.createdAt),
          }
        : null,
    offer,
  };
}

/**
 * A signed-in customer's own inquiries, newest first: reference, kind, status, date, pieces, and
 * the tracking page's address with the proof their inquiry carries (its e-mail, in the fragment).
 */
export async function listCustomerInquiries(db: Db, userId: string): Promise<MyInquiry[]> {
  const rows = await db
    .select({
      id: inquiries.id,
      seq: inquiries.seq,
      kind: inquiries.kind,
      stage: inquiries.stage,
      email: inquiries.email,
      createdAt: inquiries.createdAt,
    })
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.seq));
  const pieces = await piecesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const reference = formatReference(row.seq, row.createdAt);
    const proof = new URLSearchParams({ ref: reference, email: row.email });
    return {
      reference,
      kind: row.kind,
      status: customerStatus(row.stage),
      createdAt: iso(row.createdAt),
      items: pieces.get(row.id) ?? [],
      trackingLink: `/track-order#${proof}`,
    };
  });
}
