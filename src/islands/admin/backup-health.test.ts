import { expect, it } from 'vitest';
import {
  backupWarnings,
  reasonText,
  sizeText,
  type BackupList,
  type BackupRow,
} from './backup-health';

const now = Date.parse('2026-11-28T06:00:00Z');
const backup = (createdAt: string): BackupRow => ({
  name: 'chandi-x',
  createdAt,
  reason: 'scheduled',
  size: 1000,
  schema: null,
  pictures: 0,
  counts: {},
  restoreCommand: 'npm run restore -- data/backups/chandi-x',
  offsite: null,
});
const list = (backups: BackupRow[], lastFailure: BackupList['lastFailure'] = null): BackupList => ({
  available: true,
  backups,
  lastFailure,
});

it('says nothing while the newest backup is under 26 hours old, or on the Worker', () => {
  expect(backupWarnings(list([backup('2026-11-27T04:01:00Z')]), now)).toEqual([]);
  expect(backupWarnings({ available: false, backups: [], lastFailure: null }, now)).toEqual([]);
});

it('warns of an old newest backup, of none at all, and of a failed last attempt, naming why', () => {
  expect(backupWarnings(list([backup('2026-11-27T03:59:00Z')]), now)).toEqual([
    'The newest backup is from 27 Nov 2026, 09:29, more than 26 hours ago.',
  ]);
  expect(backupWarnings(list([]), now)).toEqual(['There is no backup of the shop’s data yet.']);
  const failed = {
    at: '2026-11-28T05:00:00Z',
    reason: 'before CSV import',
    cause: 'the disk that holds the backups is full',
  };
  expect(backupWarnings(list([backup('2026-11-28T04:00:00Z')], failed), now)).toEqual([
    'The last backup (Before CSV import) failed at 28 Nov 2026, 10:30: the disk that holds the backups is full.',
  ]);
  const notCopied = {
    ...backup('2026-11-28T04:00:00Z'),
    offsite: {
      state: 'failed' as const,
      at: '',
      target: 'https://r2',
      error: 'S3 PUT answered 403',
    },
  };
  expect(backupWarnings(list([notCopied]), now)).toEqual([
    'The newest backup could not be copied off this machine (S3 PUT answered 403).',
  ]);
});

it('names reasons and sizes in words', () => {
  expect(['manual', 'scheduled', 'before bulk delete'].map(reasonText)).toEqual([
    'On request',
    'Daily',
    'Before bulk delete',
  ]);
  expect([300, 840_000, 13_000_000].map(sizeText)).toEqual(['1 KB', '820 KB', '12.4 MB']);
});
