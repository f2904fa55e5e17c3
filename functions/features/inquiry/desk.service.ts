import { asc, eq } from 'drizzle-orm';
import { inquiries, inquiryEvents, inquiryItems } from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { badRequest, HttpError } from '../../lib/errors';
import { paiseToRupees, rupeesToPaise } from '../../../src/contract/money';
import { shopDetailsForMail } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { quoteMail } from '../mail/quote';
import { replyMail } from '../mail/reply';
import { newEvent, shapeEvent } from './desk.detail';
import type { Stage } from './stages';
import { formatReference } from './inquiry.service';
import { shopDay } from './shop-day';

type InquiryRow = typeof inquiries.$inferSelect;

/** Who writes and when. */
export interface StageWriter {
  actor: Actor;
  now: number;
}

/** Who writes, when, and where the shop lives on the web (for links in e-mails). */
export interface DeskWriter extends StageWriter {
  siteUrl: string;
}

const audit = (
  db: Db,
  row: InquiryRow,
  by: StageWriter,
  action: string,
  before: object | null,
  after: object,
) =>
  auditEntry(db, {
    actor: by.actor,
    entity: 'inquiry',
    entityId: row.id,
    action,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown>,
    at: by.now,
  });

/**
 * The status event moving an inquiry to `to` and the statements that make it so (the stage and
 * `updatedAt` set, the event inserted); null when it is already there.
 */
function stageMove(db: Db, row: InquiryRow, to: Stage, by: StageWriter) {
  if (row.stage === to) return null;
  const event = newEvent(row.id, by.actor, by.now, {
    kind: 'status',
    fromStage: row.stage,
    toStage: to,
  });
  return {
    event,
    update: db
      .update(inquiries)
      .set({ stage: to, updatedAt: by.now })
      .where(eq(inquiries.id, row.id)),
    insert: db.insert(inquiryEvents).values(event),
  };
}

/** Only `updatedAt` moves: the customer's tracking page shows when the shop last answered. */
const touch = (db: Db, row: InquiryRow, now: number) =>
  db.update(inquiries).set({ updatedAt: now }).where(eq(inquiries.id, row.id));

/** 409 for a reply or quote to an inquiry marked as spam: nothing is sent to a spammer by mistake. */
function refuseSpam(row: InquiryRow, what: string) {
  if (row.stage === 'spam') {
    throw new HttpError(
      409,
      `This inquiry is marked as spam: move it to another stage before sending a ${what}`,
    );
  }
}

/**
 * Move an inquiry to another stage, recording a status event (from, to, who, when) and an audit
 * entry in one batch. Returns the event, or null when it was already in that stage.
 */
export async function changeStage(db: Db, row: InquiryRow, to: Stage, by: StageWriter) {
  const move = stageMove(db, row, to, by);
  if (!move) return null;
  await db.batch([
    move.update,
    move.insert,
    audit(db, row, by, 'stage', { stage: row.stage }, { stage: to }),
  ]);
  return shapeEvent(move.event, by.now);
}

/** Add an internal note (never shown to the customer) with its audit entry. */
export async function addNote(db: Db, row: InquiryRow, body: string, by: StageWriter) {
  const event = newEvent(row.id, by.actor, by.now, { kind: 'note', body });
  await db.batch([
    db.insert(inquiryEvents).values(event),
    audit(db, row, by, 'note', null, { note: body }),
  ]);
  return [shapeEvent(event, by.now)];
}

/**
 * Reply to the customer: the reply joins the thread (and the tracking page), its e-mail is queued
 * and the audit entry written in the same batch; a `new` inquiry moves to `in_progress`, since it
 * has had its answer. 409 for spam.
 */
export async function sendReply(db: Db, row: InquiryRow, body: string, by: DeskWriter) {
  refuseSpam(row, 'reply');
  const reference = formatReference(row.seq, row.createdAt);
  const event = newEvent(row.id, by.actor, by.now, { kind: 'reply', body });
  const move = row.stage === 'new' ? stageMove(db, row, 'in_progress', by) : null;
  const mail = replyMail(await shopDetailsForMail(db), {
    inquiryId: row.id,
    reference,
    customerName: row.fullname,
    customerEmail: row.email,
    body,
    siteUrl: by.siteUrl,
  });
  await db.batch([
    db.insert(inquiryEvents).values(event),
    ...(move ? [move.update, move.insert] : [touch(db, row, by.now)]),
    queueMail(db, mail, by.now),
    audit(
      db,
      row,
      by,
      'reply',
      { stage: row.stage },
      { stage: move ? 'in_progress' : row.stage, reply: body },
    ),
  ]);
  return [event, ...(move ? [move.event] : [])].map((e) => shapeEvent(e, by.now));
}

/** A quote as the desk takes it: rupees, its last day (`YYYY-MM-DD`) and an optional message. */
export interface QuoteInput {
  amount: number;
  validUntil: string;
  message: string;
}

/**
 * Quote a price: the quote joins the thread, the inquiry becomes `quoted` (a status event), the
 * customer's e-mail is queued and the audit written, all in one batch. 409 for spam; 400 when the
 * last day is before today in the shop.
 */
export async function sendQuote(db: Db, row: InquiryRow, quote: QuoteInput, by: DeskWriter) {
  refuseSpam(row, 'quote');
  if (quote.validUntil < shopDay(by.now)) {
    throw badRequest('Invalid quote: validUntil: must not be in the past', {
      validUntil: 'must be today or a later day',
    });
  }
  const quotePaise = rupeesToPaise(quote.amount);
  const event = newEvent(row.id, by.actor, by.now, {
    kind: 'quote',
    body: quote.message,
    quotePaise,
    quoteValidUntil: quote.validUntil,
  });
  const move = stageMove(db, row, 'quoted', by);
  const pieces = await db
    .select({
      code: inquiryItems.code,
      name: inquiryItems.name,
      qty: inquiryItems.qty,
      size: inquiryItems.size,
    })
    .from(inquiryItems)
    .where(eq(inquiryItems.inquiryId, row.id))
    .orderBy(asc(inquiryItems.position));
  const mail = quoteMail(await shopDetailsForMail(db), {
    inquiryId: row.id,
    reference: formatReference(row.seq, row.createdAt),
    customerName: row.fullname,
    customerEmail: row.email,
    amount: paiseToRupees(quotePaise),
    validUntil: quote.validUntil,
    message: quote.message,
    pieces,
    siteUrl: by.siteUrl,
  });
  await db.batch([
    db.insert(inquiryEvents).values(event),
    ...(move ? [move.update, move.insert] : [touch(db, row, by.now)]),
    queueMail(db, mail, by.now),
    audit(
      db,
      row,
      by,
      'quote',
      { stage: row.stage },
      {
        stage: 'quoted',
        quote: paiseToRupees(quotePaise),
        validUntil: quote.validUntil,
        message: quote.message,
      },
    ),
  ]);
  return [event, ...(move ? [move.event] : [])].map((e) => shapeEvent(e, by.now));
}
