import * as z from '../../lib/zod';
import { gstStates } from '../../../src/contract/gst-states';
import { quoteCurrencies, quoteLimits } from '../../../src/contract/quotes';
import { idPattern } from '../../lib/ids';
import { quoteInput } from '../inquiry/desk.schemas';
import { inquiryReference, trackProof } from '../inquiry/inquiry.schemas';
import { gstinOrEmpty } from '../settings/gstin';

// ₹1 crore a piece: far above anything the shop sells, low enough that a slipped key is caught.
const maxUnitRupees = 10_000_000;

const line = z.object({
  code: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z0-9-]{2,32}$/, 'must be a product code such as RNG-101'),
    ),
  size: z.optional(z.string().check(z.trim(), z.maxLength(12, 'must be at most 12 characters'))),
  qty: z
    .number({ error: 'must be a number of pieces' })
    .check(
      z.int('must be a whole number of pieces'),
      z.gte(1, 'must be at least 1'),
      z.lte(quoteLimits.qty, `must be at most ${quoteLimits.qty}`),
    ),
  unitPrice: z.optional(
    z
      .number({ error: 'must be rupees before GST, such as 2500' })
      .check(
        z.int('must be whole rupees'),
        z.gte(1, 'must be at least ₹1'),
        z.lte(maxUnitRupees, 'must be at most ₹1,00,00,000'),
      ),
  ),
});

const stateCodes = Object.keys(gstStates) as [string, ...string[]];

/** An optional GSTIN, spaces dropped and uppercased, checked with its check character. */
const gstin = z.pipe(
  z.optional(gstinOrEmpty),
  z.transform((value) => value ?? ''),
);

/**
 * `POST /api/admin/quotes`: a quote for an inquiry (replacing its live one, priced at today's rate).
 * The customer's state may be left out when their GSTIN names it; when both are given they agree.
 */
export const newQuoteInput = z.pipe(
  z.object({
    inquiryId: z
      .string({ error: 'is required' })
      .check(z.regex(idPattern, 'must be an inquiry id')),
    lines: z
      .array(line, { error: 'must be a list of lines' })
      .check(
        z.minLength(1, 'must have at least one line'),
        z.maxLength(quoteLimits.lines, `must have at most ${quoteLimits.lines} lines`),
      ),
    validUntil: quoteInput.shape.validUntil,
    message: quoteInput.shape.message,
    customerState: z.optional(
      z.enum(stateCodes, { error: 'must be a GST state code such as 08 (Rajasthan)' }),
    ),
    customerGstin: gstin,
    /** Rupees by default; another currency needs the owner's exchange rate (checked on quoting). */
    currency: z._default(
      z.enum(quoteCurrencies, { error: `must be one of ${quoteCurrencies.join(', ')}` }),
      'INR',
    ),
  }),
  z.transform((input, ctx) => {
    const fromGstin = input.customerGstin.slice(0, 2) || undefined;
    const state = input.customerState ?? fromGstin;
    if (!state) {
      ctx.issues.push({ code: 'custom', path: ['customerState'], message: 'is required', input });
      return z.NEVER;
    }
    if (fromGstin && fromGstin !== state) {
      ctx.issues.push({
        code: 'custom',
        path: ['customerGstin'],
        message: `must be registered in the customer's state (${state}); this one is from ${fromGstin}`,
        input,
      });
      return z.NEVER;
    }
    return { ...input, customerState: state };
  }),
);
export type NewQuoteInput = z.output<typeof newQuoteInput>;

/** `GET /api/admin/quotes?inquiry=`. */
export const quoteListQuery = z.object({
  inquiry: z.string({ error: 'is required' }).check(z.regex(idPattern, 'must be an inquiry id')),
});

/** `/api/admin/quotes/{number}` and `/api/quote/{number}/…`. */
export const quoteNumberParam = z.object({
  number: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^QT-\d{4}-\d{6,}$/, 'must be a quote number such as QT-2026-000123'),
    ),
});

/** What proves the customer's hand: the inquiry's reference and its link's token or e-mail. */
export const customerProof = z.extend(trackProof, inquiryReference.shape);

/** `POST /api/quote/{number}/accept`. */
export const acceptInput = customerProof;

/** `POST /api/quote/{number}/changes`: the customer's words join the inquiry's thread. */
export const changesInput = z.extend(customerProof, {
  message: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(quoteLimits.message, `must be at most ${quoteLimits.message} characters`),
    ),
});
