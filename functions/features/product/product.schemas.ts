import * as z from 'zod';
import {
  altTextMaxLength,
  productDescriptionMaxLength,
  productNameLength,
} from '../../../src/contract/limits';
import { booleanSegment, flag, formNumber } from '../../lib/fields';
import { idPattern } from '../../lib/ids';
import { slugPattern } from '../../../src/contract/slugs';
import { productPricingFields } from '../pricing/product-price-fields';
import { productSizeFields } from './product.sizes';
import { findUnsafeText } from '../../lib/validate';

/** Query of `GET /api/product/`: `limit` 0 (all) to 1000, optional `category_slug`. */
export const productListQuery = z.object({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a whole number from 0 to 1000')
    .transform(Number)
    .pipe(z.number().max(1000, 'must be a whole number from 0 to 1000'))
    .default(0),
  // The reference's client sends the string "null" when no category is chosen.
  category_slug: z.preprocess(
    (value) => (value === 'null' || value === '' ? undefined : value),
    z
      .string()
      .max(100, 'must be at most 100 characters')
      .regex(slugPattern, 'must be a category slug such as ladies-rings')
      .optional(),
  ),
});

/** Path parameter `{id}` of a product. */
export const productIdParam = z.object({
  id: z.string().regex(idPattern, 'must be a product id'),
});

/** Product create/update fields (reference §5); slug and total are derived on the server, never taken. */
export const productInput = z.object({
  name: z
    .string({ error: 'is required' })
    .trim()
    .min(productNameLength.min, `must be at least ${productNameLength.min} characters`)
    .max(productNameLength.max, `must be at most ${productNameLength.max} characters`),
  description: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(productDescriptionMaxLength, `must be at most ${productDescriptionMaxLength} characters`),
  code: z
    .string({ error: 'is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,32}$/, 'must be 2–32 letters, digits or hyphens'),
  price: formNumber('a price in rupees')
    .pipe(z.number().min(0, 'must be at least 0').max(10_000_000, 'must be at most ₹1,00,00,000'))
    .refine(
      (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
      'must have at most two decimals',
    ),
  discount: formNumber('a whole percent from 0 to 99').pipe(
    z.number().int('must be a whole percent').min(0, 'must be 0 to 99').max(99, 'must be 0 to 99'),
  ),
  categoryID: z.string({ error: 'is required' }).regex(idPattern, 'must be a category'),
  weight: formNumber('a weight in grams')
    .pipe(z.number().min(0, 'must be at least 0').max(10_000, 'must be at most 10,000 g'))
    .refine(
      (weight) => Math.abs(weight * 10 - Math.round(weight * 10)) < 1e-6,
      'must have at most one decimal',
    ),
  bestSeller: flag(false),
  trendingProd: flag(false),
  newArrival: flag(false),
  status: flag(true),
  // Left out (the reference's client, an older form) keeps the piece as it is; new pieces are shown.
  hidden: flag(false).optional(),
  ...productPricingFields,
  ...productSizeFields,
});

/** `images` on update: the existing images to keep, in order, with their alt texts. */
export const keptImagesInput = z
  .preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        const parsed: unknown = JSON.parse(value);
        return parsed;
      } catch {
        // A malformed list is the client's mistake (400), not a crash.
        ctx.addIssue({ code: 'custom', message: 'must be the list of images to keep, as JSON' });
        return z.NEVER;
      }
    },
    z
      .array(
        z.object({
          _id: z.string().regex(idPattern),
          alt: z
            .string()
            .trim()
            .max(altTextMaxLength)
            .refine((alt) => findUnsafeText(alt) === null, 'must not contain control characters')
            .default(''),
        }),
      )
      .max(8),
  )
  .optional();

export const productStatusParams = productIdParam.extend({ newStatus: booleanSegment });

/** `version` on update: the one the admin's form loaded; absent (the reference's client) skips the check. */
export const productVersionInput = z.object({
  version: formNumber('a whole number')
    .pipe(z.number().int('must be a whole number').min(1, 'must be at least 1'))
    .optional(),
});

/** Product update fields: the product's own, the images to keep and the version the form loaded. */
export const productUpdateInput = productInput.extend({
  images: keptImagesInput,
  ...productVersionInput.shape,
});
