import * as z from 'zod';
import { booleanSegment } from '../../lib/fields';
import { idPattern } from '../../lib/ids';
import { slugify } from '../../lib/slugs';

/** Slugs that would clash with the shop's own routes under /shop (DESIGN §9). */
export const reservedCategorySlugs = new Set([
  'product',
  'blog',
  'contact',
  'about-us',
  'faq',
  'terms-condtions',
  'wishlist',
  'cart',
  'search',
]);

/** Category create/update fields; the slug is always derived from the name (reference §5). */
export const categoryInput = z
  .object({
    name: z
      .string({ error: 'is required' })
      .trim()
      .min(2, 'must be at least 2 characters')
      .max(100, 'must be at most 100 characters'),
    description: z
      .string({ error: 'is required' })
      .trim()
      .min(1, 'is required')
      .max(1000, 'must be at most 1000 characters'),
  })
  .transform((input) => ({ ...input, slug: slugify(input.name) }))
  .superRefine((input, ctx) => {
    if (!input.slug)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'must contain letters or digits' });
    if (reservedCategorySlugs.has(input.slug)) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `makes the slug "${input.slug}", which the shop uses itself`,
      });
    }
  });

export const categoryIdParam = z.object({
  id: z.string().regex(idPattern, 'must be a category id'),
});
export const categoryStatusParams = categoryIdParam.extend({ status: booleanSegment });
