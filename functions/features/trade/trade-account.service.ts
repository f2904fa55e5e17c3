import { and, desc, eq, sql } from 'drizzle-orm';
import { tradeAccounts, users } from '../../../db/schema';
import type { TradeState } from '../../../src/contract/trade';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { queueMail, type MailMessage } from '../mail/outbox';
import type { TradeApplication } from './trade.schemas';

type TradeRow = typeof tradeAccounts.$inferSelect;

/** A trade account as its holder and the owner see it. */
export interface TradeAccountJson {
  userId: string;
  businessName: string;
  gstin: string | null;
  country: string;
  registration: string | null;
  phone: string;
  sells: string;
  state: TradeState;
  appliedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
}

/** The owner's list adds who applied. */
export type TradeApplicantJson = TradeAccountJson & { name: string; email: string };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const reshape = (row: TradeRow): TradeAccountJson => ({
  userId: row.userId,
  businessName: row.businessName,
  gstin: row.gstin,
  country: row.country,
  registration: row.registration,
  phone: row.phone,
  sells: row.sells,
  state: row.state,
  appliedAt: new Date(row.createdAt).toISOString(),
  decidedAt: iso(row.decidedAt),
  decidedBy: row.decidedByName,
  note: row.decisionNote,
});

/** The customer's trade account (any state), or null when they never applied. */
export async function findTradeAccount(db: Db, userId: string): Promise<TradeAccountJson | null> {
  const [row] = await db.select().from(tradeAccounts).where(eq(tradeAccounts.userId, userId));
  return row ? reshape(row) : null;
}

/** Whether this customer is an approved trade buyer now: the one test every trade answer passes. */
export async function isTradeBuyer(db: Db, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db
    .select({ state: tradeAccounts.state })
    .from(tradeAccounts)
    .where(and(eq(tradeAccounts.userId, userId), eq(tradeAccounts.state, 'approved')));
  return row !== undefined;
}

/**
 * Apply (or apply again after a decline) with the owner's notification in the same batch. 409 while
 * an application is waiting or once approved.
 */
export async function applyForTrade(
  db: Db,
  userId: string,
  input: TradeApplication,
  now: number,
  ownerMail: MailMessage,
): Promise<TradeAccountJson> {
  const existing = await findTradeAccount(db, userId);
  if (existing?.state === 'pending')
    throw new HttpError(409, 'Your application is waiting for the shop to answer');
  if (existing?.state === 'approved') throw new HttpError(409, 'Your trade account is approved');
  const fields = {
    ...input,
    state: 'pending' as const,
    decidedAt: null,
    decidedByName: null,
    decisionNote: null,
    updatedAt: now,
  };
  const open = sql`EXISTS (SELECT 1 FROM trade_accounts WHERE user_id = ${userId} AND state <> 'declined')`;
  const [, [row]] = await db
    .batch([
      // Fails, rolling the batch back (and its e-mail), when an application was made or approved
      // since the check above: two tabs applying at once make one application (decision 021's guard).
      db
        .select({ open: sql`json(CASE WHEN ${open} THEN 'open' ELSE '1' END)` })
        .from(users)
        .where(eq(users.id, userId)),
      db
        .insert(tradeAccounts)
        .values({ userId, ...fields, createdAt: now })
        .onConflictDoUpdate({ target: tradeAccounts.userId, set: { ...fields, createdAt: now } })
        .returning(),
      queueMail(db, ownerMail, now),
    ])
    .catch(async (error: unknown) => {
      const after = await findTradeAccount(db, userId);
      if (!after || after.state === 'declined') throw error;
      throw new HttpError(409, 'Your application is waiting for the shop to answer');
    });
  if (!row) throw new HttpError(409, 'Your application is waiting for the shop to answer');
  return reshape(row);
}

/** Applications in one state (or all), the latest first, with the applicant's name and e-mail. */
export async function listTradeAccounts(
  db: Db,
  state: TradeState | 'all',
): Promise<TradeApplicantJson[]> {
  const rows = await db
    .select({ account: tradeAccounts, name: users.name, email: users.email })
    .from(tradeAccounts)
    .innerJoin(users, eq(users.id, tradeAccounts.userId))
    .where(state === 'all' ? undefined : eq(tradeAccounts.state, state))
    .orderBy(desc(tradeAccounts.updatedAt))
    .limit(500);
  return rows.map((row) => ({ ...reshape(row.account), name: row.name, email: row.email }));
}

/** Composes the applicant's e-mail about the decision. */
export type DecisionMail = (decision: {
  userId: string;
  name: string;
  email: string;
  businessName: string;
  approved: boolean;
  note: string | null;
}) => Promise<MailMessage>;

/**
 * Approve or decline an application, or withdraw an approval: the new state, the audit entry and
 * the applicant's e-mail in one batch. 404 without an application; 409 when it is already in that
 * state or changed while the owner decided (another tab, a new application).
 */
export async function decideTradeAccount(
  db: Db,
  actor: Actor,
  userId: string,
  decision: { approved: boolean; note: string | null },
  now: number,
  mail: DecisionMail,
): Promise<TradeApplicantJson> {
  const [found] = await db
    .select({ account: tradeAccounts, name: users.name, email: users.email })
    .from(tradeAccounts)
    .innerJoin(users, eq(users.id, tradeAccounts.userId))
    .where(eq(tradeAccounts.userId, userId));
  if (!found) throw notFound('No trade account application from this customer');
  const next: TradeState = decision.approved ? 'approved' : 'declined';
  if (found.account.state === next)
    throw new HttpError(409, `This trade account is already ${next}`);
  const message = await mail({
    userId,
    name: found.name,
    email: found.email,
    businessName: found.account.businessName,
    ...decision,
  });
  const seen = found.account;
  const batch = db.batch([
    // Fails, rolling the batch back, when the application changed since it was read (another tab,
    // a new application): decision 021's guard, as product saves use it.
    db
      .select({
        same: sql`json(CASE WHEN ${tradeAccounts.updatedAt} = ${seen.updatedAt} AND ${tradeAccounts.state} = ${seen.state} THEN '1' ELSE 'stale' END)`,
      })
      .from(tradeAccounts)
      .where(eq(tradeAccounts.userId, userId)),
    db
      .update(tradeAccounts)
      .set({
        state: next,
        decidedAt: now,
        decidedByName: actor.name,
        decisionNote: decision.note,
        updatedAt: now,
      })
      .where(eq(tradeAccounts.userId, userId))
      .returning(),
    queueMail(db, message, now),
    auditEntry(db, {
      actor,
      entity: 'trade_account',
      entityId: userId,
      action: decision.approved ? 'approve' : 'decline',
      before: { state: seen.state, businessName: seen.businessName },
      after: { state: next, businessName: seen.businessName, note: decision.note },
      at: now,
    }),
  ]);
  const [, updated] = await batch.catch(async (error: unknown) => {
    const [current] = await db
      .select({ updatedAt: tradeAccounts.updatedAt, state: tradeAccounts.state })
      .from(tradeAccounts)
      .where(eq(tradeAccounts.userId, userId));
    if (current?.updatedAt !== seen.updatedAt || current.state !== seen.state)
      throw new HttpError(409, 'This application changed meanwhile: reload it');
    throw error;
  });
  if (!updated[0]) throw notFound('No trade account application from this customer');
  return { ...reshape(updated[0]), name: found.name, email: found.email };
}
