import type { categories, productImages, products } from '../../../db/schema';
import { imageJson, type ImageJson } from '../../lib/media';
import { paiseToRupees } from '../../../src/contract/money';
import { tenthsToGrams } from '../../../src/contract/weight';

/** A product as the reference's JSON has it (`_id`, `total_price`, populated `category_id`, `image.url`). */
export interface ProductJson {
  _id: string;
  name: string;
  slug: string;
  description: string;
  code: string;
  /** Rupees before the discount. */
  price: number;
  /** Percent, 0–99. */
  discount: number;
  /** Rupees after the discount, computed on the server. */
  total_price: number;
  /** Grams, one decimal. */
  weight: number;
  /** In stock. */
  status: boolean;
  newArrival: boolean;
  trendingProd: boolean;
  bestSeller: boolean;
  image: ProductImageJson | null;
  images: ProductImageJson[];
  category_id: { _id: string; name: string; slug: string; description: string };
  createdAt: string;
  /** Raised by every save; the admin's form sends back the one it loaded (409 when outdated). */
  version: number;
}

/** A product image carries its id, so the admin can keep, reorder or drop it. */
export type ProductImageJson = ImageJson & { _id: string };

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/** Storage rows → the product JSON; images in their stored order. */
export function reshapeProduct(
  row: ProductRow,
  category: CategoryRow,
  imageRows: ImageRow[],
): ProductJson {
  const images = imageRows.map((image) => ({
    _id: image.id,
    ...imageJson(
      image.key,
      image.widths,
      { width: image.width, height: image.height },
      image.alt || row.name,
      image.format,
    ),
  }));
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    code: row.code,
    price: paiseToRupees(row.pricePaise),
    discount: row.discount,
    total_price: paiseToRupees(row.totalPaise),
    weight: tenthsToGrams(row.weightTenths),
    status: row.status,
    newArrival: row.newArrival,
    trendingProd: row.trendingProd,
    bestSeller: row.bestSeller,
    image: images[0] ?? null,
    images,
    category_id: {
      _id: category.id,
      name: category.name,
      slug: category.slug,
      description: category.description,
    },
    createdAt: new Date(row.createdAt).toISOString(),
    version: row.version,
  };
}
