import * as z from '../../lib/zod';
import { makingKinds } from '../../../src/contract/pricing';
import {
  fxRupeesRange,
  tradeCurrencies,
  tradeDiscountMax,
  tradeMinQty,
} from '../../../src/contract/trade';
import { indianPhoneNumber, phoneMaxLength } from '../../../src/lib/phone';
import { idPattern } from '../../lib/ids';
import { gstinProblem } from '../settings/gstin';

const text = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(min, min > 1 ? `must be at least ${min} characters` : 'is required'),
      z.maxLength(max, `must be at most ${max} characters`),
    );

// Blank optional fields arrive as '' from forms: the same as not given.
const optional = <S extends z.ZodMiniType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.optional(schema));

/**
 * A buyer's phone: an Indian number written as the shop writes them, or an international one
 * (`+` and 8–15 digits, spaces and hyphens allowed) for buyers abroad.
 */
const tradePhone = z.pipe(
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.maxLength(phoneMaxLength + 5, `must be at most ${phoneMaxLength + 5} characters`),
    ),
  z.transform((value, ctx) => {
    const indian = indianPhoneNumber(value);
    if (indian) return indian;
    const compact = value.replace(/[\s-]/g, '');
    if (/^\+[1-9]\d{7,14}$/.test(compact)) return value.replace(/\s+/g, ' ');
    ctx.issues.push({
      code: 'custom',
      message: 'must be an Indian number (98290 12345) or an international one (+44 20 7946 0958)',
      input: value,
    });
    return z.NEVER;
  }),
);

/**
 * `POST /api/trade/account`: an Indian business gives its GSTIN (checked with its check
 * character); a business without one gives its country and business registration number.
 */
export const tradeApplicationInput = z.pipe(
  z
    .object({
      businessName: text(2, 120),
      gstin: optional(
        z.string().check(
          z.trim(),
          z.toUpperCase(),
          z.superRefine((value, ctx) => {
            const problem = gstinProblem(value);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        ),
      ),
      country: optional(
        z
          .string()
          .check(
            z.trim(),
            z.toUpperCase(),
            z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as IN, AE or GB'),
          ),
      ),
      registration: optional(text(3, 60)),
      phone: tradePhone,
      sells: text(3, 500),
    })
    .check(
      z.superRefine((input, ctx) => {
        if (input.gstin) {
          if (input.country && input.country !== 'IN')
            ctx.addIssue({
              code: 'custom',
              path: ['country'],
              message: 'a GSTIN is for India (IN)',
            });
          return;
        }
        if (!input.country)
          ctx.addIssue({
            code: 'custom',
            path: ['country'],
            message: 'is required without a GSTIN',
          });
        if (!input.registration)
          ctx.addIssue({
            code: 'custom',
            path: ['registration'],
            message: 'is required without a GSTIN',
          });
      }),
    ),
  z.transform((input) => ({
    ...input,
    country: input.gstin ? 'IN' : input.country!,
    gstin: input.gstin ?? null,
    registration: input.registration ?? null,
  })),
);

export type TradeApplication = z.output<typeof tradeApplicationInput>;

/** `/api/admin/trade/accounts/:id/...`: the applicant's customer id. */
export const tradeAccountParam = z.object({
  id: z.string().check(z.regex(idPattern, 'must be a customer id')),
});

/** `GET /api/admin/trade/accounts?state=`: one state, or every account. */
export const tradeAccountsQuery = z.object({
  state: z._default(z.enum(['pending', 'approved', 'declined', 'all']), 'pending'),
});

/** `PATCH .../decline`: the note e-mailed to the applicant, '' for none. */
export const tradeDeclineInput = z.object({
  note: z.pipe(
    z
      .string({ error: 'is required (empty for none)' })
      .check(z.trim(), z.maxLength(500, 'must be at most 500 characters')),
    z.transform((note) => note || null),
  ),
});

/** `GET /api/trade/prices?ids=a,b,c`: the pieces on the buyer's page, at most 500. */
export const tradePricesQuery = z.object({
  ids: z.pipe(
    z.pipe(
      z.string({ error: 'is required' }),
      z.transform((value) => [...new Set(value.split(',').filter(Boolean))]),
    ),
    z
      .array(z.string().check(z.regex(idPattern, 'must be product ids separated by commas')))
      .check(z.minLength(1, 'is required'), z.maxLength(500, 'must be at most 500 ids')),
  ),
});

const money = (max: number) =>
  z.number({ error: 'must be a number' }).check(
    z.gte(0, 'must not be negative'),
    z.lte(max, `must be at most ${max}`),
    z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most 2 decimals'),
  );

/** `PUT /api/admin/trade/products/:productId`: the piece's trade making charge and minimum. */
export const tradeTermsInput = z
  .object({
    making_kind: z.nullable(z.enum(makingKinds, { error: 'must be per_gram or fixed' })),
    making_charge: z.nullable(money(1_000_000)),
    min_qty: z
      .number({ error: 'must be a number' })
      .check(
        z.int('must be a whole number'),
        z.gte(tradeMinQty.min, `must be ${tradeMinQty.min} to ${tradeMinQty.max}`),
        z.lte(tradeMinQty.max, `must be ${tradeMinQty.min} to ${tradeMinQty.max}`),
      ),
  })
  .check(
    z.refine((input) => (input.making_kind === null) === (input.making_charge === null), {
      path: ['making_charge'],
      message: 'is given with its kind (per gram or for the piece), or neither',
    }),
  );

export const tradeProductParam = z.object({
  productId: z.string().check(z.regex(idPattern, 'must be a product id')),
});

const isoDay = z.string({ error: 'is required' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-23'),
  z.refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(parsed) && new Date(parsed).toISOString().startsWith(value);
  }, 'must be a real date'),
);

const fxRate = z.number({ error: 'must be a number' }).check(
  z.gte(fxRupeesRange.min, `must be at least ₹${fxRupeesRange.min}`),
  z.lte(fxRupeesRange.max, `must be at most ₹${fxRupeesRange.max}`),
  z.refine(
    (n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6,
    'must have at most 4 decimals',
  ),
);

const tradeDiscount = z
  .number({ error: 'must be a number' })
  .check(
    z.int('must be a whole percent'),
    z.gte(0, 'must not be negative'),
    z.lte(tradeDiscountMax, `must be at most ${tradeDiscountMax} %`),
  );

const exchangeRates = z.nullable(
  z.object({
    date: isoDay,
    rates: z.object(
      Object.fromEntries(tradeCurrencies.map((c) => [c, fxRate])) as Record<
        (typeof tradeCurrencies)[number],
        typeof fxRate
      >,
    ),
  }),
);

/** The shop's trade discount (percent) and exchange rates (₹ per unit, with their date) as stored. */
export const tradeSettingsStored = z.object({ discount: tradeDiscount, fx: exchangeRates });

export type TradeSettings = z.output<typeof tradeSettingsStored>;

/**
 * `PUT /api/admin/trade/settings`: the discount, the exchange rates (null to show no foreign
 * amounts), or both; a part not sent keeps its value, so the dashboard's rates card and the Trade
 * screen's discount never overwrite each other.
 */
export const tradeSettingsInput = z
  .object({ discount: z.optional(tradeDiscount), fx: z.optional(exchangeRates) })
  .check(
    z.refine((input) => input.discount !== undefined || input.fx !== undefined, {
      path: ['discount'],
      message: 'give the discount, the exchange rates (fx) or both',
    }),
  );
