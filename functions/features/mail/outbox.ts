import { sql, type SQL } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { safeHeaders } from './mail-headers';

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
  /** Files sent with it (a quote's PDF), stored with the row so a retry sends the same bytes. */
  attachments?: MailAttachment[];
  /** An alert's one-click unsubscribe URL (https): sent as RFC 8058 `List-Unsubscribe` headers. */
  listUnsubscribe?: string;
  /** A fixed row id (letters and digits), so that queueing the same alert twice makes one row. */
  outboxId?: string;
}

/** A file attached to a message; `content` is base64, as the outbox row keeps it. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * A value the database assigns in the same batch (an inquiry's reference from its sequence
 * number): every occurrence of `placeholder` in the subject and body is replaced by `value`.
 */
export interface MailFill {
  placeholder: string;
  value: SQL;
}

/**
 * The statement that queues a message, to put in the same `db.batch` as the change that causes it
 * (DESIGN §10 "E-mail is a real component with an outbox"): a crash between the two loses neither.
 * The row's id is the idempotency key the sender uses so the message goes out once. Throws
 * MailHeaderError when `to` or `replyTo` is not one plain address; the subject is put on one line.
 */
export function queueMail(db: Db, message: MailMessage, now: number, fill?: MailFill) {
  const safe = safeHeaders(message);
  const filled = (text: string) =>
    fill ? sql`replace(${text}, ${fill.placeholder}, ${fill.value})` : text;
  return db.insert(outbox).values({
    id: safe.outboxId ?? newId(),
    kind: safe.kind,
    toAddress: safe.to,
    subject: filled(safe.subject),
    text: filled(safe.text),
    html: filled(safe.html),
    replyTo: safe.replyTo ?? null,
    ref: safe.ref ?? null,
    attachments: safe.attachments?.length ? JSON.stringify(safe.attachments) : null,
    listUnsubscribe: safe.listUnsubscribe ?? null,
    nextAttemptAt: now,
    createdAt: now,
  });
}
