import { and, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { shopDay, shopDayStart } from '../../../src/contract/shop-day';
import { plainReason } from './delivery';
import { refusedPrefix } from './transport';

const states = ['pending', 'sending', 'sent', 'failed'] as const;
type OutboxState = (typeof states)[number];

/** Which rows the admin lists: those that failed, those still waiting (pending or being sent), or both. */
export type OutboxShow = 'failed' | 'waiting' | 'attention';

const shownStates: Record<OutboxShow, OutboxState[]> = {
  failed: ['failed'],
  waiting: ['pending', 'sending'],
  attention: ['failed', 'pending', 'sending'],
};

/** Whether the mail server refused this row for good: another try cannot help, only another address. */
const refusedForGood = (lastError: string | null) => lastError?.startsWith(refusedPrefix) ?? false;

/**
 * The admin screen where the address of a message about this record is corrected and the message
 * resent (the inquiry's thread, the Staff row), or null when no screen does that.
 */
export function fixAddressAt(ref: string | null): string | null {
  const [kind, id] = (ref ?? '').split(/:(.*)/s);
  if (!id) return null;
  if (kind === 'inquiry') return `/admin/inquiries/${encodeURIComponent(id)}`;
  if (kind === 'admin') return '/admin/staff';
  return null;
}

/**
 * The outbox as the admin sees it: how many rows are in each state, how many went out today (shop
 * time), and one page of the rows that need attention, failed first then newest first. Bodies are
 * not included.
 */
export async function outboxOverview(
  db: Db,
  query: { show: OutboxShow; page: number; pageSize: number },
  now: number,
) {
  const where = inArray(outbox.state, shownStates[query.show]);
  const [byState, [today], [{ total } = { total: 0 }], items] = await Promise.all([
    db.select({ state: outbox.state, n: count() }).from(outbox).groupBy(outbox.state),
    db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.state, 'sent'), gte(outbox.sentAt, shopDayStart(shopDay(now))))),
    db.select({ total: count() }).from(outbox).where(where),
    db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        to: outbox.toAddress,
        subject: outbox.subject,
        ref: outbox.ref,
        state: outbox.state,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        nextAttemptAt: outbox.nextAttemptAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(where)
      .orderBy(sql`${outbox.state} = 'failed' desc`, desc(outbox.createdAt), desc(outbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const counts = Object.fromEntries(states.map((state) => [state, 0])) as Record<
    OutboxState,
    number
  >;
  for (const row of byState) counts[row.state] = row.n;
  return {
    counts,
    sentToday: today?.n ?? 0,
    items: items.map((item) => ({
      ...item,
      reason: item.lastError === null ? null : plainReason(item.lastError),
      retryable: item.state === 'failed' && !refusedForGood(item.lastError),
      fixAt: fixAddressAt(item.ref),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * Put a failed row back in the queue, due now with a fresh set of tries, and record who did it in
 * the same batch. 404 for no such row; 409 unless it failed (a row waiting or sent is left alone,
 * so a sent message is never queued again), and 409 when the server refused it for good: the same
 * address would be refused again, so only a corrected address (a resend) can help.
 */
export async function retryOutboxRow(db: Db, id: string, actor: Actor, now: number) {
  const [row] = await db
    .select({ state: outbox.state, attempts: outbox.attempts, lastError: outbox.lastError })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw notFound('No such message in the outbox');
  if (row.state !== 'failed') {
    throw new HttpError(409, `Only a failed message can be retried; this one is ${row.state}`);
  }
  if (refusedForGood(row.lastError)) {
    throw new HttpError(
      409,
      'The mail server refused this address for good, so a retry would be refused too: correct the address and resend',
    );
  }
  await db.batch([
    db
      .update(outbox)
      .set({ state: 'pending', attempts: 0, nextAttemptAt: now, claimedUntil: null })
      .where(and(eq(outbox.id, id), eq(outbox.state, 'failed'))),
    auditEntry(db, {
      actor,
      entity: 'outbox',
      entityId: id,
      action: 'retry',
      before: { state: 'failed', attempts: row.attempts, lastError: row.lastError },
      after: { state: 'pending', attempts: 0, lastError: row.lastError },
      at: now,
    }),
  ]);
}
