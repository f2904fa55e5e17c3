import { and, count, eq, exists, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alertSubscriptions, alertTokens, products } from '../../../db/schema';
import type { AlertCounts, AlertKind } from '../../../src/contract/alerts';
import type { Db } from '../../lib/db';
import { HttpError, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { queueMail, type MailMessage } from '../mail/outbox';
import { selectVisibleProducts } from '../product/visible-products';
import type { AlertPiece } from './alert-mail';
import { findAlertToken, issueAlertToken } from './alert-tokens';

/** A piece a shopper may subscribe to, with what decides whether the alert makes sense. */
export interface AlertablePiece extends AlertPiece {
  inStock: boolean;
  rateLinked: boolean;
  totalPaise: number;
}

/**
 * The piece a subscription is for, if shoppers may see it and the alert can ever fire: 404 for no
 * such piece, 409 for back-in-stock on a piece in stock or a price watch on a fixed price. Says
 * nothing about any address, so it may answer before the response.
 */
export async function alertablePiece(
  db: Db,
  productId: string,
  kind: AlertKind,
): Promise<AlertablePiece> {
  const [piece] = await selectVisibleProducts(db, {
    id: products.id,
    name: products.name,
    code: products.code,
    status: products.status,
    pricing: products.pricing,
    totalPaise: products.totalPaise,
  }).where(eq(products.id, productId));
  if (!piece) throw notFound('No such piece in the shop');
  const alertable = {
    id: piece.id,
    name: piece.name,
    code: piece.code,
    inStock: piece.status,
    rateLinked: piece.pricing === 'rate_linked',
    totalPaise: piece.totalPaise,
  };
  if (kind === 'back_in_stock' && alertable.inStock) {
    throw new HttpError(
      409,
      'This piece is in stock: you can add it to your cart or ask about it now',
    );
  }
  if (kind === 'price_drop' && !alertable.rateLinked) {
    throw new HttpError(409, 'This piece has a fixed price, which does not follow the silver rate');
  }
  return alertable;
}

/**
 * Record a wish for an alert and queue its confirmation e-mail, in one batch. A new or lapsed
 * (fulfilled, unsubscribed) subscription is put back to `pending` with a fresh link; a pending one
 * gets a fresh link; an active one is left alone and nothing is sent. The caller answers the same
 * in every case and runs this after the answer, so the address's history never shows.
 */
export async function requestAlert(
  db: Db,
  input: { email: string; kind: AlertKind; piece: AlertablePiece },
  now: number,
  confirmation: (token: string) => MailMessage,
): Promise<void> {
  const { email, kind, piece } = input;
  const [existing] = await db
    .select({ id: alertSubscriptions.id, state: alertSubscriptions.state })
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.kind, kind),
        eq(alertSubscriptions.email, email),
        eq(alertSubscriptions.productId, piece.id),
      ),
    );
  if (existing?.state === 'active') return;
  const id = existing?.id ?? newId();
  // The price the shopper saw when asking: a watch measures its first fall from here.
  const fresh = {
    state: 'pending' as const,
    baselinePaise: kind === 'price_drop' ? piece.totalPaise : null,
    confirmedAt: null,
    endedAt: null,
  };
  const record = existing
    ? db.update(alertSubscriptions).set(fresh).where(eq(alertSubscriptions.id, id))
    : db
        .insert(alertSubscriptions)
        .values({ id, kind, email, productId: piece.id, createdAt: now, ...fresh });
  const { token, insert } = await issueAlertToken(db, id, 'confirm', now);
  // Older confirmation links of this subscription stop working: only the newest e-mail counts.
  const retire = db
    .update(alertTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(alertTokens.subscriptionId, id),
        eq(alertTokens.purpose, 'confirm'),
        isNull(alertTokens.usedAt),
      ),
    );
  await db.batch([record, retire, insert, queueMail(db, confirmation(token), now)]);
}

/** What a confirmation or unsubscribe link did, for the page that answers it. */
export type LinkOutcome =
  | { done: true; kind: AlertKind; piece: string; productId: string }
  | { done: false; reason: 'unknown' | 'expired' };

/** The subscription and piece a token belongs to. */
async function subscriptionOf(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      id: alertSubscriptions.id,
      kind: alertSubscriptions.kind,
      state: alertSubscriptions.state,
      productId: products.id,
      piece: products.name,
    })
    .from(alertSubscriptions)
    .innerJoin(products, eq(products.id, alertSubscriptions.productId))
    .where(eq(alertSubscriptions.id, subscriptionId));
  return row;
}

/**
 * Confirm a subscription from its link (the double opt-in): `pending` becomes `active`, once. A
 * link used again answers as done while the subscription is active; an expired or replaced link,
 * or one for a subscription since ended, answers `expired`.
 */
export async function confirmAlert(db: Db, token: string, now: number): Promise<LinkOutcome> {
  const row = await findAlertToken(db, token, 'confirm');
  if (!row) return { done: false, reason: 'unknown' };
  const sub = await subscriptionOf(db, row.subscriptionId);
  if (!sub) return { done: false, reason: 'unknown' };
  const outcome = {
    done: true as const,
    kind: sub.kind,
    piece: sub.piece,
    productId: sub.productId,
  };
  if (row.usedAt !== null) {
    return sub.state === 'active' ? outcome : { done: false, reason: 'expired' };
  }
  if ((row.expiresAt ?? Infinity) <= now) return { done: false, reason: 'expired' };
  const unspent = and(
    eq(alertTokens.tokenHash, row.tokenHash),
    isNull(alertTokens.usedAt),
    gt(alertTokens.expiresAt, now),
  );
  // Only while the link is still live in this very batch: a newer confirmation e-mail retires it.
  const stillLive = exists(
    db
      .select({ one: sql`1` })
      .from(alertTokens)
      .where(unspent),
  );
  const [, spent] = await db.batch([
    db
      .update(alertSubscriptions)
      .set({ state: 'active', confirmedAt: now })
      .where(
        and(eq(alertSubscriptions.id, sub.id), eq(alertSubscriptions.state, 'pending'), stillLive),
      ),
    db
      .update(alertTokens)
      .set({ usedAt: now })
      .where(unspent)
      .returning({ hash: alertTokens.tokenHash }),
  ]);
  return spent.length || (await subscriptionOf(db, sub.id))?.state === 'active'
    ? outcome
    : { done: false, reason: 'expired' };
}

/**
 * End a subscription from the unsubscribe link of any alert it sent (RFC 8058 one-click: no
 * sign-in, no expiry). Saying it twice is fine: the answer is the same.
 */
export async function unsubscribeAlert(db: Db, token: string, now: number): Promise<LinkOutcome> {
  const row = await findAlertToken(db, token, 'unsubscribe');
  if (!row) return { done: false, reason: 'unknown' };
  const sub = await subscriptionOf(db, row.subscriptionId);
  if (!sub) return { done: false, reason: 'unknown' };
  await db.batch([
    db
      .update(alertSubscriptions)
      .set({ state: 'unsubscribed', endedAt: now })
      .where(
        and(
          eq(alertSubscriptions.id, sub.id),
          inArray(alertSubscriptions.state, ['active', 'pending', 'fulfilled']),
        ),
      ),
    db
      .update(alertTokens)
      .set({ usedAt: now })
      .where(and(eq(alertTokens.tokenHash, row.tokenHash), isNull(alertTokens.usedAt))),
  ]);
  return { done: true, kind: sub.kind, piece: sub.piece, productId: sub.productId };
}

/** Subscribers of one piece per kind: confirmed (active) and waiting for confirmation (pending). */
export async function alertCounts(db: Db, productId: string): Promise<AlertCounts> {
  const rows = await db
    .select({ kind: alertSubscriptions.kind, state: alertSubscriptions.state, n: count() })
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.productId, productId))
    .groupBy(alertSubscriptions.kind, alertSubscriptions.state);
  const counts: AlertCounts = {
    back_in_stock: { confirmed: 0, waiting: 0 },
    price_drop: { confirmed: 0, waiting: 0 },
  };
  for (const row of rows) {
    if (row.state === 'active') counts[row.kind].confirmed += row.n;
    if (row.state === 'pending') counts[row.kind].waiting += row.n;
  }
  return counts;
}
