import * as z from 'zod';
import { huidPattern, makingKinds, pricingModes, purities } from '../../../src/contract/pricing';
import { formNumber } from '../../lib/fields';

// A field left out (an older client, a partial form) keeps the product's current value; a blank
// HUID clears it.
const absent = (value: unknown) => (value === '' || value === null ? undefined : value);

const rupees = (max: number, maxText: string) =>
  formNumber('an amount in rupees')
    .pipe(z.number().min(0, 'must be at least 0').max(max, `must be at most ${maxText}`))
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      'must have at most two decimals',
    );

/** The pricing fields of a product save (DESIGN §10), merged into `productInput`. */
export const productPricingFields = {
  pricing: z.preprocess(
    absent,
    z.enum(pricingModes, { error: 'must be fixed or rate_linked' }).optional(),
  ),
  purity: z.preprocess(
    absent,
    formNumber('a purity such as 925')
      .pipe(
        z
          .number()
          .refine(
            (purity) => (purities as readonly number[]).includes(purity),
            `must be one of ${purities.join(', ')}`,
          ),
      )
      .optional(),
  ),
  making_kind: z.preprocess(
    absent,
    z.enum(makingKinds, { error: 'must be per_gram or fixed' }).optional(),
  ),
  making_charge: z.preprocess(absent, rupees(1_000_000, '₹10,00,000').optional()),
  other_charges: z.preprocess(absent, rupees(10_000_000, '₹1,00,00,000').optional()),
  huid: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(huidPattern, 'must be 6 letters or digits, such as AB12CD')
      .nullable()
      .optional(),
  ),
};
