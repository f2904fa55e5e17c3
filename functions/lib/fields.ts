import * as z from './zod';
import { maxQty, minQty } from '../../src/contract/cart';
import { emailMaxLength, nameLength, passwordLength } from '../../src/contract/limits';
import { indianPhoneNumber, indianShopPhoneNumber, phoneMaxLength } from '../../src/lib/phone';

// Field limits of DESIGN §9, shared by every form's schema.
export const personName = z
  .string({ error: 'is required' })
  .check(
    z.trim(),
    z.minLength(nameLength.min, `must be at least ${nameLength.min} characters`),
    z.maxLength(nameLength.max, `must be at most ${nameLength.max} characters`),
  );

export const email = z.pipe(
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(emailMaxLength, `must be at most ${emailMaxLength} characters`),
    ),
  z.email('must be a valid e-mail address'),
);

const passwordText = z
  .string({ error: 'is required' })
  .check(
    z.minLength(passwordLength.min, `must be at least ${passwordLength.min} characters`),
    z.maxLength(passwordLength.max, `must be at most ${passwordLength.max} characters`),
  );
const tooCommon = 'is too common: choose a password others would not guess';

/**
 * A password being set (registration, reset, change, invite); signing in takes any. The list of
 * common passwords loads on the first check, so a Worker isolate that sets no password never
 * parses it (decision 047); the check is asynchronous: parse with `safeParseAsync`, as the
 * validators do.
 */
export const password = passwordText.check(
  z.refine(
    async (value) => !(await import('./common-passwords')).isCommonPassword(value),
    tooCommon,
  ),
);

/** The same rule, checked synchronously with the list at hand (`ADMIN_PASSWORD`, `env.ts`). */
export const passwordChecking = (isCommon: (password: string) => boolean) =>
  passwordText.check(z.refine((value) => !isCommon(value), tooCommon));

/** Indian phone numbers by the one rule the browser forms use too (`src/lib/phone.ts`), written `+91 98290 12345`. */
const phoneField = (written: (text: string) => string | null, example: string) =>
  z.pipe(
    z
      .string({ error: 'is required' })
      .check(z.trim(), z.maxLength(phoneMaxLength, `must be at most ${phoneMaxLength} characters`)),
    z.transform((value, ctx) => {
      const number = written(value);
      if (number) return number;
      ctx.issues.push({
        code: 'custom',
        message: `must be an Indian phone number such as ${example}`,
        input: value,
      });
      return z.NEVER;
    }),
  );

export const indianPhone = phoneField(indianPhoneNumber, '98290 12345');

/** The shop's own number: a landline too (`0141 257 0000`). */
export const indianShopPhone = phoneField(indianShopPhoneNumber, '0141 257 0000 or 98290 12345');

/** How many of a piece, in JSON: a whole number from 1 to 10 (never a string such as "0x5"). */
export const quantity = z
  .number({ error: 'must be a number' })
  .check(
    z.int('must be a whole number'),
    z.gte(minQty, `must be ${minQty} to ${maxQty}`),
    z.lte(maxQty, `must be ${minQty} to ${maxQty}`),
  );

/** Remember-me checkboxes arrive as booleans, "on", or not at all. */
export const checkbox = z.pipe(
  z.optional(z.union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false')])),
  z.transform((value) => value === true || value === 'on' || value === 'true'),
);

/**
 * A list a browser sends from its local storage: a JSON string or already parsed, either the list
 * itself or an object holding it (`items`/`list`). More than `max` entries is a 400.
 */
export const localStateList = (what: string, max: number) =>
  z.pipe(
    z.unknown(),
    z.transform((value, ctx): unknown[] => {
      let parsed = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          ctx.issues.push({ code: 'custom', message: `must be the ${what} as JSON`, input: value });
          return z.NEVER;
        }
      }
      const holder = parsed as { items?: unknown; list?: unknown } | null;
      const list = Array.isArray(parsed) ? parsed : (holder?.items ?? holder?.list ?? []);
      if (!Array.isArray(list) || list.length > max) {
        const message = `must be a list of at most ${max} entries`;
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
      return list;
    }),
  );

/** A `true`/`false` path segment (status toggles). */
export const booleanSegment = z.pipe(
  z.enum(['true', 'false'], { error: 'must be true or false' }),
  z.transform((v) => v === 'true'),
);

/** A yes/no form field: booleans, "true"/"false", "on", "1"/"0"; missing means `fallback`. */
export const flag = (fallback: boolean) =>
  z.pipe(
    z.optional(z.union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])),
    z.transform((value) =>
      value === undefined || value === ''
        ? fallback
        : value === true || value === 'true' || value === 'on' || value === '1',
    ),
  );

// What a person types as a number: `12`, `-3`, `1499.50`. `Number()` would also take `0x10`,
// `1e3`, `0b1`, `Infinity` and a blank string, which no one means as a price or a quantity.
const plainDecimal = /^-?\d+(\.\d+)?$/;

/**
 * A finite number from a JSON number or, as multipart forms send every field, a string of plain
 * decimal digits (surrounding spaces ignored); anything else (hex, exponents, booleans, lists) fails.
 */
export const formNumber = (what: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && plainDecimal.test(value.trim()) ? Number(value) : value,
    z.number({ error: `must be ${what}` }).check(z.refine(Number.isFinite, `must be ${what}`)),
  );
