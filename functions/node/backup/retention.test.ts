import { expect, it } from 'vitest';
import { backupsToKeep, type DatedBackup } from './retention';

const keep = { daily: 7, weekly: 4, monthly: 6 };
// One backup at 03:00 India time (21:30 UTC the day before) on each of `days` days up to Friday
// 27 Nov 2026, named by its date in India.
const nightly = (days: number): DatedBackup[] =>
  Array.from({ length: days }, (_, n) => {
    const createdAt = new Date(Date.UTC(2026, 10, 26, 21, 30) - n * 86_400_000);
    const indiaDate = new Date(createdAt.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    return { name: indiaDate, createdAt };
  });
// Just after the newest nightly backup.
const now = new Date(Date.UTC(2026, 10, 26, 22));
const newestFirst = (names: Set<string>) => [...names].sort((a, b) => b.localeCompare(a));

it('keeps the newest of each of the last 7 days, 4 ISO weeks and 6 months, on India dates', () => {
  expect(newestFirst(backupsToKeep(nightly(400), keep, now))).toEqual([
    ...['2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22'],
    '2026-11-21', // the 7th day
    '2026-11-15', // Sundays, the newest of ISO weeks 46 and 45 (weeks 48 and 47 are kept already)
    '2026-11-08',
    '2026-10-31', // the newest of each month back to June
    '2026-09-30',
    '2026-08-31',
    '2026-07-31',
    '2026-06-30',
  ]);
});

it('keeps every backup of the last 24 hours, then only the newest of each day', () => {
  const at = (day: number, hour: number) => ({
    name: `${day}d${hour}h`,
    createdAt: new Date(Date.UTC(2026, 10, day, hour)),
  });
  const sameDay = [at(26, 1), at(26, 5), at(26, 9)];
  const oneDaily = { daily: 1, weekly: 0, monthly: 0 };
  // Before a risky change (an import, a bulk delete) a backup stays for a day at least.
  expect(backupsToKeep(sameDay, oneDaily, new Date(Date.UTC(2026, 10, 26, 12)))).toEqual(
    new Set(['26d1h', '26d5h', '26d9h']),
  );
  expect(backupsToKeep(sameDay, oneDaily, new Date(Date.UTC(2026, 10, 27, 4)))).toEqual(
    new Set(['26d5h', '26d9h']),
  );
  // Days are India's: 20:00 UTC on the 25th is already the 26th there, the same day as 05:00.
  expect(
    backupsToKeep(
      [at(25, 20), at(26, 5)],
      { daily: 2, weekly: 0, monthly: 0 },
      new Date(Date.UTC(2026, 11, 1)),
    ),
  ).toEqual(new Set(['26d5h']));
  // The newest is kept whatever the rules say, and nothing comes of nothing.
  expect(
    backupsToKeep(sameDay, { daily: 0, weekly: 0, monthly: 0 }, new Date(Date.UTC(2027, 0, 1))),
  ).toEqual(new Set(['26d9h']));
  expect(backupsToKeep([], keep, now)).toEqual(new Set());
});

it('keeps everything while there are fewer backups than the rules allow', () => {
  const few = nightly(5);
  expect(backupsToKeep(few, keep, now)).toEqual(new Set(few.map((backup) => backup.name)));
});
