// How one recorded value reads in the audit trail: stored units (paise, tenths of a gram), codes
// (`in_progress`, `rate_linked`) and switches become what the owner typed or picked in the forms.
// The trail keeps what each write recorded, so every shape is checked rather than trusted.
import { formatRupees, paiseToRupees } from '../../contract/money';
import { stageLabels } from '../../contract/stages';
import { formatGrams, tenthsToGrams } from '../../contract/weight';
import { weekdays, type Weekday } from '../../lib/shop';
import { fieldLabel } from './audit-labels';

/** A recorded object: a whole record, or one part of the settings. */
export type Fields = Record<string, unknown>;

/** A plain object (not an array, not null). */
export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// What a switch says when on and off, by `entity.field`; others read "Yes" / "No".
const switches: Record<string, [on: string, off: string]> = {
  'product.status': ['In stock', 'Out of stock'],
  'product.hidden': ['Hidden from the shop', 'Shown in the shop'],
  'category.status': ['Shown in the shop', 'Hidden from the shop'],
  'maintenance.isMaintain': ['Closed for maintenance', 'Open'],
};

// Stored codes in words, by field.
const codes: Record<string, Record<string, string>> = {
  stage: stageLabels,
  pricing: { fixed: 'Fixed price', rate_linked: 'Follows the silver rate' },
  makingKind: { per_gram: 'Per gram', fixed: 'Fixed amount' },
  sizeType: { ring: 'Ring', bangle: 'Bangle' },
  role: { owner: 'Owner', staff: 'Staff' },
  state: {
    invited: 'Invited',
    active: 'Active',
    disabled: 'Disabled',
    pending: 'Waiting to be sent',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
  },
};

// Fields recorded in rupees (the rest of the money is in paise, named `…Paise`).
const rupeeFields = new Set(['quote', 'charge', 'freeAbove', 'rate']);

const dayFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** "2026-12-01" or an ISO time → "1 Dec 2026" (shop time); anything else as it is. */
function day(text: string): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T12:00:00+05:30` : text;
  const at = Date.parse(iso);
  return /^\d{4}-\d{2}-\d{2}/.test(text) && Number.isFinite(at) ? dayFormat.format(at) : text;
}

/** 1_250_000 → "1.2 MB". */
function bytes(size: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = size;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** "19:00" → "7:00 pm". */
function clock(time: unknown): string {
  if (typeof time !== 'string' || !/^\d{1,2}:\d{2}$/.test(time)) return String(time ?? '');
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours >= 12 ? 'pm' : 'am'}`;
}

const shortDay = (weekday: string) => weekday.charAt(0).toUpperCase() + weekday.slice(1, 3);

/** One day's hours as the owner set them: "Mon 11:00 am–7:00 pm", "Sun closed". */
export function dayHours(weekday: string, hours: unknown): string {
  if (!isFields(hours)) return `${shortDay(weekday)} —`;
  if (hours.closed === true) return `${shortDay(weekday)} closed`;
  return `${shortDay(weekday)} ${clock(hours.opens)}–${clock(hours.closes)}`;
}

/** A week's hours, days with the same hours together: "Mon–Sat 11:00 am–7:00 pm, Sun closed". */
function weekHours(hours: Fields): string {
  const groups: { days: Weekday[]; text: string }[] = [];
  for (const weekday of weekdays) {
    const text = dayHours(weekday, hours[weekday]).slice(4);
    const last = groups.at(-1);
    if (last?.text === text) last.days.push(weekday);
    else groups.push({ days: [weekday], text });
  }
  return groups
    .map(({ days, text }) => {
      const first = shortDay(days[0]!);
      return `${days.length > 1 ? `${first}–${shortDay(days.at(-1)!)}` : first} ${text}`;
    })
    .join(', ');
}

/** An address on one line of text, as it would be written on an envelope. */
function addressText(address: Fields): string {
  const part = (name: string) => (typeof address[name] === 'string' ? address[name].trim() : '');
  const region = [part('region'), part('postcode')].filter(Boolean).join(' ');
  return [part('line1'), part('line2'), part('city'), region, part('country')]
    .filter(Boolean)
    .join(', ');
}

/** A whole record or object in words: "Name: Asha, Role: Staff". */
function objectText(value: Fields, entity: string): string {
  const parts = Object.entries(value).map(
    ([key, inner]) => `${fieldLabel(key, entity)}: ${formatValue(key, inner, entity)}`,
  );
  return parts.length ? parts.join(', ') : '—';
}

/**
 * A recorded value as the owner reads it: rupees, grams, dates, codes and switches in words, an
 * address on one line, a week's opening hours by day, "—" for nothing. `entity` picks the words
 * of a switch (a product's status is stock, a category's is whether it is shown).
 */
export function formatValue(key: string, value: unknown, entity = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    const [on, off] = switches[`${entity}.${key}`] ?? ['Yes', 'No'];
    return value ? on : off;
  }
  if (typeof value === 'number') {
    if (key.endsWith('Paise')) return formatRupees(paiseToRupees(value));
    if (key === 'weightTenths') return formatGrams(tenthsToGrams(value));
    if (key === 'rate') return `${formatRupees(value)} per gram`;
    if (rupeeFields.has(key)) return formatRupees(value);
    if (key === 'discount') return `${value} %`;
    if (key === 'size') return bytes(value);
    return value.toLocaleString('en-IN');
  }
  if (typeof value === 'string') {
    const word = codes[key]?.[value];
    if (word) return word;
    if (key === 'sizes') return value.split(',').join(', ');
    return /^\d{4}-\d{2}-\d{2}/.test(value) ? day(value) : value;
  }
  if (Array.isArray(value)) {
    return value.length ? value.map((item) => formatValue(key, item, entity)).join(', ') : '—';
  }
  if (isFields(value)) {
    if (key === 'address') return addressText(value) || '—';
    if (key === 'hours') return weekHours(value);
    if (key === 'map' && typeof value.lat === 'number' && typeof value.lon === 'number') {
      return `${value.lat}, ${value.lon}`;
    }
    return objectText(value, entity);
  }
  return String(value);
}
