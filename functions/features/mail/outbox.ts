import { outbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';

/** One e-mail as the shop composes it; the sender adds `From` (MAIL_FROM) when it goes out. */
export interface MailMessage {
  /** What kind of message, for the admin's outbox list: `owner_new_inquiry`, `customer_ack`, … */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** The record it is about, e.g. `inquiry:<id>`. */
  ref?: string;
}

/**
 * The statement that queues a message, to put in the same `db.batch` as the change that causes it
 * (DESIGN §10 "E-mail is a real component with an outbox"): a crash between the two loses neither.
 * The row's id is the idempotency key the sender uses so the message goes out once.
 */
export function queueMail(db: Db, message: MailMessage, now: number) {
  return db.insert(outbox).values({
    id: newId(),
    kind: message.kind,
    toAddress: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo ?? null,
    ref: message.ref ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
}
