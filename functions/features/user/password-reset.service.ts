import { and, eq } from 'drizzle-orm';
import { sessions, users } from '../../../db/schema';
import {
  issueAccountToken,
  purgeDeadAccountTokens,
  redeemAccountToken,
} from '../../lib/account-tokens';
import type { Db } from '../../lib/db';
import { hashPassword } from '../../lib/passwords';
import { queueMail, type MailMessage } from '../mail/outbox';
import { findUser, type UserRow } from './user.service';

/** Who a reset e-mail goes to, and the token its link carries. */
export interface ResetMailInput {
  name: string;
  email: string;
  token: string;
}

/**
 * Start a reset for the customer with this e-mail address, if there is one: a 30-minute link token
 * and the e-mail carrying it, written in one batch. An unknown address writes nothing but takes
 * the same path (one lookup, the e-mail composed, one batch), so the answer and its timing do not
 * tell them apart.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  now: number,
  resetMail: (input: ResetMailInput) => Promise<MailMessage>,
): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  const { token, insert } = await issueAccountToken(
    db,
    { purpose: 'password_reset', accountKind: 'customer', accountId: user?.id ?? '' },
    now,
  );
  // Composed for an unknown address too (and thrown away): the same reads, the same time.
  const message = await resetMail({ name: user?.name ?? '', email: user?.email ?? email, token });
  const purge = purgeDeadAccountTokens(db, now);
  await db.batch(user ? [purge, insert, queueMail(db, message, now)] : [purge]);
}

/**
 * Set a customer's password from a reset link's token and end every session of the account, in
 * one batch; the token works once. Returns the customer, or null for a link that is unknown,
 * expired or used.
 */
export async function resetPasswordWithToken(
  db: Db,
  token: string,
  password: string,
  now: number,
): Promise<UserRow | null> {
  const accountId = await redeemAccountToken(
    db,
    token,
    { purpose: 'password_reset', accountKind: 'customer' },
    now,
    async (id, stillLive) => {
      const passwordHash = await hashPassword(password);
      return [
        db
          .update(users)
          .set({ passwordHash, updatedAt: now })
          .where(and(eq(users.id, id), stillLive)),
        db
          .delete(sessions)
          .where(and(eq(sessions.kind, 'customer'), eq(sessions.subjectId, id), stillLive)),
      ];
    },
  );
  return accountId ? findUser(db, accountId) : null;
}
