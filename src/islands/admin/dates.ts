// The back office shows dates in the shop's zone, so a day on screen is the day the server counted.
import { shopTimeZone } from '../../contract/shop-day';

/** "12 Mar 2026" in Indian English, the day in India (the days the server counts), wherever the admin is. */
export const shortDate = (iso: string | number) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: shopTimeZone,
  });

/** "12 Mar 2026, 14:05" in India's time. */
export const dateTime = (iso: string | number) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: shopTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
