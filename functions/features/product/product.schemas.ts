import { z } from 'zod';
import { idPattern } from '../../lib/ids';
import { slugPattern } from '../../lib/slugs';

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
