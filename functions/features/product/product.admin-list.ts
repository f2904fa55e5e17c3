import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import * as z from '../../lib/zod';
import { categories, products } from '../../../db/schema';
import type { Paged } from '../../../src/contract/paging';
import type { Db } from '../../lib/db';
import { blankless, contains, pageQuery, pageWindow } from '../../lib/paging';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { imagesByProduct } from './product.service';
import { parseWidths, variantKey } from '../../lib/media';
import { reshapeProduct, type ProductJson } from './product.shapes';

/** Orders of the admin's product list: newest first unless asked (`-` means descending). */
export const productSorts = [
  '-created',
  'created',
  'name',
  '-name',
  'code',
  '-code',
  'price',
  '-price',
] as const;

/** Which pieces the admin's list shows: all, only those shoppers see, or only those hidden from them. */
export const productShows = ['all', 'visible', 'hidden'] as const;

/**
 * `GET /api/admin/products`: page, pageSize, q (name, code, category or HUID), sort and show (so
 * the owner can find the pieces hidden from the shop; all when absent).
 */
export const productPageQuery = z.extend(pageQuery(productSorts), {
  show: z.pipe(
    blankless(z.enum(productShows, { error: `must be one of ${productShows.join(', ')}` })),
    z.transform((value) => value ?? 'all'),
  ),
});

type ProductSort = (typeof productSorts)[number];

const orderColumns = {
  created: products.createdAt,
  name: products.name,
  code: products.code,
  price: products.pricePaise,
} as const;

function orderBy(sort: ProductSort) {
  const descending = sort.startsWith('-');
  const column = orderColumns[sort.replace('-', '') as keyof typeof orderColumns];
  const direction = descending ? desc : asc;
  // The id breaks ties, so a row never shows on two pages or on none.
  return [direction(column), direction(products.id)];
}

/** By the piece's own hidden switch (the owner's); a hidden category is a separate matter. */
const shown: Record<(typeof productShows)[number], SQL | undefined> = {
  all: undefined,
  visible: eq(products.hidden, false),
  hidden: eq(products.hidden, true),
};

function searched(q: string): SQL | undefined {
  if (!q) return undefined;
  return or(
    contains(products.name, q),
    contains(products.code, q),
    contains(categories.name, q),
    contains(products.huid, q),
  );
}

/** A product as a row of the admin's list shows it: no description or gallery, one small picture. */
export type ProductRowJson = Pick<
  ProductJson,
  | '_id'
  | 'name'
  | 'code'
  | 'price'
  | 'discount'
  | 'total_price'
  | 'weight'
  | 'status'
  | 'newArrival'
  | 'trendingProd'
  | 'bestSeller'
  | 'pricing'
  | 'version'
> & {
  category_id: { _id: string; name: string };
  image: { url: string } | null;
  /** Kept off the shop by the owner (DESIGN §11). */
  hidden: boolean;
};

/** The row of a product, its thumbnail the smallest variant of its first picture (a 48 px cell). */
function rowOf(
  product: ProductJson,
  hidden: boolean,
  picture: { key: string; widths: string; format: string } | undefined,
): ProductRowJson {
  const smallest = picture && parseWidths(picture.widths)[0];
  return {
    _id: product._id,
    name: product.name,
    code: product.code,
    price: product.price,
    discount: product.discount,
    total_price: product.total_price,
    weight: product.weight,
    status: product.status,
    newArrival: product.newArrival,
    trendingProd: product.trendingProd,
    bestSeller: product.bestSeller,
    pricing: product.pricing,
    version: product.version,
    hidden,
    category_id: { _id: product.category_id._id, name: product.category_id.name },
    image:
      picture && smallest
        ? { url: `/media/${variantKey(picture.key, smallest, picture.format)}` }
        : null,
  };
}

/**
 * One page of every product (hidden categories included) for the admin, sorted and searched in
 * the database, as rows with a thumbnail; rate-linked pieces priced at the current silver rate, as
 * shoppers see them.
 */
export async function listProductPage(
  db: Db,
  query: {
    page: number;
    pageSize: number;
    q: string;
    sort: ProductSort;
    show?: (typeof productShows)[number];
  },
): Promise<Paged<ProductRowJson>> {
  const where = and(searched(query.q), shown[query.show ?? 'all']);
  const { limit, offset } = pageWindow(query);
  // The page's ids first: sorting narrow rows, not whole products with their descriptions, is what
  // keeps a deep page of 5,000 products fast; then the page's rows by id.
  const [picked, [counted], rate] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .where(where),
    currentSilverRate(db),
  ]);
  const ids = picked.map((row) => row.id);
  const found = ids.length
    ? await db
        .select({ product: products, category: categories })
        .from(products)
        .innerJoin(categories, eq(products.categoryId, categories.id))
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.product.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const images = await imagesByProduct(
    db,
    rows.map((row) => row.product.id),
  );
  return {
    items: rows.map((row) => {
      const pictures = images.get(row.product.id) ?? [];
      const product = reshapeProduct(row.product, row.category, [], rate);
      return rowOf(product, row.product.hidden, pictures[0]);
    }),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many products there are, and how many are out of stock or hidden, for the list's heading. */
export async function productCounts(
  db: Db,
): Promise<{ all: number; outOfStock: number; hidden: number }> {
  const [row] = await db
    .select({
      all: count(),
      out: sql<number>`count(CASE WHEN ${products.status} = 0 THEN 1 END)`,
      hidden: sql<number>`count(CASE WHEN ${products.hidden} = 1 THEN 1 END)`,
    })
    .from(products);
  return { all: row?.all ?? 0, outOfStock: row?.out ?? 0, hidden: row?.hidden ?? 0 };
}
