import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { alertEvents, alertSubscriptions, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { shopDetailsForMail, type ShopDetails } from '../mail/compose';
import { queueMail } from '../mail/outbox';
import { selectVisibleProducts } from '../product/visible-products';
import { backInStockMail, priceDropMail, unsubscribeUrl } from './alert-mail';
import { readAlertSettings } from './alert-settings';
import { issueAlertToken } from './alert-tokens';

type AlertEvent = typeof alertEvents.$inferSelect;

/** What handling an event needs besides the database. */
interface AlertRun {
  siteUrl: string;
  now: number;
  shop: ShopDetails;
}

/** Not yet e-mailed for this event: the guard that makes "once per subscriber per event" hold. */
const notYetFor = (event: AlertEvent) =>
  or(isNull(alertSubscriptions.lastEventId), lt(alertSubscriptions.lastEventId, event.id));

/**
 * The outbox id of one alert: fixed by event and subscription, so that two senders handling the
 * same event at once queue one row (the second insert is ignored).
 */
const alertOutboxId = (event: AlertEvent, subscriptionId: string) =>
  `alert${event.id}x${subscriptionId}`;

/** One subscriber's alert: its unsubscribe link's token, the e-mail and the subscription's update. */
async function alertStatements(
  db: Db,
  run: AlertRun,
  event: AlertEvent,
  subscriptionId: string,
  message: (unsubscribe: string) => Parameters<typeof queueMail>[1],
  after: Partial<typeof alertSubscriptions.$inferInsert>,
): Promise<BatchItem<'sqlite'>[]> {
  const { token, insert } = await issueAlertToken(db, subscriptionId, 'unsubscribe', run.now);
  const mail = {
    ...message(unsubscribeUrl(run.siteUrl, token)),
    outboxId: alertOutboxId(event, subscriptionId),
  };
  return [
    insert,
    queueMail(db, mail, run.now).onConflictDoNothing(),
    db
      .update(alertSubscriptions)
      .set({ ...after, lastEventId: event.id, notifiedAt: run.now })
      .where(
        and(
          eq(alertSubscriptions.id, subscriptionId),
          eq(alertSubscriptions.state, 'active'),
          notYetFor(event),
        ),
      ),
  ];
}

/** A piece is back: one e-mail per confirmed subscriber, who is then `fulfilled`. */
async function backInStock(db: Db, run: AlertRun, event: AlertEvent) {
  const [piece] = await selectVisibleProducts(db, {
    id: products.id,
    name: products.name,
    code: products.code,
    status: products.status,
    totalPaise: products.totalPaise,
  }).where(eq(products.id, event.productId ?? ''));
  // Out of stock again (or gone) before the e-mails were written: nobody is told it is back.
  if (!piece?.status) return [];
  const subscribers = await db
    .select({ id: alertSubscriptions.id, email: alertSubscriptions.email })
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.productId, piece.id),
        eq(alertSubscriptions.kind, 'back_in_stock'),
        eq(alertSubscriptions.state, 'active'),
        notYetFor(event),
      ),
    );
  const statements = await Promise.all(
    subscribers.map((sub) =>
      alertStatements(
        db,
        run,
        event,
        sub.id,
        (unsubscribe) => backInStockMail(run.shop, run.siteUrl, sub.email, piece, unsubscribe),
        { state: 'fulfilled', endedAt: run.now },
      ),
    ),
  );
  return statements.flat();
}

/**
 * A new silver rate: every confirmed price watch whose piece (still rate-linked and visible) now
 * costs at least the owner's percentage less than the price the watcher last heard of gets one
 * e-mail, and that price becomes the new baseline.
 */
async function priceDrops(db: Db, run: AlertRun, event: AlertEvent) {
  const { priceDropPercent } = await readAlertSettings(db);
  const watches = await selectVisibleProducts(db, {
    id: products.id,
    name: products.name,
    code: products.code,
    totalPaise: products.totalPaise,
    subscriptionId: alertSubscriptions.id,
    email: alertSubscriptions.email,
    baselinePaise: alertSubscriptions.baselinePaise,
  })
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.productId, products.id))
    .where(
      and(
        eq(products.pricing, 'rate_linked'),
        eq(alertSubscriptions.kind, 'price_drop'),
        eq(alertSubscriptions.state, 'active'),
        notYetFor(event),
      ),
    );
  // Whole paise compared exactly: the fall is at least `percent` of the baseline.
  const fallen = watches.filter(
    (watch) =>
      watch.baselinePaise !== null &&
      (watch.baselinePaise - watch.totalPaise) * 100 >= watch.baselinePaise * priceDropPercent,
  );
  const statements = await Promise.all(
    fallen.map((watch) =>
      alertStatements(
        db,
        run,
        event,
        watch.subscriptionId,
        (unsubscribe) =>
          priceDropMail(
            run.shop,
            run.siteUrl,
            watch.email,
            { ...watch, beforePaise: watch.baselinePaise! },
            priceDropPercent,
            unsubscribe,
          ),
        { baselinePaise: watch.totalPaise },
      ),
    ),
  );
  return statements.flat();
}

/**
 * Handle what the triggers recorded (a piece back in stock, a new silver rate), oldest first: each
 * event's e-mails are queued in the outbox, its subscriptions updated and the event deleted, in one
 * batch, so a crash repeats an event whole or not at all; fixed outbox ids and the last-event guard
 * keep a repeat (or a second sender) from writing twice. Returns how many e-mails were queued.
 */
export async function processAlertEvents(
  db: Db,
  options: { siteUrl: string; now: number; limit?: number },
): Promise<number> {
  const events = await db
    .select()
    .from(alertEvents)
    .orderBy(asc(alertEvents.id))
    .limit(options.limit ?? 20);
  if (!events.length) return 0;
  const run: AlertRun = { ...options, shop: await shopDetailsForMail(db) };
  let queued = 0;
  for (const event of events) {
    const statements =
      event.kind === 'back_in_stock'
        ? await backInStock(db, run, event)
        : await priceDrops(db, run, event);
    queued += statements.length / 3;
    await db.batch([db.delete(alertEvents).where(eq(alertEvents.id, event.id)), ...statements]);
  }
  return queued;
}

/** `processAlertEvents` for a runtime's mail loop: failures are logged, never thrown. */
export async function sendDueAlerts(db: Db, siteUrl: string, now = Date.now()): Promise<number> {
  try {
    return await processAlertEvents(db, { siteUrl, now });
  } catch (error) {
    console.error('Alerts: events could not be handled:', (error as Error).message);
    return 0;
  }
}
