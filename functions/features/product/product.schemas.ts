import * as z from '../../lib/zod';
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
  limit: z._default(
    z.pipe(
      z.pipe(
        z.string().check(z.regex(/^\d{1,4}$/, 'must be a whole number from 0 to 1000')),
        z.transform(Number),
      ),
      z.number().check(z.lte(1000, 'must be a whole number from 0 to 1000')),
    ),
    0,
  ),
  // The reference's client sends the string "null" when no category is chosen.
  category_slug: z.preprocess(
    (value) => (value === 'null' || value === '' ? undefined : value),
    z.optional(
      z
        .string()
        .check(
          z.maxLength(100, 'must be at most 100 characters'),
          z.regex(slugPattern, 'must be a category slug such as ladies-rings'),
        ),
    ),
  ),
});

/** Path parameter `{id}` of a product. */
export const productIdParam = z.object({
  id: z.string().check(z.regex(idPattern, 'must be a product id')),
});

/** Product create/update fields (reference §5); slug and total are derived on the server, never taken. */
export const productInput = z.object({
  name: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(productNameLength.min, `must be at least ${productNameLength.min} characters`),
      z.maxLength(productNameLength.max, `must be at most ${productNameLength.max} characters`),
    ),
  description: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(
        productDescriptionMaxLength,
        `must be at most ${productDescriptionMaxLength} characters`,
      ),
    ),
  code: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.regex(/^[A-Z0-9-]{2,32}$/, 'must be 2–32 letters, digits or hyphens'),
    ),
  price: z
    .pipe(
      formNumber('a price in rupees'),
      z
        .number()
        .check(z.gte(0, 'must be at least 0'), z.lte(10_000_000, 'must be at most ₹1,00,00,000')),
    )
    .check(
      z.refine(
        (price) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6,
        'must have at most two decimals',
      ),
    ),
  discount: z.pipe(
    formNumber('a whole percent from 0 to 99'),
    z
      .number()
      .check(
        z.int('must be a whole percent'),
        z.gte(0, 'must be 0 to 99'),
        z.lte(99, 'must be 0 to 99'),
      ),
  ),
  categoryID: z.string({ error: 'is required' }).check(z.regex(idPattern, 'must be a category')),
  weight: z
    .pipe(
      formNumber('a weight in grams'),
      z.number().check(z.gte(0, 'must be at least 0'), z.lte(10_000, 'must be at most 10,000 g')),
    )
    .check(
      z.refine(
        (weight) => Math.abs(weight * 10 - Math.round(weight * 10)) < 1e-6,
        'must have at most one decimal',
      ),
    ),
  bestSeller: flag(false),
  trendingProd: flag(false),
  newArrival: flag(false),
  status: flag(true),
  // Left out (the reference's client, an older form) keeps the piece as it is; new pieces are shown.
  hidden: z.optional(flag(false)),
  ...productPricingFields,
  ...productSizeFields,
});

/** `images` on update: the existing images to keep, in order, with their alt texts. */
export const keptImagesInput = z.optional(
  z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      try {
        const parsed: unknown = JSON.parse(value);
        return parsed;
      } catch {
        // A malformed list is the client's mistake (400), not a crash.
        const message = 'must be the list of images to keep, as JSON';
        ctx.issues.push({ code: 'custom', message, input: value });
        return z.NEVER;
      }
    },
    z
      .array(
        z.object({
          _id: z.string().check(z.regex(idPattern)),
          alt: z._default(
            z.string().check(
              z.trim(),
              z.maxLength(altTextMaxLength),
              z.refine(
                (alt) => findUnsafeText(alt) === null,
                'must not contain control characters',
              ),
            ),
            '',
          ),
        }),
      )
      .check(z.maxLength(8)),
  ),
);

export const productStatusParams = z.extend(productIdParam, { newStatus: booleanSegment });

/** `version` on update: the one the admin's form loaded; absent (the reference's client) skips the check. */
export const productVersionInput = z.object({
  version: z.optional(
    z.pipe(
      formNumber('a whole number'),
      z.number().check(z.int('must be a whole number'), z.gte(1, 'must be at least 1')),
    ),
  ),
});

/** Product update fields: the product's own, the images to keep and the version the form loaded. */
export const productUpdateInput = z.extend(productInput, {
  images: keptImagesInput,
  ...productVersionInput.shape,
});
