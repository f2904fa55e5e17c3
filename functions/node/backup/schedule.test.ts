import { afterEach, expect, it, vi } from 'vitest';
import type { BackupService } from '../../deps';
import { nextRunAfter, scheduleDailyBackups } from './schedule';

const at3 = { hour: 3, minute: 0 };
const next = (now: string, at = at3) => nextRunAfter(new Date(now), at).toISOString();

afterEach(() => vi.useRealTimers());

it('plans the next run on India’s clock, today if the time is still ahead, else tomorrow', () => {
  // 01:30 in India on 27 Nov is still 26 Nov in UTC: 03:00 India is 21:30 UTC the same evening.
  expect(next('2026-11-26T20:00:00Z')).toBe('2026-11-26T21:30:00.000Z');
  // At 03:00 exactly, and just after, the run is the next day's.
  expect(next('2026-11-26T21:30:00Z')).toBe('2026-11-27T21:30:00.000Z');
  expect(next('2026-11-26T22:00:00Z')).toBe('2026-11-27T21:30:00.000Z');
  // Noon UTC is 17:30 in India: tonight's 03:00 is after India's midnight, the next India date.
  expect(next('2026-11-27T12:00:00Z')).toBe('2026-11-27T21:30:00.000Z');
});

it('crosses India’s midnight, month and year ends', () => {
  const midnight = { hour: 0, minute: 0 };
  expect(next('2026-11-26T18:29:59Z', midnight)).toBe('2026-11-26T18:30:00.000Z');
  expect(next('2026-11-26T18:30:00Z', midnight)).toBe('2026-11-27T18:30:00.000Z');
  expect(next('2026-11-26T19:00:00Z', { hour: 23, minute: 45 })).toBe('2026-11-27T18:15:00.000Z');
  // 1 January 2027 01:30 in India is still 31 December in UTC.
  expect(next('2026-12-31T20:00:00Z')).toBe('2026-12-31T21:30:00.000Z');
  expect(next('2026-12-31T22:00:00Z')).toBe('2027-01-01T21:30:00.000Z');
});

it('takes a scheduled backup at the time every day', async () => {
  vi.useFakeTimers({ now: new Date('2026-11-26T20:00:00Z') });
  const reasons: string[] = [];
  const service = {
    take: async (reason: string) => {
      reasons.push(reason);
      return { name: 'chandi-x' };
    },
  } as unknown as BackupService;
  const stop = scheduleDailyBackups(service, at3);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await vi.advanceTimersByTimeAsync(89 * 60_000);
  expect(reasons).toEqual([]);
  await vi.advanceTimersByTimeAsync(60_000);
  expect(reasons).toEqual(['scheduled']);
  await vi.advanceTimersByTimeAsync(24 * 3_600_000);
  expect(reasons).toEqual(['scheduled', 'scheduled']);
  stop();
});
