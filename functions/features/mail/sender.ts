import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import type { Db } from '../../lib/db';
import {
  MailHeaderError,
  oneClickUnsubscribe,
  oneLineHeader,
  plainMailAddress,
} from './mail-headers';
import { storedAttachments } from './attachments';
import {
  MailRefusedError,
  messageIdFor,
  refusedPrefix,
  type MailTransport,
  type OutgoingMail,
} from './transport';

/** Tries before a row is marked failed: at 0, 1, 3, 7, 15, 31 and 63 minutes. */
export const maxAttempts = 7;

/** The wait after the n-th failed try: 1, 2, 4, 8, 16, 32 minutes. */
export const retryDelayMs = (attempts: number) => 60_000 * 2 ** (attempts - 1);

/**
 * How long a claim holds: twice what a transport may take for one message (its own time limits
 * end a try within 30 s), so a live sender's row is never claimed by a second one; a crashed
 * sender's rows are tried again once it runs out.
 */
export const claimMs = 60_000;

/** What waiting rows say while no transport is configured; nothing claims they were sent. */
export const notConfiguredReason = 'not sent — no mail transport configured';

type OutboxRow = typeof outbox.$inferSelect;

export interface DrainOptions {
  /** Null or absent: no transport is configured; due rows are only labelled as waiting. */
  transport: MailTransport | null | undefined;
  /** MAIL_FROM. */
  from: string;
  now?: () => number;
  /** Messages handled at the same time (each on its own connection). */
  concurrency?: number;
  /** Stop claiming rows after this many (a Worker's invocation has a time budget). */
  limit?: number;
  /** The name this sender's claims carry (`outbox.claimedBy`), when it has one. */
  claimant?: string;
}

export interface DrainResult {
  sent: number;
  /** Failed this time, to be tried again later. */
  retrying: number;
  /** Failed for good (refused, or out of tries). */
  failed: number;
}

/** Rows whose time has come and that no live sender holds. */
const dueAt = (now: number) =>
  and(
    inArray(outbox.state, ['pending', 'sending']),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, now)),
  );

/**
 * Claim the next due row in one conditional UPDATE: of two senders racing for a row, exactly one
 * gets it back. A row that is `sent` or `failed` is never due, so it is never claimed again.
 */
async function claimNext(
  db: Db,
  now: number,
  claimant: string | null,
): Promise<OutboxRow | undefined> {
  const next = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(dueAt(now))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1);
  const [row] = await db
    .update(outbox)
    .set({
      state: 'sending',
      claimedUntil: now + claimMs,
      claimedBy: claimant,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(and(inArray(outbox.id, next), dueAt(now)))
    .returning();
  return row;
}

/** The message as the transport takes it; MailHeaderError when a header could carry a line break. */
function outgoing(row: OutboxRow, from: string): OutgoingMail {
  return {
    from,
    to: plainMailAddress(row.toAddress),
    subject: oneLineHeader(row.subject),
    text: row.text,
    html: row.html,
    replyTo: row.replyTo === null ? undefined : plainMailAddress(row.replyTo),
    messageId: messageIdFor(row.id, from),
    ...(row.attachments ? { attachments: storedAttachments(row.attachments) } : {}),
    ...(row.listUnsubscribe === null ? {} : { headers: oneClickUnsubscribe(row.listUnsubscribe) }),
  };
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);

/** Send one claimed row and record the outcome, only while the claim is still ours. */
async function deliver(
  db: Db,
  row: OutboxRow,
  options: DrainOptions,
  now: () => number,
): Promise<keyof DrainResult> {
  const ours = and(eq(outbox.id, row.id), eq(outbox.claimedUntil, row.claimedUntil!));
  try {
    if (row.attempts > maxAttempts) throw new Error(`${row.lastError ?? 'interrupted'}; gave up`);
    await options.transport!.send(outgoing(row, options.from));
  } catch (error) {
    const permanent = error instanceof MailRefusedError || error instanceof MailHeaderError;
    const giveUp = permanent || row.attempts >= maxAttempts;
    const reason = permanent ? `${refusedPrefix}${reasonOf(error)}` : reasonOf(error);
    await db
      .update(outbox)
      .set(
        giveUp
          ? { state: 'failed', lastError: reason, claimedUntil: null }
          : {
              state: 'pending',
              lastError: reason,
              nextAttemptAt: now() + retryDelayMs(row.attempts),
              claimedUntil: null,
            },
      )
      .where(ours);
    return giveUp ? 'failed' : 'retrying';
  }
  // The at-least-once edge: a crash between the server's acceptance above and this write leaves
  // the row claimed, and it is sent again (same Message-ID) when the claim runs out.
  await db
    .update(outbox)
    .set({ state: 'sent', sentAt: now(), claimedUntil: null, lastError: null })
    .where(ours);
  return 'sent';
}

/**
 * Send every due outbox row once through the transport: a row is claimed before it is sent, so
 * two senders (processes, isolates) never send the same row, and a `sent` row is never sent
 * again. A failure is retried with exponential backoff up to `maxAttempts`, then `failed` with
 * its reason; a permanent refusal fails at once. Without a transport, nothing is sent and the
 * waiting rows say so.
 */
export async function drainOutbox(db: Db, options: DrainOptions): Promise<DrainResult> {
  const now = options.now ?? Date.now;
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  if (!options.transport) {
    await db
      .update(outbox)
      .set({ lastError: notConfiguredReason })
      .where(
        and(
          eq(outbox.state, 'pending'),
          or(isNull(outbox.lastError), ne(outbox.lastError, notConfiguredReason)),
        ),
      );
    return result;
  }
  let budget = options.limit ?? Infinity;
  const worker = async () => {
    while (budget > 0) {
      budget -= 1;
      const row = await claimNext(db, now(), options.claimant ?? null);
      if (!row) return;
      result[await deliver(db, row, options, now)] += 1;
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 1 }, worker));
  return result;
}

/**
 * Hand back at once the rows held by senders known to be gone (`isGone(claimedBy)`: a Node server
 * killed mid-send), instead of waiting out their claims: the next drain sends them again, with the
 * same Message-ID, as it would once the claim ran out. Returns how many were handed back.
 */
export async function releaseClaimsOfGone(
  db: Db,
  isGone: (claimant: string) => boolean,
  now = Date.now(),
): Promise<number> {
  const held = await db
    .selectDistinct({ claimant: outbox.claimedBy })
    .from(outbox)
    .where(
      and(eq(outbox.state, 'sending'), isNotNull(outbox.claimedBy), gt(outbox.claimedUntil, now)),
    );
  const gone = held.flatMap(({ claimant }) => (claimant && isGone(claimant) ? [claimant] : []));
  if (!gone.length) return 0;
  const released = await db
    .update(outbox)
    .set({ claimedUntil: null, claimedBy: null })
    .where(and(eq(outbox.state, 'sending'), inArray(outbox.claimedBy, gone)))
    .returning({ id: outbox.id });
  return released.length;
}
