import { asc, eq, sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { notConfiguredReason } from './sender';
import { refusedPrefix } from './transport';

type OutboxRow = typeof outbox.$inferSelect;

/** What `deliveryOf` reads of an outbox row: never its text (decision 038). */
export type DeliveryRow = Pick<
  OutboxRow,
  'id' | 'toAddress' | 'state' | 'lastError' | 'nextAttemptAt' | 'createdAt' | 'sentAt'
>;

/**
 * How one e-mail stands, as the inquiry desk and the Staff screen show it beside what caused it:
 * `refused` (the mail server refused it for good: Retry cannot help, only another address),
 * `failed` (out of tries after temporary errors: Retry may help), `retrying` (a try failed, the
 * next is due), `waiting` (not tried yet, or no transport is configured) or `sent`.
 */
export interface MailDelivery {
  outboxId: string;
  to: string;
  state: 'waiting' | 'retrying' | 'sent' | 'refused' | 'failed';
  /** The mail server's answer in plain words, for a message not delivered; null once sent. */
  reason: string | null;
  /** Whether Retry can help: a failed message that was not refused for good. */
  retryable: boolean;
  /** When it went out, or when the next try is due, or when it was queued. */
  at: string;
}

/**
 * The mail server's own words: from its reply code on when there is one ("550 Mailbox
 * unavailable…", after nodemailer's "Can't send mail - …: " or "Server closed the connection: ").
 */
function serverWords(error: string): string {
  const words = error.replace(/; gave up$/, '');
  const code = /(?:^|:\s)[245]\d\d[\s-]/.exec(words);
  return code ? words.slice(code.index + (code[0].startsWith(':') ? 2 : 0)) : words;
}

/** A stored `lastError` in words an owner understands, keeping the server's reason. */
export function plainReason(lastError: string): string {
  if (lastError === notConfiguredReason) return 'Not sent yet: no mail transport is configured';
  if (lastError.startsWith(refusedPrefix)) {
    const words = serverWords(lastError.slice(refusedPrefix.length));
    return /^5\d\d\b/.test(words)
      ? `The mail server refused this address for good: ${words}`
      : `This message cannot be sent: ${words}`;
  }
  const words = serverWords(lastError);
  if (/^4\d\d\b/.test(words)) return `The mail server turned it away for now: ${words}`;
  if (/timed? ?out|did not (finish|answer)/i.test(words)) {
    return `The mail server did not answer in time: ${words}`;
  }
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ECONNRESET|connect/i.test(words)) {
    return `The mail server could not be reached: ${words}`;
  }
  return `Not delivered: ${words}`;
}

/** One outbox row as a MailDelivery; "permanent" is read from its `lastError` (`refusedPrefix`). */
export function deliveryOf(row: DeliveryRow): MailDelivery {
  const iso = (ms: number) => new Date(ms).toISOString();
  const reason = row.lastError === null ? null : plainReason(row.lastError);
  const base = { outboxId: row.id, to: row.toAddress };
  if (row.state === 'sent') {
    return { ...base, state: 'sent', reason: null, retryable: false, at: iso(row.sentAt ?? 0) };
  }
  if (row.state === 'failed') {
    const refused = row.lastError?.startsWith(refusedPrefix) ?? false;
    return {
      ...base,
      state: refused ? 'refused' : 'failed',
      reason: reason ?? 'Not delivered',
      retryable: !refused,
      at: iso(row.createdAt),
    };
  }
  const tried = row.lastError !== null && row.lastError !== notConfiguredReason;
  return {
    ...base,
    state: tried ? 'retrying' : 'waiting',
    reason,
    retryable: false,
    at: iso(tried ? row.nextAttemptAt : row.createdAt),
  };
}

/** The columns `deliveryOf` needs, for a select. */
export const deliveryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  ref: outbox.ref,
  toAddress: outbox.toAddress,
  state: outbox.state,
  lastError: outbox.lastError,
  nextAttemptAt: outbox.nextAttemptAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};

/** Every message about a record (`inquiry:<id>`, `admin:<id>`), oldest first, without its text. */
export const deliveriesAbout = (db: Db, ref: string) =>
  db
    .select(deliveryColumns)
    .from(outbox)
    .where(eq(outbox.ref, ref))
    .orderBy(asc(outbox.createdAt), asc(sql`rowid`));

/**
 * The message a resent copy stands for: a copy's id is its first message's id, a dash and a
 * random part, so every resend of one reply or acknowledgement is known from the stored id alone.
 */
export const firstMessageId = (outboxId: string) => outboxId.split('-')[0]!;

/**
 * The statement that queues the same message again to another address (the address was refused):
 * same kind, subject, body and record, a new row whose id names the first message, due now.
 * Returns the new row's id and the statement, for the batch that makes the change.
 */
export function resendStatement(db: Db, row: OutboxRow, to: string, now: number) {
  const id = `${firstMessageId(row.id)}-${newId()}`;
  const insert = db.insert(outbox).values({
    id,
    kind: row.kind,
    toAddress: to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    replyTo: row.replyTo,
    ref: row.ref,
    attachments: row.attachments,
    nextAttemptAt: now,
    createdAt: now,
  });
  return { id, insert };
}
