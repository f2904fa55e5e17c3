import { expect, it } from 'vitest';
import { makeTestShop } from '../../test/backup-shop';
import { listBackups } from './list-backups';
import { takeBackup } from './take-backup';

it(
  'applies retention after each backup, sparing the backups a restore kept',
  { timeout: 60_000 },
  async () => {
    const shop = await makeTestShop(1);
    const config = { ...shop.config, keep: { daily: 2, weekly: 0, monthly: 0 } };
    const at = (day: number, hour = 0) => ({
      ...config,
      now: () => new Date(Date.UTC(2026, 10, day, hour)),
    });
    const names = async () => (await listBackups(config.backupDir)).map((backup) => backup.name);
    await takeBackup(at(20), { reason: 'before-restore', prune: false });
    for (const day of [21, 22, 23]) await takeBackup(at(day));
    expect((await takeBackup(at(24))).pruned).toEqual(['chandi-2026-11-22T000000Z']);
    // A second backup the same day: the first stays while it is less than 24 hours old.
    expect((await takeBackup(at(24, 6))).pruned).toEqual([]);
    expect((await takeBackup(at(25, 12))).pruned).toEqual([
      'chandi-2026-11-24T000000Z',
      'chandi-2026-11-23T000000Z',
    ]);
    expect(await names()).toEqual([
      'chandi-2026-11-25T120000Z',
      'chandi-2026-11-24T060000Z',
      'chandi-2026-11-20T000000Z',
    ]);
    shop.close();
  },
);
