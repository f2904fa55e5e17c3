import * as z from '../../lib/zod';
import { rupeesToPaise } from '../../../src/contract/money';
import { pageSizeLimit, searchMaxLength } from '../../../src/contract/paging';
import { email } from '../../lib/fields';
import { idPattern } from '../../lib/ids';
import { stages } from '../../../src/contract/stages';

/** Columns the desk's list can be sorted by. */
export const sortKeys = ['created', 'updated', 'name', 'stage'] as const;

// A calendar day as `<input type="date">` sends it. The refinement runs even when the pattern
// failed (zod 4 goes on checking), so it must cope with any text: `2026-02-30` and `yesterday` are
// both refused, neither throws.
const isRealDay = (value: string) => {
  const at = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
};
const day = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23'),
    z.refine(isRealDay, 'must be a real date'),
  );

// Query parameters arrive as strings; an empty one (a cleared filter) counts as absent.
const blankless = <S extends z.ZodMiniType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.optional(schema));

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .check(
      z.int(`must be ${what}`),
      z.gte(min, `must be at least ${min}`),
      z.lte(max, `must be at most ${max}`),
    );

const filterShape = {
  stage: blankless(z.enum(stages, { error: `must be one of ${stages.join(', ')}` })),
  kind: blankless(z.enum(['inquiry', 'contact'], { error: 'must be inquiry or contact' })),
  from: blankless(day),
  to: blankless(day),
  q: blankless(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(searchMaxLength, `must be at most ${searchMaxLength} characters`),
      ),
  ),
  followUp: z.pipe(
    blankless(z.enum(['true', 'false'], { error: 'must be true or false' })),
    z.transform((value) => value === 'true'),
  ),
  sort: z.pipe(
    blankless(z.enum(sortKeys, { error: `must be one of ${sortKeys.join(', ')}` })),
    z.transform((value) => value ?? 'created'),
  ),
  dir: z.pipe(
    blankless(z.enum(['asc', 'desc'], { error: 'must be asc or desc' })),
    z.transform((value) => value ?? 'desc'),
  ),
};

const inOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const outOfOrder = { path: ['to'], message: 'must not be before the start date' };

/** The filters shared by the list and the CSV export: stage, kind, shop-day range, search, follow-up, sort. */
export const deskFilters = z.object(filterShape).check(z.refine(inOrder, outOfOrder));
export type DeskFilters = z.output<typeof deskFilters>;

/** `GET /api/admin/inquiries`: the filters plus the page asked for. */
export const deskListQuery = z
  .object({
    ...filterShape,
    page: z.pipe(
      blankless(wholeNumber('a page number', 1, 1_000_000)),
      z.transform((value) => value ?? 1),
    ),
    pageSize: z.pipe(
      blankless(wholeNumber('a page size', 1, pageSizeLimit.max)),
      z.transform((value) => value ?? pageSizeLimit.default),
    ),
  })
  .check(z.refine(inOrder, outOfOrder));

/** `/api/admin/inquiries/{id}`. */
export const deskIdParam = z.object({
  id: z.string().check(z.regex(idPattern, 'must be an inquiry id')),
});

/** `/api/admin/inquiries/{id}/mail/{outboxId}/resend`: the inquiry and one of its e-mails. */
export const deskMailParam = z.extend(deskIdParam, {
  outboxId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an outbox id')),
});

/** The customer's corrected e-mail address, for a message that was not delivered. */
export const correctedAddressInput = z.object({ email });

const text = (max: number) =>
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(max, `must be at most ${max} characters`),
    );

/** An internal note or a reply to the customer. */
export const threadInput = z.object({ body: text(5000) });

// ₹1 crore: far above any piece the shop sells, low enough that a slipped key is caught.
const maxQuoteRupees = 10_000_000;

const notRupees = 'must be a number of rupees, such as 2500';

/** A quote: amount in rupees (paise allowed), the last day it holds, an optional message. */
export const quoteInput = z.object({
  amount: z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*\d+(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value,
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'is required' : notRupees),
      })
      .check(
        z.refine(Number.isFinite, notRupees),
        // Checked on the amount as stored (paise): a quote of ₹0.000000001 is a quote of ₹0.
        z.refine((n) => rupeesToPaise(n) >= 100, 'must be at least ₹1'),
        z.refine((n) => n <= maxQuoteRupees, 'must be at most ₹1,00,00,000'),
        z.refine(
          (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
          'must have at most 2 decimals',
        ),
      ),
  ),
  validUntil: z.pipe(z.string({ error: 'is required' }), day),
  message: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(2000, 'must be at most 2000 characters'))),
    z.transform((value) => value ?? ''),
  ),
});

/** `PATCH /api/admin/inquiries/{id}/stage`. */
export const stageInput = z.object({
  stage: z.enum(stages, { error: `must be one of ${stages.join(', ')}` }),
});
