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
import type { Stage } from '../../../src/contract/stages';
import { formatReference } from './inquiry-reference';
import { newInquiryLink } from './inquiry-links';
import { shopDay } from '../../../src/contract/shop-day';

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

/** The customer a reply or quote is e-mailed to, as the messages name them. */
const addressee = (row: InquiryRow) => ({
  inquiryId: row.id,
  reference: formatReference(row.seq, row.createdAt),
  customerName: row.fullname,
  customerEmail: row.email,
});

/**
 * A reply or a quote in one batch: its thread event, the stage move it causes (or only a touch),
 * its e-mail, the hash of the tracking link the e-mail carries and its audit entry. Returns the
 * new events for the thread.
 */
async function sendAnswer(
  db: Db,
  row: InquiryRow,
  by: DeskWriter,
  answer: {
    event: ReturnType<typeof newEvent>;
    move: ReturnType<typeof stageMove>;
    mail: Parameters<typeof queueMail>[1];
    link: Awaited<ReturnType<typeof newInquiryLink>>;
    action: string;
    after: object;
  },
) {
  const { event, move } = answer;
  await db.batch([
    db.insert(inquiryEvents).values(event),
    ...(move ? [move.update, move.insert] : [touch(db, row, by.now)]),
    answer.link.insert,
    queueMail(db, answer.mail, by.now),
    audit(db, row, by, answer.action, { stage: row.stage }, answer.after),
  ]);
  return [event, ...(move ? [move.event] : [])].map((e) => shapeEvent(e, by.now));
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
  const move = row.stage === 'new' ? stageMove(db, row, 'in_progress', by) : null;
  const link = await newInquiryLink(db, row.id, by.now);
  return sendAnswer(db, row, by, {
    event: newEvent(row.id, by.actor, by.now, { kind: 'reply', body }),
    move,
    mail: replyMail(await shopDetailsForMail(db), {
      ...addressee(row),
      body,
      siteUrl: by.siteUrl,
      trackToken: link.token,
    }),
    link,
    action: 'reply',
    after: { stage: move ? 'in_progress' : row.stage, reply: body },
  });
}

// A quote holds a price for days or weeks; a last day years ahead is a typing slip.
const quoteHorizonMs = 366 * 24 * 60 * 60 * 1000;

/** A quote as the desk takes it: rupees, its last day (`YYYY-MM-DD`) and an optional message. */
export interface QuoteInput {
  amount: number;
  validUntil: string;
  message: string;
}

/**
 * Quote a price: the quote joins the thread, the inquiry becomes `quoted` (a status event), the
 * customer's e-mail is queued and the audit written, all in one batch. 409 for spam; 400 when the
 * last day is before today in the shop or more than a year ahead.
 */
export async function sendQuote(db: Db, row: InquiryRow, quote: QuoteInput, by: DeskWriter) {
  refuseSpam(row, 'quote');
  if (quote.validUntil < shopDay(by.now)) {
    throw badRequest('Invalid quote: validUntil: must not be in the past', {
      validUntil: 'must be today or a later day',
    });
  }
  if (quote.validUntil > shopDay(by.now + quoteHorizonMs)) {
    throw badRequest('Invalid quote: validUntil: must be within a year', {
      validUntil: 'must be within a year from today',
    });
  }
  const quotePaise = rupeesToPaise(quote.amount);
  const event = newEvent(row.id, by.actor, by.now, {
    kind: 'quote',
    body: quote.message,
    quotePaise,
    quoteValidUntil: quote.validUntil,
  });
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
  const link = await newInquiryLink(db, row.id, by.now);
  return sendAnswer(db, row, by, {
    event,
    move: stageMove(db, row, 'quoted', by),
    mail: quoteMail(await shopDetailsForMail(db), {
      ...addressee(row),
      amount: paiseToRupees(quotePaise),
      validUntil: quote.validUntil,
      message: quote.message,
      pieces,
      siteUrl: by.siteUrl,
      trackToken: link.token,
    }),
    link,
    action: 'quote',
    after: {
      stage: 'quoted',
      quote: paiseToRupees(quotePaise),
      validUntil: quote.validUntil,
      message: quote.message,
    },
  });
}
