import * as z from '../../lib/zod';
import { categoryDescriptionMaxLength, categoryNameLength } from '../../../src/contract/limits';
import { booleanSegment } from '../../lib/fields';
import { idPattern } from '../../lib/ids';
import { slugify } from '../../../src/contract/slugs';

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
  'size-guide',
]);

const categoryFields = z.object({
  name: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(categoryNameLength.min, `must be at least ${categoryNameLength.min} characters`),
      z.maxLength(categoryNameLength.max, `must be at most ${categoryNameLength.max} characters`),
    ),
  description: z
    .string({ error: 'is required' })
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(
        categoryDescriptionMaxLength,
        `must be at most ${categoryDescriptionMaxLength} characters`,
      ),
    ),
});

/** Why a slug cannot be a category's address ("must …", "is …"), or null when it can. */
function slugProblem(slug: string): string | null {
  if (!slug) return 'must contain letters or digits';
  if (reservedCategorySlugs.has(slug)) return `is "${slug}", which the shop uses itself`;
  return null;
}

/** Category create fields; the slug is derived from the name, any slug sent is ignored (reference §5). */
export const categoryInput = z
  .pipe(
    categoryFields,
    z.transform((input) => ({ ...input, slug: slugify(input.name) })),
  )
  .check(
    z.superRefine((input, ctx) => {
      const problem = slugProblem(input.slug);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: problem.replace(/^is /, 'makes the slug '),
        });
    }),
  );

/**
 * Category update fields. The slug is the category's address, so it changes only when one is sent
 * (through the one slug rule); without one the category keeps its slug whatever its new name.
 */
export const categoryUpdateInput = z
  .extend(categoryFields, {
    slug: z.pipe(
      z.nullish(
        z
          .string({ error: 'must be text' })
          .check(z.maxLength(100, 'must be at most 100 characters')),
      ),
      z.transform((slug) => (slug == null ? undefined : slugify(slug))),
    ),
  })
  .check(
    z.superRefine((input, ctx) => {
      const problem = input.slug === undefined ? null : slugProblem(input.slug);
      if (problem) ctx.addIssue({ code: 'custom', path: ['slug'], message: problem });
    }),
  );

export const categoryIdParam = z.object({
  id: z.string().check(z.regex(idPattern, 'must be a category id')),
});
export const categoryStatusParams = z.extend(categoryIdParam, { status: booleanSegment });
