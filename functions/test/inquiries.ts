import { admins, inquiries, inquiryItems } from '../../db/schema';
import type { createApp } from '../app';
import type { Db } from '../lib/db';
import { newId } from '../lib/ids';
import { hashPassword } from '../lib/passwords';
import { jsonRequest } from './customers';

type App = ReturnType<typeof createApp>;

/** A piece of an inquiry as stored: code, name, quantity, size and the price seen (paise). */
export interface PieceFixture {
  code: string;
  name?: string;
  qty?: number;
  size?: string | null;
  pricePaise?: number;
  breakup?: string | null;
}

/**
 * Insert an inquiry directly (any stage, kind or time) with its pieces; returns its row. The
 * defaults are a new inquiry from Meera Shah with no pieces.
 */
export async function addInquiry(
  db: Db,
  fields: Partial<typeof inquiries.$inferInsert> = {},
  pieces: PieceFixture[] = [],
) {
  const id = newId();
  const [row] = await db
    .insert(inquiries)
    .values({
      id,
      fullname: 'Meera Shah',
      email: 'meera@example.in',
      phoneNumber: '+91 98290 12345',
      message: 'Is this available?',
      ...fields,
    })
    .returning();
  if (pieces.length) {
    await db.insert(inquiryItems).values(
      pieces.map((piece, position) => ({
        id: newId(),
        inquiryId: id,
        code: piece.code,
        name: piece.name ?? `Piece ${piece.code}`,
        pricePaise: piece.pricePaise ?? 100_000,
        qty: piece.qty ?? 1,
        size: piece.size ?? null,
        breakup: piece.breakup ?? null,
        position,
      })),
    );
  }
  return row!;
}

/** Create a staff admin directly and sign in through the API; returns the session cookie. */
export async function signInStaff(app: App, db: Db, email = 'staff@chandi.example') {
  const password = 'staff-password-1';
  await db
    .insert(admins)
    .values({
      id: newId(),
      name: 'Ravi Staff',
      email,
      passwordHash: await hashPassword(password),
      role: 'staff',
    })
    .onConflictDoNothing();
  const response = await app.request('/api/admin/login', jsonRequest('POST', { email, password }));
  if (response.status !== 200)
    throw new Error(`staff login failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}
