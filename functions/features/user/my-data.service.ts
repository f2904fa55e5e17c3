import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  cartItems,
  inquiries,
  inquiryEvents,
  inquiryItems,
  products,
  users,
  wishlistItems,
} from '../../../db/schema';
import { paiseToRupees } from '../../../src/contract/money';
import type { Db } from '../../lib/db';
import { formatReference } from '../inquiry/inquiry-reference';

const iso = (at: number) => new Date(at).toISOString();

// What the customer and the shop said to each other; the staff's internal notes are the shop's
// working papers about the inquiry, not messages, and stay out as they do on the tracking page.
const messageKinds = ['customer', 'reply', 'quote', 'status'] as const;

async function inquiriesOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(inquiries)
    .where(eq(inquiries.userId, userId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.seq));
  const ids = rows.map((row) => row.id);
  const [items, events] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(inquiryItems)
          .where(inArray(inquiryItems.inquiryId, ids))
          .orderBy(asc(inquiryItems.position)),
        db
          .select()
          .from(inquiryEvents)
          .where(
            and(inArray(inquiryEvents.inquiryId, ids), inArray(inquiryEvents.kind, messageKinds)),
          )
          .orderBy(asc(inquiryEvents.createdAt)),
      ])
    : [[], []];
  return rows.map((row) => ({
    reference: formatReference(row.seq, row.createdAt),
    kind: row.kind,
    sentAt: iso(row.createdAt),
    name: row.fullname,
    email: row.email,
    phone: row.phoneNumber,
    message: row.message,
    pieces: items
      .filter((item) => item.inquiryId === row.id)
      .map((item) => ({
        code: item.code,
        name: item.name,
        qty: item.qty,
        size: item.size ?? '',
        priceRupees: paiseToRupees(item.pricePaise),
      })),
    messages: events
      .filter((event) => event.inquiryId === row.id)
      .map((event) => ({
        from: event.kind === 'customer' ? 'you' : 'the shop',
        kind: event.kind,
        text: event.body,
        at: iso(event.createdAt),
        ...(event.kind === 'status' ? { status: event.toStage } : {}),
        ...(event.quotePaise != null
          ? { quoteRupees: paiseToRupees(event.quotePaise), validUntil: event.quoteValidUntil }
          : {}),
      })),
  }));
}

/**
 * Everything the shop holds about one customer, for their own download (India's DPDP Act 2023):
 * the account (never the password's hash), the cart, the wishlist, and the inquiries sent while
 * signed in with their pieces and messages. Only rows tied to `userId`; nobody else's.
 */
export async function customerData(db: Db, userId: string, now: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [cart, wishlist, sent] = await Promise.all([
    db
      .select({
        code: products.code,
        name: products.name,
        size: cartItems.size,
        qty: cartItems.qty,
        seenPaise: cartItems.seenTotalPaise,
        addedAt: cartItems.addedAt,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.addedAt)),
    db
      .select({ code: products.code, name: products.name, addedAt: wishlistItems.addedAt })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.userId, userId))
      .orderBy(asc(wishlistItems.addedAt)),
    inquiriesOf(db, userId),
  ]);
  return {
    about: 'What Chandi holds about you, downloaded from your account.',
    downloadedAt: iso(now),
    account: {
      name: user.name,
      email: user.email,
      phone: user.phone,
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
    },
    cart: cart.map(({ seenPaise, addedAt, ...line }) => ({
      ...line,
      priceSeenRupees: seenPaise === null ? null : paiseToRupees(seenPaise),
      addedAt: iso(addedAt),
    })),
    wishlist: wishlist.map((line) => ({ ...line, addedAt: iso(line.addedAt) })),
    inquiries: sent,
  };
}
