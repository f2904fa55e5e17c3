import * as z from '../../lib/zod';
import { huidPattern, makingKinds, pricingModes, purities } from '../../../src/contract/pricing';
import { formNumber } from '../../lib/fields';

// A field left out (an older client, a partial form) keeps the product's current value; a blank
// HUID clears it.
const absent = (value: unknown) => (value === '' || value === null ? undefined : value);

const rupees = (max: number, maxText: string) =>
  z
    .pipe(
      formNumber('an amount in rupees'),
      z.number().check(z.gte(0, 'must be at least 0'), z.lte(max, `must be at most ${maxText}`)),
    )
    .check(
      z.refine(
        (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
        'must have at most two decimals',
      ),
    );

/** The pricing fields of a product save (DESIGN §10), merged into `productInput`. */
export const productPricingFields = {
  pricing: z.preprocess(
    absent,
    z.optional(z.enum(pricingModes, { error: 'must be fixed or rate_linked' })),
  ),
  purity: z.preprocess(
    absent,
    z.optional(
      z.pipe(
        formNumber('a purity such as 925'),
        z
          .number()
          .check(
            z.refine(
              (purity) => (purities as readonly number[]).includes(purity),
              `must be one of ${purities.join(', ')}`,
            ),
          ),
      ),
    ),
  ),
  making_kind: z.preprocess(
    absent,
    z.optional(z.enum(makingKinds, { error: 'must be per_gram or fixed' })),
  ),
  making_charge: z.preprocess(absent, z.optional(rupees(1_000_000, '₹10,00,000'))),
  other_charges: z.preprocess(absent, z.optional(rupees(10_000_000, '₹1,00,00,000'))),
  huid: z.preprocess(
    (value) => (value === '' ? null : value),
    z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.toUpperCase(),
            z.regex(huidPattern, 'must be 6 letters or digits, such as AB12CD'),
          ),
      ),
    ),
  ),
};
