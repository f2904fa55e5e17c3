import { and, count, eq } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import { spendOpenAccountTokens } from '../../lib/account-tokens';
import { auditEntry } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { hashPassword, verifyAccountPassword } from '../../lib/passwords';
import { endAllSessions } from '../../lib/sessions';

/** True when at least one admin account exists. */
export async function hasAdmin(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(admins);
  return (row?.n ?? 0) > 0;
}

/** Create an admin with this e-mail unless one exists; true when it was created. */
export async function createAdminIfMissing(
  db: Db,
  admin: { name: string; email: string; password: string },
): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (existing) return false;
  const passwordHash = await hashPassword(admin.password);
  const inserted = await db
    .insert(admins)
    .values({ id: newId(), name: admin.name, email, passwordHash, role: 'owner' })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0;
}

/** The admin whose e-mail and password match, or null (as slow for an unknown e-mail). */
export async function authenticateAdmin(db: Db, email: string, password: string) {
  const [row] = await db.select().from(admins).where(eq(admins.email, email.trim().toLowerCase()));
  return (await verifyAccountPassword(password, row?.passwordHash)) ? row! : null;
}

/**
 * With the shop's reset key: set a new password for the owner with this e-mail, end all their
 * sessions and e-mailed links, and record it in the audit trail, in one batch; false when the e-mail is not the
 * owner's (staff reset theirs by e-mail).
 */
export async function resetAdminPassword(
  db: Db,
  email: string,
  newPassword: string,
  now: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .where(and(eq(admins.email, email.trim().toLowerCase()), eq(admins.role, 'owner')));
  if (!row) return false;
  const passwordHash = await hashPassword(newPassword);
  await db.batch([
    db.update(admins).set({ passwordHash, updatedAt: now }).where(eq(admins.id, row.id)),
    endAllSessions(db, 'admin', row.id),
    spendOpenAccountTokens(db, 'admin', row.id, now),
    auditEntry(db, {
      actor: row,
      entity: 'admin',
      entityId: row.id,
      action: 'reset_password_with_key',
      at: now,
    }),
  ]);
  return true;
}
