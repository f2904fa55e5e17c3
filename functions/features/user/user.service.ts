import { desc, eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { HttpError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashPassword, verifyAccountPassword } from '../../lib/passwords';

/** A customer as the reference's JSON has it. */
export interface UserJson {
  _id: string;
  name: string;
  email: string;
}

export type UserRow = typeof users.$inferSelect;

export const reshapeUser = (row: UserRow): UserJson => ({
  _id: row.id,
  name: row.name,
  email: row.email,
});

/** The customer with this id, or null. */
export async function findUser(db: Db, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Create a customer account; 409 when the e-mail is taken. */
export async function registerUser(
  db: Db,
  input: { name: string; email: string; password: string },
): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ id: newId(), cartId: newId(), name: input.name, email: input.email, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!row)
    throw new HttpError(409, 'An account with this e-mail already exists. Please log in instead.');
  return row;
}

/** The customer whose e-mail and password match, or null; takes as long for an unknown e-mail. */
export async function authenticateUser(
  db: Db,
  email: string,
  password: string,
): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return (await verifyAccountPassword(password, row?.passwordHash)) ? row! : null;
}

/** Every customer for the admin's read-only table, newest first. */
export async function listUsers(db: Db) {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt));
  return rows.map((row) => ({
    ...reshapeUser(row),
    createdAt: new Date(row.createdAt).toISOString(),
  }));
}
