import { formatCount } from '../../../src/contract/money';

// A problem's message is about one row or the header, whatever the file holds: it quotes a cell
// only in part and names a few of the other rows involved, so a hostile file cannot make a message
// (or the answer listing them) grow with its size.

/** `text` cut to `max` characters, an ellipsis marking the cut. */
export const clip = (text: string, max = 40) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * The first of `total` names joined by commas: at most `shown` of them, then "and N others" (all of
 * them when only one would be left out), as in "rows 2, 3, 4 and 9,997 others". `first` holds at
 * least the first `shown + 1` names (or all), so the cost does not grow with `total`.
 */
export function someOf(first: readonly string[], total = first.length, shown = 3): string {
  if (total <= shown + 1) return first.slice(0, total).join(', ');
  return `${first.slice(0, shown).join(', ')} and ${formatCount(total - shown)} others`;
}
