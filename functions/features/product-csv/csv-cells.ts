// Spreadsheets run a cell that begins with = + - @ (or a tab or carriage return) as a formula, so
// an exported cell beginning with one of them, or with the quote that protects them, gets a leading
// quote (OWASP "CSV injection"); the import takes exactly that quote off again, so a round trip
// gives back the text it started with.
const risky = /^[=+\-@\t\r']/;

/** A cell as the export writes it: text a spreadsheet shows, never runs. */
export const neutralise = (text: string) => (risky.test(text) ? `'${text}` : text);

/** A cell as the import reads it: the export's protecting quote taken off. */
export const restore = (cell: string) =>
  cell.startsWith("'") && risky.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * Whether a cell as it arrived would run as a formula in a spreadsheet (`=HYPERLINK(…)`, `+1`,
 * `@SUM`, `-A1`). A dash before a space or a digit is text or a number, not a formula.
 */
export const looksLikeFormula = (cell: string) => /^[=+@\t\r]|^-[^\s\d.]/.test(cell);

/** `yes`/`no`, as the export writes a switch. */
export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** A switch as people type it: yes/no, true/false, 1/0, y/n (any case); undefined otherwise. */
export function readYesNo(cell: string): boolean | undefined {
  const text = cell.trim().toLowerCase();
  if (['yes', 'y', 'true', '1'].includes(text)) return true;
  if (['no', 'n', 'false', '0'].includes(text)) return false;
  return undefined;
}
