import { and, asc, count, desc, eq, or } from 'drizzle-orm';
import {
  accountTokens,
  cartItems,
  inquiries,
  inquiryItems,
  products,
  sessions,
  users,
  wishlistItems,
} from '../../../db/schema';
import { paiseToRupees } from '../../../src/contract/money';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { formatReference } from '../inquiry/inquiry-reference';
import { findUser, type UserRow } from './user.service';

async function existingUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUser(db, id);
  if (!user) throw notFound('No such customer');
  return user;
}

/**
 * One customer for the admin: the account (name, e-mail, phone if given, registration date), the
 * inquiries made from it or with its e-mail address (newest first), and the cart as it stands.
 */
export async function customerDetail(db: Db, id: string) {
  const user = await existingUser(db, id);
  const [asked, cart] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        seq: inquiries.seq,
        kind: inquiries.kind,
        stage: inquiries.stage,
        createdAt: inquiries.createdAt,
        fromAccount: eq(inquiries.userId, id),
        pieces: count(inquiryItems.id),
      })
      .from(inquiries)
      .leftJoin(inquiryItems, eq(inquiryItems.inquiryId, inquiries.id))
      .where(or(eq(inquiries.userId, id), eq(inquiries.email, user.email)))
      .groupBy(inquiries.id)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.seq)),
    db
      .select({
        productId: products.id,
        name: products.name,
        code: products.code,
        totalPaise: products.totalPaise,
        status: products.status,
        qty: cartItems.qty,
        size: cartItems.size,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, id))
      .orderBy(asc(cartItems.addedAt)),
  ]);
  return {
    customer: {
      _id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      createdAt: new Date(user.createdAt).toISOString(),
    },
    inquiries: asked.map((row) => ({
      _id: row.id,
      reference: formatReference(row.seq, row.createdAt),
      kind: row.kind,
      stage: row.stage,
      pieces: row.pieces,
      // Sent while signed out, with the account's e-mail address.
      byEmailOnly: !row.fromAccount,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    cart: cart.map((line) => ({
      product: {
        _id: line.productId,
        name: line.name,
        code: line.code,
        total_price: paiseToRupees(line.totalPaise),
        status: line.status,
      },
      qty: line.qty,
      size: line.size || null,
    })),
  };
}

/**
 * Delete a customer's account at their request, with its audit entry, in one batch: their
 * inquiries stay, detached from the account; cart, wishlist, sessions and links go (deleted
 * explicitly rather than trusting cascades on every connection).
 */
export async function deleteCustomer(db: Db, actor: Actor, id: string, now: number): Promise<void> {
  const user = await existingUser(db, id);
  await db.batch([
    db.update(inquiries).set({ userId: null }).where(eq(inquiries.userId, id)),
    db.delete(cartItems).where(eq(cartItems.userId, id)),
    db.delete(wishlistItems).where(eq(wishlistItems.userId, id)),
    db.delete(sessions).where(and(eq(sessions.kind, 'customer'), eq(sessions.subjectId, id))),
    db
      .delete(accountTokens)
      .where(and(eq(accountTokens.accountKind, 'customer'), eq(accountTokens.accountId, id))),
    db.delete(users).where(eq(users.id, id)),
    auditEntry(db, {
      actor,
      entity: 'customer',
      entityId: id,
      action: 'delete',
      before: {
        name: user.name,
        email: user.email,
        phone: user.phone,
        registered: new Date(user.createdAt).toISOString(),
      },
      at: now,
    }),
  ]);
}
