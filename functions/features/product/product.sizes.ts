import * as z from '../../lib/zod';
import type { products } from '../../../db/schema';
import {
  joinSizes,
  sizeProblem,
  sizeTypes,
  splitSizes,
  type SizeType,
} from '../../../src/contract/sizes';
import { badRequest } from '../../lib/errors';

/**
 * The sizing fields of a product save (DESIGN §10 "Sizes"), merged into `productInput`: `sizeType`
 * `none` (or blank), `ring` or `bangle`; `sizes` the sizes it is made in, comma-separated. A field
 * left out (an older client) keeps the product's current value.
 */
export const productSizeFields = {
  sizeType: z.optional(
    z.pipe(
      z.enum(['', 'none', ...sizeTypes], { error: 'must be none, ring or bangle' }),
      z.transform((type): SizeType | null => (type === '' || type === 'none' ? null : type)),
    ),
  ),
  sizes: z.optional(
    z.pipe(
      z
        .string({ error: 'must be the sizes, comma-separated' })
        .check(z.maxLength(200, 'must be at most 200 characters')),
      z.transform(splitSizes),
    ),
  ),
};

/** What a product save brings for its sizing. */
export interface ProductSizeInput {
  sizeType?: SizeType | null;
  sizes?: string[];
}

type CurrentSizing = Pick<typeof products.$inferSelect, 'sizeType' | 'sizes'>;

/**
 * The sizing columns of a product save, stored in the order of the size table: 400 naming the
 * field when the sizes do not belong to the type or a type has none. Fields left out keep the
 * product's current values (its sizes only while its type stays the same).
 */
export function sizeColumns(input: ProductSizeInput, current?: CurrentSizing) {
  const sizeType = input.sizeType === undefined ? (current?.sizeType ?? null) : input.sizeType;
  const kept = current && current.sizeType === sizeType ? splitSizes(current.sizes) : [];
  const sizes = input.sizes ?? kept;
  const problem = sizeProblem(sizeType, sizes);
  if (problem) {
    throw badRequest(`Invalid product: ${problem.field} ${problem.message}`, {
      [problem.field]: problem.message,
    });
  }
  return { sizeType, sizes: sizeType ? joinSizes(sizeType, sizes) : '' };
}
