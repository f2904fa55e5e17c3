import * as z from '../../lib/zod';
import { formatCount } from '../../../src/contract/money';
import { socialNetworks, weekdays, type SocialNetwork, type Weekday } from '../../../src/lib/shop';
import { email, indianPhone, indianShopPhone } from '../../lib/fields';
import { gstinOrEmpty } from './gstin';

const text = (min: number, max: number) =>
  z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(min, min === 1 ? 'is required' : `must be at least ${min} characters`),
      z.maxLength(max, `must be at most ${max} characters`),
    );

/**
 * Words a page shows as they are (escaped): line ends made `\n`, at most a blank line between
 * paragraphs, no HTML tags (control characters are refused for every input by `valid`).
 */
const plainText = (min: number, max: number) =>
  z
    .pipe(
      z.pipe(
        z.string({ error: 'is required' }),
        z.transform((value) => value.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n')),
      ),
      text(min, max),
    )
    .check(
      z.refine((value) => !/<\s*[a-z!/?]/i.test(value), 'must be plain text, without HTML tags'),
    );

/** `HH:MM` on a 24-hour clock, or empty (a closed day needs no times). */
const time = z
  .string({ error: 'must be a time such as 09:30 or 19:00' })
  .check(
    z.trim(),
    z.regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'must be a time such as 09:30 or 19:00'),
  );

const dayHoursInput = z.object({
  closed: z.optional(z.boolean({ error: 'must be true or false' })),
  opens: z.optional(time),
  closes: z.optional(time),
});

const httpsLink = z.string({ error: 'must be an https:// address, or empty' }).check(
  z.trim(),
  z.maxLength(300, 'must be at most 300 characters'),
  z.refine(
    (value) => value === '' || z.url({ protocol: /^https$/ }).safeParse(value).success,
    'must be an https:// address, or empty',
  ),
);

const rupees = (max: number, what: string) =>
  z.number({ error: `must be ${what} in rupees` }).check(
    z.gte(0, `must be 0 or more`),
    z.lte(max, `must be at most ₹${formatCount(max)}`),
    z.refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      'must be whole paise',
    ),
  );

const byKey = <K extends string, S extends z.ZodMiniType>(keys: readonly K[], schema: S) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.optional(schema)])) as Record<
      K,
      z.ZodMiniOptional<S>
    >,
  );

/**
 * `PUT /api/admin/settings`: any subset of the shop's settings. Within an object (address, hours,
 * a day, social links, map, shipping, the pages' words) the parts left out stay as saved; whether
 * the week's hours make sense is checked on the result (`hoursProblems`).
 */
export const shopSettingsInput = z
  .partial(
    z.object({
      name: text(2, 100),
      legalName: text(2, 150),
      address: z.object({
        line1: z.optional(text(2, 120)),
        line2: z.optional(
          z.string().check(z.trim(), z.maxLength(120, 'must be at most 120 characters')),
        ),
        city: z.optional(text(2, 60)),
        region: z.optional(text(2, 60)),
        postcode: z.optional(
          z.pipe(
            z.pipe(
              z.string({ error: 'is required' }),
              z.transform((value) => value.replace(/\s/g, '')),
            ),
            z.string().check(z.regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code such as 302003')),
          ),
        ),
        country: z.optional(text(2, 60)),
      }),
      phone: indianShopPhone,
      whatsapp: indianPhone,
      email,
      hours: byKey<Weekday, typeof dayHoursInput>(weekdays, dayHoursInput),
      social: byKey<SocialNetwork, typeof httpsLink>(socialNetworks, httpsLink),
      map: z.object({
        lat: z.optional(
          z
            .number({ error: 'must be a latitude between -90 and 90' })
            .check(
              z.gte(-90, 'must be a latitude between -90 and 90'),
              z.lte(90, 'must be a latitude between -90 and 90'),
            ),
        ),
        lon: z.optional(
          z
            .number({ error: 'must be a longitude between -180 and 180' })
            .check(
              z.gte(-180, 'must be a longitude between -180 and 180'),
              z.lte(180, 'must be a longitude between -180 and 180'),
            ),
        ),
      }),
      gstin: gstinOrEmpty,
      shipping: z.object({
        charge: z.optional(rupees(10_000, 'the shipping charge')),
        freeAbove: z.optional(rupees(10_000_000, 'the order value above which shipping is free')),
      }),
      pages: z.object({
        area: z.optional(
          plainText(2, 60).check(z.refine((value) => !value.includes('\n'), 'must be one line')),
        ),
        story: z.optional(plainText(40, 4000)),
        contactIntro: z.optional(plainText(10, 400)),
      }),
    }),
  )
  .check(
    z.refine((input) => Object.values(input).some((value) => value !== undefined), {
      message: 'Send at least one setting to change',
    }),
  );

export type ShopSettingsInput = z.output<typeof shopSettingsInput>;
