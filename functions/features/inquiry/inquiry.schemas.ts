import * as z from '../../lib/zod';
import { messageLength } from '../../../src/contract/limits';
import { booleanSegment, email, indianPhone, personName, quantity } from '../../lib/fields';
import { idPattern } from '../../lib/ids';
import { blankless } from '../../lib/paging';
import { pageSizeLimit } from '../../../src/contract/paging';

const productCode = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z0-9-]{2,32}$/, 'must be product codes such as NCK-101'),
  );

/** What the shopper writes to the shop (DESIGN §9 "Field limits"). */
export const inquiryMessage = z
  .string({ error: 'is required' })
  .check(
    z.trim(),
    z.minLength(messageLength.min, 'is required'),
    z.maxLength(messageLength.max, `must be at most ${messageLength.max} characters`),
  );

/** A piece sent from the cart: the product, how many, and the size chosen when it has sizes. */
const inquiryPiece = z.object({
  pId: z.string({ error: 'is required' }).check(z.regex(idPattern, 'must be a product id')),
  qty: quantity,
  size: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.optional(z.string().check(z.trim(), z.maxLength(10, 'must be a size such as 14 or 2-6'))),
  ),
});

/**
 * `POST /api/inquiry/send-inquiry`: the reference's submission; `productCodes` is a JSON-encoded
 * list (or a list) of codes typed by hand, `items` the pieces sent from the cart.
 */
export const inquiryInput = z.object({
  name: personName,
  email,
  phone: indianPhone,
  message: inquiryMessage,
  items: z.pipe(
    z.optional(
      z
        .array(inquiryPiece, { error: 'must be a list of pieces' })
        .check(z.maxLength(50, 'must be at most 50 pieces')),
    ),
    z.transform((items) => items ?? []),
  ),
  productCodes: z.pipe(
    z.preprocess(
      (value) => {
        if (value === undefined || value === null || value === '') return [];
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value);
        } catch {
          return value.split(',');
        }
      },
      z.array(productCode).check(z.maxLength(50, 'must be at most 50 codes')),
    ),
    z.transform((codes) => [...new Set(codes)]),
  ),
});

/** `INQ-2026-000123`: the year it was sent and its number. */
export const inquiryReference = z.object({
  reference: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^INQ-\d{4}-\d{6,}$/, 'must be a reference such as INQ-2026-000123'),
    ),
});

/**
 * What proves a tracking request is the inquirer's: the e-mail address used (`?email=`) or the
 * tracking link's token (`?token=`). Blank values count as missing; whether either is given is the
 * route's question.
 */
export const trackProof = z.object({
  email: z.preprocess((value) => (value === '' ? undefined : value), z.optional(email)),
  token: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.optional(z.string().check(z.maxLength(200, 'must be a tracking link token'))),
  ),
});

/** `PATCH /api/inquiry/change-status/{inquiryId}/{newStatus}`. */
export const inquiryStatusParams = z.object({
  inquiryId: z.string().check(z.regex(idPattern, 'must be an inquiry id')),
  newStatus: booleanSegment,
});

// A whole number from 1 to `max` in the query string, digits only (no `1e2`, `0x10` or `+5`);
// absent or blank means `fallback`.
const listNumber = (what: string, max: number, fallback: number) =>
  z.pipe(
    blankless(
      z.pipe(
        z.pipe(z.string().check(z.regex(/^\d{1,9}$/, `must be ${what}`)), z.transform(Number)),
        z.number().check(z.gte(1, 'must be at least 1'), z.lte(max, `must be at most ${max}`)),
      ),
    ),
    z.transform((value) => value ?? fallback),
  );

/**
 * `GET /api/inquiry/get-inquiry?page=&limit=`: the reference sends neither, and gets the newest
 * 100; `limit` is at most 100, so no call reads the whole table.
 */
export const inquiryListQuery = z.object({
  page: listNumber('a page number', 1_000_000, 1),
  limit: listNumber('a number of inquiries', pageSizeLimit.max, pageSizeLimit.max),
});
