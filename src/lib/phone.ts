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

// A shop's own line may be a landline: its STD code and number make ten digits, the first not 0.
const anyIndianNumber = /^(?:\+91|91|0)?([1-9]\d{9})$/;

/**
 * The shop's own number, mobile or landline. A mobile is written as `indianPhoneNumber` writes it;
 * a landline as `+91 141 257 0000`, grouped as typed (the groups follow its STD code, which only
 * the owner knows). Null when `text` is neither.
 */
export function indianShopPhoneNumber(text: string): string | null {
  const mobile = indianPhoneNumber(text);
  if (mobile) return mobile;
  const trimmed = text.trim();
  if (trimmed.length > phoneMaxLength) return null;
  const compact = trimmed.replace(/[\s-]/g, '');
  if (!anyIndianNumber.test(compact)) return null;
  // The typed groups without the prefix (+91, 91 or 0): the national number is the last ten digits.
  let prefix = compact.length - 10;
  const groups = trimmed.split(/[\s-]+/).flatMap((group) => {
    const kept = group.slice(prefix);
    prefix = Math.max(0, prefix - group.length);
    return kept ? [kept] : [];
  });
  return `+91 ${groups.join(' ')}`;
}
