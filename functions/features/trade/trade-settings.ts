import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { readSetting, writeSetting } from '../../lib/settings';
import { tradeSettingsStored, type TradeSettings } from './trade.schemas';

const key = 'trade';

/** No discount and no exchange rates: what a shop that never set them has. */
export const noTradeSettings: TradeSettings = { discount: 0, fx: null };

/** The shop's trade discount and exchange rates; the defaults when never saved or unreadable. */
export function readTradeSettings(db: Db): Promise<TradeSettings> {
  return readSetting(db, key, tradeSettingsStored, noTradeSettings);
}

/**
 * Store the parts of the trade settings given (the rest kept) with the audit entry in one batch
 * (owner only, checked by the route); returns the settings now.
 */
export async function saveTradeSettings(
  db: Db,
  change: Partial<TradeSettings>,
  actor: Actor,
  now: number,
): Promise<TradeSettings> {
  const before = await readTradeSettings(db);
  const next: TradeSettings = {
    discount: change.discount ?? before.discount,
    fx: change.fx === undefined ? before.fx : change.fx,
  };
  await db.batch([
    writeSetting(db, key, next),
    auditEntry(db, {
      actor,
      entity: 'settings',
      entityId: key,
      action: 'update',
      before: { tradeDiscount: before.discount, exchangeRates: before.fx },
      after: { tradeDiscount: next.discount, exchangeRates: next.fx },
      at: now,
    }),
  ]);
  return next;
}
