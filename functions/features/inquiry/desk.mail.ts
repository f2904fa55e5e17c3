import { eq } from 'drizzle-orm';
import { inquiries, outbox } from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import {
  deliveriesAbout,
  deliveryOf,
  firstMessageId,
  resendStatement,
  type MailDelivery,
} from '../mail/delivery';

type InquiryRow = typeof inquiries.$inferSelect;
type EventRow = { id: string; kind: string; createdAt: number };

const acknowledgementKinds = ['customer_ack', 'customer_contact_ack'];
/** The thread event kind each customer e-mail stands beside. */
const eventKindOf: Record<string, string> = { customer_reply: 'reply', customer_quote: 'quote' };
const customerKinds = [...acknowledgementKinds, ...Object.keys(eventKindOf)];

const inquiryRef = (inquiryId: string) => `inquiry:${inquiryId}`;

/**
 * How the customer's e-mails of an inquiry stand: the acknowledgement's and each reply's or
 * quote's (keyed by its thread event, which the same batch wrote at the same time). A message that
 * was resent to a corrected address is shown by its newest copy. The owner's own notification is
 * not the customer's and is left to the outbox.
 */
export async function customerDeliveries(db: Db, inquiryId: string, events: readonly EventRow[]) {
  const rows = (await deliveriesAbout(db, inquiryRef(inquiryId))).filter((row) =>
    customerKinds.includes(row.kind),
  );
  const firsts = new Map(rows.filter((row) => !row.id.includes('-')).map((r) => [r.id, r]));
  const newest = new Map<string, MailDelivery>();
  for (const row of rows) newest.set(firstMessageId(row.id), deliveryOf(row));
  let acknowledgement: MailDelivery | null = null;
  const byEvent = new Map<string, MailDelivery>();
  for (const [id, first] of firsts) {
    const delivery = newest.get(id)!;
    if (acknowledgementKinds.includes(first.kind)) acknowledgement = delivery;
    const event = events.find(
      (e) => e.kind === eventKindOf[first.kind] && e.createdAt === first.createdAt,
    );
    if (event) byEvent.set(event.id, delivery);
  }
  return { acknowledgement, byEvent };
}

/**
 * Correct the customer's e-mail address on an inquiry and send the message the mail server could
 * not deliver again, to that address: the inquiry's address changes, a copy of the message is
 * queued and the audit entry written in one batch. 404 for a message that is not this inquiry's
 * customer e-mail; 409 unless it failed; 400 for the same address it was refused at.
 */
export async function resendToCorrectedAddress(
  db: Db,
  row: InquiryRow,
  outboxId: string,
  email: string,
  by: { actor: Actor; now: number },
) {
  const [message] = await db.select().from(outbox).where(eq(outbox.id, outboxId));
  if (!message || message.ref !== inquiryRef(row.id) || !customerKinds.includes(message.kind)) {
    throw notFound("No such e-mail to this inquiry's customer");
  }
  if (message.state !== 'failed') {
    throw new HttpError(
      409,
      `Only an e-mail that was not delivered can be resent; this one is ${message.state}`,
    );
  }
  if (message.toAddress.toLowerCase() === email) {
    throw badRequest('Invalid address: email: is the address that was refused', {
      email: 'is the address that was refused: enter the corrected one',
    });
  }
  const copy = resendStatement(db, message, email, by.now);
  await db.batch([
    db.update(inquiries).set({ email }).where(eq(inquiries.id, row.id)),
    copy.insert,
    auditEntry(db, {
      actor: by.actor,
      entity: 'inquiry',
      entityId: row.id,
      action: 'resend_mail',
      before: { email: row.email, to: message.toAddress, message: message.id, kind: message.kind },
      after: { email, to: email, message: copy.id, kind: message.kind },
      at: by.now,
    }),
  ]);
}
