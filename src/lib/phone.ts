// The one phone rule (DESIGN §9 "Field limits"), imported by the server's schemas and the browser's
// forms alike, so it has no dependencies and touches no DOM or server API.

/** The longest phone entry accepted as typed, prefix, spaces and hyphens included. */
export const phoneMaxLength = 20;

/** What a shopper reads beside a phone field that breaks the rule. */
export const phoneProblem = 'Please enter an Indian phone number, e.g. 98290 12345.';

// Ten digits starting 6–9 (Indian mobile numbers), after an optional +91, 91 or 0.
const indianNumber = /^(?:\+91|91|0)?([6-9]\d{9})$/;

/**
 * The number written as `+91 98290 12345` when `text` is an Indian phone number (spaces and
 * hyphens anywhere, at most `phoneMaxLength` characters after trimming), else null.
 */
export function indianPhoneNumber(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length > phoneMaxLength) return null;
  const digits = indianNumber.exec(trimmed.replace(/[\s-]/g, ''))?.[1];
  return digits ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : null;
}
