import { eq } from 'drizzle-orm';
import { alertTokens } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { linkTokenMatches, newLinkToken } from '../../lib/link-tokens';
import { hashToken } from '../../lib/sessions';

type Purpose = (typeof alertTokens.$inferSelect)['purpose'];
type TokenRow = typeof alertTokens.$inferSelect;

/** A confirmation link works for a week; an unsubscribe link for as long as the e-mail is kept. */
export const confirmLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/**
 * A fresh link token (256 random bits) for a subscription and the statement storing only its
 * SHA-256 (as account links are), for the batch that queues the e-mail carrying it.
 */
export async function issueAlertToken(
  db: Db,
  subscriptionId: string,
  purpose: Purpose,
  now: number,
) {
  const { token, hash } = await newLinkToken();
  const insert = db.insert(alertTokens).values({
    tokenHash: hash,
    subscriptionId,
    purpose,
    expiresAt: purpose === 'confirm' ? now + confirmLifetimeMs : null,
    createdAt: now,
  });
  return { token, insert };
}

/**
 * The stored row of a token of this purpose, compared in constant time, whether or not it has
 * been used or has expired (the caller says which it accepts); null for an unknown token.
 */
export async function findAlertToken(
  db: Db,
  token: string,
  purpose: Purpose,
): Promise<TokenRow | null> {
  const tokenHash = await hashToken(token);
  const [row] = await db.select().from(alertTokens).where(eq(alertTokens.tokenHash, tokenHash));
  if (!row || !linkTokenMatches(tokenHash, row.tokenHash) || row.purpose !== purpose) return null;
  return row;
}
