import * as z from '../../lib/zod';

// India's GST identification number: 2-digit state code, the holder's PAN (5 letters, 4 digits,
// 1 letter), an entity number (1–9 or A–Z), the letter Z, and a check character (mod 36).

const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const shape = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
// State and union territory codes in use, plus 97 (other territory) and 99 (centre jurisdiction).
const stateCodes = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/** The check character the GST network computes over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = characters.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return characters[(36 - (sum % 36)) % 36]!;
}

/** Why an (uppercased) GSTIN is not one, in words for the owner; null when it is well formed. */
export function gstinProblem(gstin: string): string | null {
  const match = shape.exec(gstin);
  if (!match) {
    return 'must be 15 characters: a 2-digit state code, the PAN, an entity number, Z and a check character (e.g. 08ABCDE1234F1Z0)';
  }
  if (!stateCodes(Number(match[1]))) return 'must start with a state code from 01 to 38';
  if (gstinCheckCharacter(gstin) !== gstin[14]) {
    return 'has a last character that does not match the rest: please check it for a typo';
  }
  return null;
}

/**
 * A GSTIN field that may be left empty (the shop's own, a quote's customer): spaces dropped and
 * uppercased, checked with its check character; '' stays ''.
 */
export const gstinOrEmpty = z
  .pipe(
    z.string({ error: 'must be a GSTIN, or empty' }),
    z.transform((value) => value.replace(/\s/g, '').toUpperCase()),
  )
  .check(
    z.superRefine((value, ctx) => {
      const problem = value === '' ? null : gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
