import { expect, it } from 'vitest';
import { shopWeekdayIndex } from './shop-day';

it('counts the weekday in India time, Monday as 0', () => {
  // Sunday 29 November 2026, 23:00 UTC is already Monday 04:30 in Jaipur.
  expect(shopWeekdayIndex(Date.parse('2026-11-29T23:00:00Z'))).toBe(0);
  expect(shopWeekdayIndex(Date.parse('2026-11-29T18:29:59Z'))).toBe(6);
  expect(shopWeekdayIndex(Date.parse('2026-11-27T12:00:00Z'))).toBe(4);
});
