import * as z from 'zod';
import { formatCount } from '../../../src/contract/money';
import { socialNetworks, weekdays, type SocialNetwork, type Weekday } from '../../../src/lib/shop';
import { email, indianPhone, indianShopPhone } from '../../lib/fields';
import { gstinProblem } from './gstin';

const text = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(min, min === 1 ? 'is required' : `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`);

/**
 * Words a page shows as they are (escaped): line ends made `\n`, at most a blank line between
 * paragraphs, no HTML tags (control characters are refused for every input by `valid`).
 */
const plainText = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .transform((value) => value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n'))
    .pipe(text(min, max))
    .refine((value) => !/<\s*[a-z!/?]/i.test(value), 'must be plain text, without HTML tags');

/** `HH:MM` on a 24-hour clock, or empty (a closed day needs no times). */
const time = z
  .string({ error: 'must be a time such as 09:30 or 19:00' })
  .trim()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'must be a time such as 09:30 or 19:00');

const dayHoursInput = z.object({
  closed: z.boolean({ error: 'must be true or false' }).optional(),
  opens: time.optional(),
  closes: time.optional(),
});

const httpsLink = z
  .string({ error: 'must be an https:// address, or empty' })
  .trim()
  .max(300, 'must be at most 300 characters')
  .refine(
    (value) => value === '' || z.url({ protocol: /^https$/ }).safeParse(value).success,
    'must be an https:// address, or empty',
  );

const rupees = (max: number, what: string) =>
  z
    .number({ error: `must be ${what} in rupees` })
    .min(0, `must be 0 or more`)
    .max(max, `must be at most ₹${formatCount(max)}`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be whole paise',
    );

const byKey = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, schema.optional()])) as Record<K, z.ZodOptional<S>>,
  );

/**
 * `PUT /api/admin/settings`: any subset of the shop's settings. Within an object (address, hours,
 * a day, social links, map, shipping, the pages' words) the parts left out stay as saved; whether
 * the week's hours make sense is checked on the result (`hoursProblems`).
 */
export const shopSettingsInput = z
  .object({
    name: text(2, 100),
    legalName: text(2, 150),
    address: z.object({
      line1: text(2, 120).optional(),
      line2: z.string().trim().max(120, 'must be at most 120 characters').optional(),
      city: text(2, 60).optional(),
      region: text(2, 60).optional(),
      postcode: z
        .string({ error: 'is required' })
        .transform((value) => value.replace(/\s/g, ''))
        .pipe(z.string().regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code such as 302003'))
        .optional(),
      country: text(2, 60).optional(),
    }),
    phone: indianShopPhone,
    whatsapp: indianPhone,
    email,
    hours: byKey<Weekday, typeof dayHoursInput>(weekdays, dayHoursInput),
    social: byKey<SocialNetwork, typeof httpsLink>(socialNetworks, httpsLink),
    map: z.object({
      lat: z
        .number({ error: 'must be a latitude between -90 and 90' })
        .min(-90, 'must be a latitude between -90 and 90')
        .max(90, 'must be a latitude between -90 and 90')
        .optional(),
      lon: z
        .number({ error: 'must be a longitude between -180 and 180' })
        .min(-180, 'must be a longitude between -180 and 180')
        .max(180, 'must be a longitude between -180 and 180')
        .optional(),
    }),
    gstin: z
      .string({ error: 'must be a GSTIN, or empty' })
      .transform((value) => value.replace(/\s/g, '').toUpperCase())
      .superRefine((value, ctx) => {
        const problem = value === '' ? null : gstinProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    shipping: z.object({
      charge: rupees(10_000, 'the shipping charge').optional(),
      freeAbove: rupees(10_000_000, 'the order value above which shipping is free').optional(),
    }),
    pages: z.object({
      area: plainText(2, 60)
        .refine((value) => !value.includes('\n'), 'must be one line')
        .optional(),
      story: plainText(40, 4000).optional(),
      contactIntro: plainText(10, 400).optional(),
    }),
  })
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    message: 'Send at least one setting to change',
  });

export type ShopSettingsInput = z.output<typeof shopSettingsInput>;
