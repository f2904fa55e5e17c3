import { count, eq } from 'drizzle-orm';
import { admins } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { newId } from '../../lib/ids';
import { hashPassword } from '../../lib/passwords';

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
    .values({ id: newId(), name: admin.name, email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0;
}
