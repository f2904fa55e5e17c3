import { count } from 'drizzle-orm';
import type { BlobStore } from '../../functions/lib/blob-store';
import { bumpCatalogueVersion } from '../../functions/lib/catalogue-version';
import type { Db } from '../../functions/lib/db';
import { newId } from '../../functions/lib/ids';
import { variantKey } from '../../functions/lib/media';
import { gramsToTenths } from '../../src/contract/weight';
import { slugify } from '../../src/contract/slugs';
import { categories, productImages, products } from '../schema';
import { renderCategorySvg, renderProductSvg } from './art';
import { demoCategories, demoProducts } from './catalogue';
import { demoPriceColumns, demoSilverRate } from './seed-pricing';

/** Turns an SVG into WebP files, one per width (largest first is fine); Node uses sharp. */
export type Rasterize = (svg: string, widths: number[]) => Promise<Uint8Array[]>;

// 800 px is the largest seeded size: rendering the art at 1200 px tripled the first start (about 55 s).
const productWidths = [400, 800];
const categoryWidths = [400, 800];

async function storeImage(
  blobs: BlobStore,
  rasterize: Rasterize,
  key: string,
  svg: string,
  widths: number[],
) {
  const files = await rasterize(svg, widths);
  await Promise.all(
    widths.map((width, i) => blobs.put(variantKey(key, width), files[i]!, 'image/webp')),
  );
}

/** Every picture the demo catalogue seeds, as its art and the widths it is stored in. */
export function demoArt(): { svg: string; widths: number[] }[] {
  return [
    ...demoCategories.map((category) => ({
      svg: renderCategorySvg(category.art),
      widths: categoryWidths,
    })),
    ...demoProducts.flatMap((product) =>
      product.imageAlts.map((_, position) => ({
        svg: renderProductSvg(product.art, position),
        widths: productWidths,
      })),
    ),
  ];
}

/**
 * Load the demo catalogue (six categories, 36 products, their generated images) into an empty
 * database. Does nothing when any category or product exists; true when it seeded.
 */
export async function seedDemoCatalogue(
  db: Db,
  blobs: BlobStore,
  rasterize: Rasterize,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(categories);
  const [existingProducts] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0 || (existingProducts?.n ?? 0) > 0) return false;

  const now = Date.now();
  const categoryIds = new Map<string, string>();
  const categoryRows = demoCategories.map((category, i) => {
    const id = newId();
    categoryIds.set(category.slug, id);
    return {
      id,
      name: category.name,
      slug: category.slug,
      description: category.description,
      imageKey: `seed/categories/${id}`,
      imageWidths: categoryWidths.join(','),
      createdAt: now - (demoCategories.length - i) * 1000,
      updatedAt: now,
    };
  });

  const rate = await demoSilverRate(db, now);
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  const imageJobs: { key: string; svg: () => string }[] = [];
  const productRows = demoProducts.map((product, i) => {
    const id = newId();
    const categoryId = categoryIds.get(product.categorySlug);
    if (!categoryId)
      throw new Error(
        `Demo product ${product.code} names unknown category ${product.categorySlug}`,
      );
    product.imageAlts.forEach((alt, position) => {
      const key = `seed/products/${id}/${newId()}`;
      imageRows.push({
        id: newId(),
        productId: id,
        key,
        widths: productWidths.join(','),
        width: 800,
        height: 800,
        alt,
        position,
      });
      imageJobs.push({ key, svg: () => renderProductSvg(product.art, position) });
    });
    return {
      id,
      name: product.name,
      slug: slugify(product.name),
      description: product.description,
      code: product.code,
      discount: product.discount,
      ...demoPriceColumns(product, rate.ratePaise),
      sizeType: product.sizing?.type ?? null,
      sizes: product.sizing?.sizes.join(',') ?? '',
      categoryId,
      weightTenths: gramsToTenths(product.weightGrams),
      status: product.status,
      newArrival: product.newArrival,
      trendingProd: product.trendingProd,
      bestSeller: product.bestSeller,
      // Newest first in listings follows the order of the demo list.
      createdAt: now - i * 60_000,
      updatedAt: now,
    };
  });

  await Promise.all([
    ...categoryRows.map((row, i) =>
      storeImage(
        blobs,
        rasterize,
        row.imageKey,
        renderCategorySvg(demoCategories[i]!.art),
        categoryWidths,
      ),
    ),
    ...imageJobs.map((job) => storeImage(blobs, rasterize, job.key, job.svg(), productWidths)),
  ]);

  await db.batch([
    db.insert(categories).values(categoryRows),
    db.insert(products).values(productRows),
    db.insert(productImages).values(imageRows),
    ...rate.statements,
    bumpCatalogueVersion(db, now),
  ]);
  return true;
}
