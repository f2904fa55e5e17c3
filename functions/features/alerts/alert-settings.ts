import * as z from '../../lib/zod';
import { defaultPriceDropPercent, priceDropPercentRange } from '../../../src/contract/alerts';
import { auditEntry, type Actor } from '../../lib/audit';
import type { Db } from '../../lib/db';
import { readSetting, writeSetting } from '../../lib/settings';

const key = 'alerts';

const stored = z.object({
  priceDropPercent: z
    .number()
    .check(z.int(), z.gte(priceDropPercentRange.min), z.lte(priceDropPercentRange.max)),
});

/** The owner's alert settings as saved, or the defaults (a 5 % fall for a price watch). */
export type AlertSettings = z.output<typeof stored>;

/** The alert settings: the saved ones, or the defaults when unset or unreadable. */
export const readAlertSettings = (db: Db): Promise<AlertSettings> =>
  readSetting(db, key, stored, { priceDropPercent: defaultPriceDropPercent });

/** Save the alert settings with an audit row in one batch. */
export async function saveAlertSettings(
  db: Db,
  input: AlertSettings,
  actor: Actor,
  now: number,
): Promise<AlertSettings> {
  const before = await readAlertSettings(db);
  await db.batch([
    writeSetting(db, key, input),
    auditEntry(db, {
      actor,
      entity: 'settings',
      entityId: key,
      action: 'update',
      before,
      after: input,
      at: now,
    }),
  ]);
  return input;
}
