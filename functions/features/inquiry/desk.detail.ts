import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { inquiries, inquiryEvents, inquiryItems, users } from '../../../db/schema';
import { indianPhoneNumber } from '../../../src/lib/phone';
import type { Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { paiseToRupees } from '../../../src/contract/money';
import { savedBreakup } from '../pricing/saved-breakup';
import { needsFollowUp } from './desk.filters';
import { customerDeliveries } from './desk.mail';
import { formatReference } from './inquiry-reference';
import { quoteExpired } from '../../../src/contract/shop-day';

type EventRow = typeof inquiryEvents.$inferSelect;

/** One entry of an inquiry's thread as the desk shows it; quotes say whether they have lapsed. */
export function shapeEvent(event: EventRow, now: number) {
  return {
    _id: event.id,
    kind: event.kind,
    author: event.authorName,
    body: event.body,
    from: event.fromStage,
    to: event.toStage,
    quote:
      event.quotePaise != null && event.quoteValidUntil
        ? {
            amount: paiseToRupees(event.quotePaise),
            validUntil: event.quoteValidUntil,
            expired: quoteExpired(event.quoteValidUntil, now),
          }
        : null,
    createdAt: new Date(event.createdAt).toISOString(),
  };
}

/**
 * `https://wa.me/91XXXXXXXXXX?text=…` opening a chat with the customer about this reference, or
 * null when the number given is not an Indian one (the contact form's phone is optional).
 */
export function whatsAppLink(phone: string, name: string, reference: string): string | null {
  const written = indianPhoneNumber(phone);
  if (!written) return null;
  const text = `Hello ${name}, about your inquiry ${reference}: `;
  return `https://wa.me/${written.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** The inquiry row, or null; what every write reads first. */
export async function findInquiryRow(db: Db, id: string) {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row ?? null;
}

/**
 * Everything the desk shows of one inquiry: the customer (and their account, if any, and how many
 * other inquiries came from the same address), the pieces as they were, the thread oldest first
 * (a reply or quote with how its e-mail stands, never its text), how the acknowledgement stands and
 * a WhatsApp link. Null when there is no such inquiry.
 */
export async function findDeskInquiry(db: Db, id: string, now: number) {
  const row = await findInquiryRow(db, id);
  if (!row) return null;
  const [items, events, account, [others]] = await Promise.all([
    db
      .select()
      .from(inquiryItems)
      .where(eq(inquiryItems.inquiryId, id))
      .orderBy(asc(inquiryItems.position)),
    db
      .select()
      .from(inquiryEvents)
      .where(eq(inquiryEvents.inquiryId, id))
      // Events written in one batch share a time; the insertion order (rowid) keeps them in order.
      .orderBy(asc(inquiryEvents.createdAt), asc(sql`rowid`)),
    row.userId
      ? db
          .select({
            _id: users.id,
            name: users.name,
            email: users.email,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(eq(users.id, row.userId))
      : Promise.resolve([]),
    db
      .select({ n: count() })
      .from(inquiries)
      .where(
        and(eq(sql`lower(${inquiries.email})`, row.email.toLowerCase()), ne(inquiries.id, id)),
      ),
  ]);
  const reference = formatReference(row.seq, row.createdAt);
  const [user] = account;
  const mail = await customerDeliveries(db, id, events);
  return {
    _id: row.id,
    reference,
    kind: row.kind,
    stage: row.stage,
    followUp: needsFollowUp(row.stage, row.createdAt, now),
    customer: {
      name: row.fullname,
      email: row.email,
      phone: row.phoneNumber,
      account: user ? { ...user, createdAt: new Date(user.createdAt).toISOString() } : null,
      otherInquiries: others?.n ?? 0,
    },
    message: row.message,
    items: items.map((item) => ({
      _id: item.productId,
      code: item.code,
      name: item.name,
      qty: item.qty,
      size: item.size,
      price: paiseToRupees(item.pricePaise),
      breakup: savedBreakup(item.breakup),
    })),
    events: events.map((event) => ({
      ...shapeEvent(event, now),
      mail: mail.byEvent.get(event.id) ?? null,
    })),
    acknowledgement: mail.acknowledgement,
    whatsApp: whatsAppLink(row.phoneNumber, row.fullname, reference),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** The desk's view of one inquiry (`GET /api/admin/inquiries/{id}`). */
export type DeskInquiry = NonNullable<Awaited<ReturnType<typeof findDeskInquiry>>>;

/** A thread entry ready to insert (and to shape for the answer): who wrote it and when. */
export function newEvent(
  inquiryId: string,
  actor: Actor,
  now: number,
  fields: Pick<EventRow, 'kind'> &
    Partial<Pick<EventRow, 'body' | 'fromStage' | 'toStage' | 'quotePaise' | 'quoteValidUntil'>>,
): EventRow {
  return {
    id: newId(),
    inquiryId,
    authorId: actor.id,
    authorName: actor.name,
    body: '',
    fromStage: null,
    toStage: null,
    quotePaise: null,
    quoteValidUntil: null,
    createdAt: now,
    ...fields,
  };
}
