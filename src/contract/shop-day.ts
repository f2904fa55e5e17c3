// The shop works in Jaipur: its days begin at midnight India Standard Time (UTC+05:30, no daylight
// saving), so "today", a date filter and a quote's last day are counted in that zone, not the server's.
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;
const dayMs = 24 * 60 * 60 * 1000;

/** The shop's zone for `Intl.DateTimeFormat`: a date shown to the owner is the day counted here. */
export const shopTimeZone = 'Asia/Kolkata';

/** The shop's calendar day (`YYYY-MM-DD`) at an instant. */
export const shopDay = (at: number) => new Date(at + istOffsetMs).toISOString().slice(0, 10);

/** The shop's weekday at an instant: 0 for Monday to 6 for Sunday, the order `weekdays` lists them. */
export const shopWeekdayIndex = (at: number) => (new Date(at + istOffsetMs).getUTCDay() + 6) % 7;

/** The instant a shop day (`YYYY-MM-DD`, assumed valid) begins. */
export const shopDayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - istOffsetMs;

/** The instant after a shop day ends (the next day's start). */
export const shopDayEnd = (day: string) => shopDayStart(day) + dayMs;

/** Whether a quote valid until `validUntil` (its last day, inclusive) has lapsed at `now`. */
export const quoteExpired = (validUntil: string, now: number) => validUntil < shopDay(now);

/** `YYYY-MM-DD HH:MM` in shop time: a date and time a spreadsheet reads as one. */
export const shopStamp = (at: number) =>
  new Date(at + istOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
