import * as z from '../../lib/zod';
import { firstRateDay, maxRateRupees, minRateRupees } from '../../../src/contract/pricing';
import { rupeesToPaise } from '../../../src/contract/money';
import { formNumber } from '../../lib/fields';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** `PUT /api/admin/silver-rate`: rupees per gram of 999 silver, the day it is for, and the confirmation. */
export const silverRateInput = z.object({
  rate: z
    .pipe(
      formNumber('a rate in rupees per gram'),
      z.number().check(
        z.lte(maxRateRupees, 'must be at most ₹10,000 per gram'),
        // Checked on the amount as stored (paise): ₹0.000000001 is not a rate of more than ₹0.
        z.refine(
          (rate) => rupeesToPaise(rate) >= minRateRupees * 100,
          `must be at least ₹${minRateRupees} per gram`,
        ),
      ),
    )
    .check(
      z.refine(
        (rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-6,
        'must have at most two decimals',
      ),
    ),
  date: z.string({ error: 'is required' }).check(
    z.regex(isoDate, 'must be a date such as 2026-11-23'),
    z.refine((date) => {
      const day = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
    }, 'must be a real date'),
    z.refine((date) => date >= firstRateDay, 'must not be before the year 2000'),
  ),
  confirm: z._default(z.boolean({ error: 'must be true or false' }), false),
});

/** `GET /api/admin/silver-rate/history?limit=`: how many of the newest rates, 1–500 (default 60). */
export const silverRateHistoryQuery = z.object({
  limit: z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^\d{1,3}$/, 'must be a whole number from 1 to 500')),
        z.transform(Number),
      ),
      z.number().check(z.gte(1, 'must be at least 1'), z.lte(500, 'must be at most 500')),
    ),
    60,
  ),
});
