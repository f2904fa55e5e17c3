// How the audit trail reads to the owner: stored field names become the forms' words, and each
// change one line of before → after, the settings' nested parts (hours, social links, shipping)
// one line per part that changed.
import { weekdays } from '../../lib/shop';
import { fieldLabel, hoursLabel } from './audit-labels';
import { dayHours, formatValue, isFields, type Fields } from './audit-values';

export { fieldLabel } from './audit-labels';
export { formatValue } from './audit-values';

/** One changed field: its name and the value before and after, in words; null for a side not recorded. */
export interface ChangeLine {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
}

// Settings kept as one object per part; a change lists the parts that changed, one line each.
const splitParts = new Set(['hours', 'social', 'shipping']);

type Side = (key: string, value: unknown) => string | null;

/** A line per part of a settings object that reads differently: a day's hours, a link, a charge. */
function partLines(key: string, before: Fields, after: Fields, entity: string, side: Side) {
  const parts =
    key === 'hours' ? weekdays : [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return parts
    .map((part): ChangeLine =>
      key === 'hours'
        ? {
            key: `${key}.${part}`,
            label: hoursLabel,
            before: dayHours(part, before[part]),
            after: dayHours(part, after[part]),
          }
        : {
            key: `${key}.${part}`,
            label: fieldLabel(`${key}.${part}`, entity),
            before: side(part, before[part] ?? ''),
            after: side(part, after[part] ?? ''),
          },
    )
    .filter((line) => line.before !== line.after);
}

/**
 * The lines of one entry's changes, in words. An edit shows both sides ("—" for an empty one); a
 * creation or deletion, which records only one side of every field, shows that side alone.
 */
export function changeLines(
  entity: string,
  changes: Record<string, [unknown, unknown]>,
): ChangeLine[] {
  const entries = Object.entries(changes);
  const oneSided =
    entries.every(([, [was]]) => was === null) || entries.every(([, [, now]]) => now === null);
  const side: Side = (key, value) =>
    oneSided && value === null ? null : formatValue(key, value, entity);
  return entries.flatMap(([key, [before, after]]) =>
    splitParts.has(key) && isFields(before) && isFields(after)
      ? partLines(key, before, after, entity, side)
      : [
          {
            key,
            label: fieldLabel(key, entity),
            before: side(key, before),
            after: side(key, after),
          },
        ],
  );
}
