import { and, eq, exists, gt, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { accountTokens } from '../../db/schema';
import type { Db } from './db';
import { linkTokenMatches, newLinkToken } from './link-tokens';
import { hashToken } from './sessions';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];
export type AccountKind = (typeof accountTokens.$inferSelect)['accountKind'];

const minute = 60 * 1000;
/** How long a link works (DESIGN §10 "Tokens in links"). */
export const accountTokenLifetimeMs: Record<AccountTokenPurpose, number> = {
  password_reset: 30 * minute,
  staff_invite: 7 * 24 * 60 * minute,
};

/** Which account a token is for and why. */
export interface AccountTokenTarget {
  purpose: AccountTokenPurpose;
  accountKind: AccountKind;
  accountId: string;
}

/**
 * A fresh link token (256 random bits) and the statement storing only its SHA-256 with its expiry,
 * to run in the same `db.batch` as the e-mail that carries the link (`queueMail`).
 */
export async function issueAccountToken(db: Db, target: AccountTokenTarget, now: number) {
  const { token, hash } = await newLinkToken();
  const insert = db.insert(accountTokens).values({
    tokenHash: hash,
    ...target,
    expiresAt: now + accountTokenLifetimeMs[target.purpose],
    createdAt: now,
  });
  return { token, insert };
}

/**
 * The statement marking every open link of an account used, whatever its purpose: run in the batch
 * of any password change, so an older reset e-mail left in a mailbox cannot undo the new password.
 */
export const spendOpenAccountTokens = (
  db: Db,
  accountKind: AccountKind,
  accountId: string,
  now: number,
) =>
  db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.accountKind, accountKind),
        eq(accountTokens.accountId, accountId),
        isNull(accountTokens.usedAt),
      ),
    );

/** The statement removing tokens that can no longer be used (expired, or used over a day ago). */
export const purgeDeadAccountTokens = (db: Db, now: number) =>
  db
    .delete(accountTokens)
    .where(or(lte(accountTokens.expiresAt, now), lte(accountTokens.usedAt, now - 1440 * minute)));

/**
 * Redeem a link token once: when it is unused, unexpired and of this purpose and account kind,
 * run the caller's `changes` for its account and mark it (and every other open token of the
 * account) used, all in one batch. `changes` runs only for a live token (so slow work such as
 * hashing a password is not done for a bad link) and gets a condition (`stillLive`) to AND into
 * each of its statements, so two requests racing with one token change the account once. Returns the
 * account id, or null for an unknown, expired, used or foreign token alike.
 */
export async function redeemAccountToken(
  db: Db,
  token: string,
  wanted: { purpose: AccountTokenPurpose; accountKind: AccountKind },
  now: number,
  changes: (accountId: string, stillLive: SQL) => Promise<BatchItem<'sqlite'>[]>,
): Promise<string | null> {
  const tokenHash = await hashToken(token);
  const [row] = await db.select().from(accountTokens).where(eq(accountTokens.tokenHash, tokenHash));
  const live =
    row !== undefined &&
    linkTokenMatches(tokenHash, row.tokenHash) &&
    row.purpose === wanted.purpose &&
    row.accountKind === wanted.accountKind &&
    row.usedAt === null &&
    row.expiresAt > now;
  if (!live) return null;
  const unspent = and(
    eq(accountTokens.tokenHash, tokenHash),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );
  const stillLive = exists(
    db
      .select({ one: sql`1` })
      .from(accountTokens)
      .where(unspent),
  );
  const spend = db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(unspent)
    .returning({ accountId: accountTokens.accountId });
  // The account's other links die with this one (a new password is set either way): an older
  // reset e-mail left in a mailbox must not reset the new password.
  const spendSiblings = db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.accountKind, row.accountKind),
        eq(accountTokens.accountId, row.accountId),
        ne(accountTokens.tokenHash, tokenHash),
        isNull(accountTokens.usedAt),
        stillLive,
      ),
    );
  const guarded = await changes(row.accountId, stillLive);
  const results = await db.batch([spendSiblings, ...guarded, spend]);
  const spent = results[results.length - 1] as { accountId: string }[];
  return spent.length ? row.accountId : null;
}
