import { and, asc, count, eq, or } from 'drizzle-orm';
import { categories, categorySlugRedirects, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { imageJson, parseWidths, type ImageJson } from '../../lib/media';
import { notHidden } from '../product/visible-products';

/** A category as the reference's JSON has it, with the number of products shoppers can see. */
export interface CategoryJson {
  _id: string;
  name: string;
  slug: string;
  description: string;
  image: ImageJson | null;
  status: boolean;
  count: number;
}

type CategoryRow = typeof categories.$inferSelect;

/** Category images are shown round and cropped to a square, so their size is taken as square. */
function categoryImage(key: string, widths: string, name: string, format: string): ImageJson {
  const largest = parseWidths(widths).at(-1) ?? 800;
  return imageJson(key, widths, { width: largest, height: largest }, name, format);
}

/** Storage row → JSON. */
export function reshapeCategory(row: CategoryRow, productCount: number): CategoryJson {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    image: row.imageKey
      ? categoryImage(row.imageKey, row.imageWidths, row.name, row.imageFormat)
      : null,
    status: row.status,
    count: productCount,
  };
}

/**
 * Categories in creation order with product counts; inactive ones, and hidden products in the
 * counts, only when asked (admin: a category with hidden pieces still cannot be deleted).
 */
export async function listCategories(
  db: Db,
  options: { includeInactive?: boolean } = {},
): Promise<CategoryJson[]> {
  const rows = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(
      products,
      and(eq(products.categoryId, categories.id), options.includeInactive ? undefined : notHidden),
    )
    .where(options.includeInactive ? undefined : eq(categories.status, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.createdAt), asc(categories.name));
  return rows.map((row) => reshapeCategory(row.category, row.productCount));
}

/** The active category with this slug, or null; its count is of the products shoppers see. */
export async function findActiveCategoryBySlug(db: Db, slug: string): Promise<CategoryJson | null> {
  const [row] = await db
    .select({ category: categories, productCount: count(products.id) })
    .from(categories)
    .leftJoin(products, and(eq(products.categoryId, categories.id), notHidden))
    .where(and(eq(categories.slug, slug), eq(categories.status, true)))
    .groupBy(categories.id);
  return row ? reshapeCategory(row.category, row.productCount) : null;
}

/**
 * The current slug of the active category that has or once had `slug` (an old slug redirects for
 * good, through any number of renames), or null.
 */
export async function currentCategorySlug(db: Db, slug: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: categories.slug })
    .from(categories)
    .leftJoin(categorySlugRedirects, eq(categorySlugRedirects.categoryId, categories.id))
    .where(
      and(
        eq(categories.status, true),
        or(eq(categories.slug, slug), eq(categorySlugRedirects.slug, slug)),
      ),
    )
    .limit(1);
  return row?.slug ?? null;
}
