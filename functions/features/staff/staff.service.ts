import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { accountTokens, admins, outbox } from '../../../db/schema';
import {
  issueAccountToken,
  purgeDeadAccountTokens,
  spendOpenAccountTokens,
} from '../../lib/account-tokens';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { endAllSessions } from '../../lib/sessions';
import { deliveryColumns, deliveryOf, type MailDelivery } from '../mail/delivery';
import { queueMail, type MailMessage } from '../mail/outbox';

type AdminRow = typeof admins.$inferSelect;

/** An admin account as the owner's Staff screen lists it. */
export interface StaffJson {
  _id: string;
  name: string;
  email: string;
  role: 'owner' | 'staff';
  /** `invited`: has not set a password through the invite link yet. */
  state: 'active' | 'invited' | 'disabled';
  createdAt: string;
  /** For an invited account, when its newest invite link stops working. */
  inviteExpiresAt: string | null;
  /** For an invited account, how its newest invitation e-mail stands (refused, waiting, sent…). */
  invitation: MailDelivery | null;
}

/** What an invitation e-mail is about, so the Staff row finds it: `admin:<id>`. */
const inviteRef = (accountId: string) => `admin:${accountId}`;

/** The invitation e-mail for an account: its message, about that account. */
const inviteMessage = (accountId: string, message: MailMessage): MailMessage => ({
  ...message,
  ref: inviteRef(accountId),
});

const stateOf = (row: AdminRow): StaffJson['state'] =>
  row.disabledAt !== null ? 'disabled' : row.passwordHash === '' ? 'invited' : 'active';

/** What the audit trail keeps of an account: never its password hash. */
const auditView = (row: Pick<AdminRow, 'name' | 'email' | 'role'>, state: StaffJson['state']) => ({
  name: row.name,
  email: row.email,
  role: row.role,
  state,
});

/** Every admin account, the owner first, then the newest. */
export async function listStaff(db: Db): Promise<StaffJson[]> {
  const [rows, invites, invitations] = await Promise.all([
    db.select().from(admins).orderBy(desc(admins.createdAt)),
    db
      .select({ accountId: accountTokens.accountId, expiresAt: accountTokens.expiresAt })
      .from(accountTokens)
      .where(
        and(
          eq(accountTokens.purpose, 'staff_invite'),
          eq(accountTokens.accountKind, 'admin'),
          isNull(accountTokens.usedAt),
        ),
      ),
    // Oldest first, so the map below keeps each account's newest; there are few invitations.
    db
      .select(deliveryColumns)
      .from(outbox)
      .where(eq(outbox.kind, 'staff_invite'))
      .orderBy(asc(outbox.createdAt), asc(sql`rowid`)),
  ]);
  const newestInvitation = new Map<string, MailDelivery>();
  for (const row of invitations) {
    if (row.ref?.startsWith('admin:')) newestInvitation.set(row.ref, deliveryOf(row));
  }
  const inviteEnds = new Map<string, number>();
  for (const invite of invites) {
    inviteEnds.set(
      invite.accountId,
      Math.max(invite.expiresAt, inviteEnds.get(invite.accountId) ?? 0),
    );
  }
  return rows
    .sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'))
    .map((row) => {
      const state = stateOf(row);
      const ends = state === 'invited' ? inviteEnds.get(row.id) : undefined;
      return {
        _id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        state,
        createdAt: new Date(row.createdAt).toISOString(),
        inviteExpiresAt: ends === undefined ? null : new Date(ends).toISOString(),
        invitation: state === 'invited' ? (newestInvitation.get(inviteRef(row.id)) ?? null) : null,
      };
    });
}

/** Composes the invite e-mail for an account, given the token its link carries. */
export type InviteMail = (invite: {
  name: string;
  email: string;
  token: string;
}) => Promise<MailMessage>;

/**
 * Invite a staff member: the account (no password yet), a 7-day single-use link token, the e-mail
 * carrying it and the audit entry, in one batch. 409 when an admin has this e-mail already.
 */
export async function inviteStaff(
  db: Db,
  actor: Actor,
  input: { name: string; email: string },
  now: number,
  inviteMail: InviteMail,
): Promise<StaffJson> {
  const [taken] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, input.email));
  if (taken) throw new HttpError(409, 'An admin account with this e-mail already exists');
  const id = newId();
  const account = { id, name: input.name, email: input.email, role: 'staff' as const };
  const { token, insert } = await issueAccountToken(
    db,
    { purpose: 'staff_invite', accountKind: 'admin', accountId: id },
    now,
  );
  const message = await inviteMail({ name: input.name, email: input.email, token });
  await db.batch([
    db.insert(admins).values({ ...account, passwordHash: '', createdAt: now, updatedAt: now }),
    insert,
    queueMail(db, inviteMessage(id, message), now),
    auditEntry(db, {
      actor,
      entity: 'admin',
      entityId: id,
      action: 'invite',
      after: auditView(account, 'invited'),
      at: now,
    }),
  ]);
  return (await listStaff(db)).find((staff) => staff._id === id)!;
}

async function findStaff(db: Db, id: string): Promise<AdminRow> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('No such admin account');
  if (row.role === 'owner') throw new HttpError(409, "The owner's account cannot be changed here");
  return row;
}

/**
 * Send a new invite link to a staff member who has not set a password yet (the old links stop
 * working), with its audit entry; with `email`, to that corrected address, which becomes the
 * account's (the mail server refused the one first given). 409 for an account that is active or
 * disabled, or when another admin has that e-mail.
 */
export async function resendInvite(
  db: Db,
  actor: Actor,
  id: string,
  now: number,
  inviteMail: InviteMail,
  email?: string,
): Promise<void> {
  const row = await findStaff(db, id);
  if (stateOf(row) !== 'invited') {
    throw new HttpError(409, 'Only an account still waiting for its invite can get a new link');
  }
  const corrected = email !== undefined && email !== row.email;
  if (corrected) {
    const [taken] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
    if (taken) throw new HttpError(409, 'An admin account with this e-mail already exists');
  }
  const to = corrected ? email : row.email;
  const { token, insert } = await issueAccountToken(
    db,
    { purpose: 'staff_invite', accountKind: 'admin', accountId: id },
    now,
  );
  const message = await inviteMail({ name: row.name, email: to, token });
  await db.batch([
    purgeDeadAccountTokens(db, now),
    ...(corrected
      ? [db.update(admins).set({ email: to, updatedAt: now }).where(eq(admins.id, id))]
      : []),
    spendOpenAccountTokens(db, 'admin', id, now),
    insert,
    queueMail(db, inviteMessage(id, message), now),
    auditEntry(db, {
      actor,
      entity: 'admin',
      entityId: id,
      action: corrected ? 'correct_invite_address' : 'resend_invite',
      ...(corrected ? { before: { email: row.email }, after: { email: to } } : {}),
      at: now,
    }),
  ]);
}

/**
 * Disable or enable a staff account with its audit entry, in one batch. Disabling ends every
 * session of the account and spends its unused links (invite, reset), so none can sign it back in.
 */
export async function setStaffDisabled(
  db: Db,
  actor: Actor,
  id: string,
  disabled: boolean,
  now: number,
): Promise<void> {
  const row = await findStaff(db, id);
  if ((row.disabledAt !== null) === disabled) return;
  const after = { ...row, disabledAt: disabled ? now : null };
  await db.batch([
    db
      .update(admins)
      .set({ disabledAt: after.disabledAt, updatedAt: now })
      .where(eq(admins.id, id)),
    ...(disabled
      ? [endAllSessions(db, 'admin', id), spendOpenAccountTokens(db, 'admin', id, now)]
      : []),
    auditEntry(db, {
      actor,
      entity: 'admin',
      entityId: id,
      action: disabled ? 'disable' : 'enable',
      before: auditView(row, stateOf(row)),
      after: auditView(after, stateOf(after)),
      at: now,
    }),
  ]);
}
