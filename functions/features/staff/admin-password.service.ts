import { and, eq, isNull, ne } from 'drizzle-orm';
import { admins, sessions } from '../../../db/schema';
import {
  issueAccountToken,
  purgeDeadAccountTokens,
  redeemAccountToken,
  spendOpenAccountTokens,
  type AccountTokenPurpose,
} from '../../lib/account-tokens';
import { auditEntry } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endAllSessions } from '../../lib/sessions';
import { queueMail, type MailMessage } from '../mail/outbox';

type AdminRow = typeof admins.$inferSelect;

/**
 * Change a signed-in admin's password after checking the current one (400 naming
 * `currentPassword` when it is wrong): the new hash, the end of every session and every open
 * e-mailed link of the account, and the audit entry, in one batch. The caller signs this browser in afresh.
 */
export async function changeOwnPassword(
  db: Db,
  admin: AdminRow,
  input: { currentPassword: string; newPassword: string },
  now: number,
): Promise<void> {
  if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) {
    throw badRequest('Your current password is not right', { currentPassword: 'is not right' });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, admin.id)),
    endAllSessions(db, 'admin', admin.id),
    spendOpenAccountTokens(db, 'admin', admin.id, now),
    auditEntry(db, {
      actor: { id: admin.id, name: admin.name },
      entity: 'admin',
      entityId: admin.id,
      action: 'change_password',
      at: now,
    }),
  ]);
}

/** Composes the reset e-mail for an admin, given the token its link carries. */
export type AdminResetMail = (to: {
  name: string;
  email: string;
  token: string;
}) => Promise<MailMessage>;

/**
 * Start a reset for the admin with this e-mail, if there is an active one (signed up, not
 * disabled): a 30-minute link token and the e-mail carrying it, in one batch. Any other address
 * takes the same path and writes nothing, so the answer does not tell them apart.
 */
export async function requestAdminReset(
  db: Db,
  email: string,
  now: number,
  resetMail: AdminResetMail,
): Promise<void> {
  const [admin] = await db
    .select({ id: admins.id, name: admins.name, email: admins.email })
    .from(admins)
    .where(and(eq(admins.email, email), isNull(admins.disabledAt), ne(admins.passwordHash, '')));
  const { token, insert } = await issueAccountToken(
    db,
    { purpose: 'password_reset', accountKind: 'admin', accountId: admin?.id ?? '' },
    now,
  );
  const purge = purgeDeadAccountTokens(db, now);
  if (!admin) {
    await db.batch([purge]);
    return;
  }
  const message = await resetMail({ name: admin.name, email: admin.email, token });
  await db.batch([purge, insert, queueMail(db, message, now)]);
}

const linkActions: Record<AccountTokenPurpose, string> = {
  password_reset: 'reset_password',
  staff_invite: 'accept_invite',
};

/**
 * Set an admin's password from an e-mailed link (a reset or a staff invite), once: the new hash,
 * the end of every session of the account and the audit entry, in one batch. A disabled account's
 * link does nothing. Returns the admin, or null for a link that is unknown, expired or used.
 */
export async function setPasswordFromLink(
  db: Db,
  purpose: AccountTokenPurpose,
  token: string,
  password: string,
  now: number,
): Promise<AdminRow | null> {
  let account: AdminRow | undefined;
  const accountId = await redeemAccountToken(
    db,
    token,
    { purpose, accountKind: 'admin' },
    now,
    async (id, stillLive) => {
      [account] = await db
        .select()
        .from(admins)
        .where(and(eq(admins.id, id), isNull(admins.disabledAt)));
      if (!account) return [];
      const passwordHash = await hashPassword(password);
      return [
        db
          .update(admins)
          .set({ passwordHash, updatedAt: now })
          .where(and(eq(admins.id, id), isNull(admins.disabledAt), stillLive)),
        db
          .delete(sessions)
          .where(and(eq(sessions.kind, 'admin'), eq(sessions.subjectId, id), stillLive)),
        auditEntry(db, {
          actor: { id, name: account.name },
          entity: 'admin',
          entityId: id,
          action: linkActions[purpose],
          at: now,
        }),
      ];
    },
  );
  return accountId && account ? account : null;
}
