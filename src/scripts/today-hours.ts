import { shopWeekdayIndex } from '../contract/shop-day';

/**
 * Shows the phone menu's line for today in the shop's zone in place of the week. The build writes
 * all seven lines hidden and the week visible, so without this script a shopper still sees the hours.
 */
export function showTodayHours(now = Date.now()) {
  const today = document.querySelectorAll<HTMLElement>('[data-hours-today]')[shopWeekdayIndex(now)];
  const week = document.querySelector<HTMLElement>('[data-hours-week]');
  if (!today || !week) return;
  today.hidden = false;
  week.hidden = true;
}
