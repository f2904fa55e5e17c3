import type { categories, productImages, products } from '../../../db/schema';
import { imageJson, type ImageJson } from '../../lib/media';
import { paiseToRupees } from '../../../src/contract/money';
import type {
  MakingKind,
  PriceBreakup,
  PricingMode,
  SilverRate,
} from '../../../src/contract/pricing';
import { splitSizes, type SizeType } from '../../../src/contract/sizes';
import { tenthsToGrams } from '../../../src/contract/weight';
import { currentPrice } from '../pricing/product-price';

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
  /** `fixed` (typed by the owner) or `rate_linked` (follows the silver rate). */
  pricing: PricingMode;
  /** Parts per thousand of pure silver: 925 is sterling. */
  purity: number;
  /** Rupees per gram (`per_gram`) or for the piece (`fixed`). */
  making_kind: MakingKind;
  making_charge: number;
  /** Stones and other charges, rupees. */
  other_charges: number;
  /** BIS hallmark unique ID, or null. */
  huid: string | null;
  /** How a rate-linked price is made up at the current rate; null for fixed prices. */
  breakup: PriceBreakup | null;
  /** `ring` or `bangle` when the piece is made in sizes (the shopper must choose one), else null. */
  sizeType: SizeType | null;
  /** The sizes it is made in, in the order shown; empty without a size type. */
  sizes: string[];
}

/** A product image carries its id, so the admin can keep, reorder or drop it. */
export type ProductImageJson = ImageJson & { _id: string };

type ProductRow = typeof products.$inferSelect;
type CategoryRow = typeof categories.$inferSelect;
type ImageRow = typeof productImages.$inferSelect;

/**
 * Storage rows → the product JSON; images in their stored order. Given the current silver rate, a
 * rate-linked piece is priced from it, so its price and breakup always agree.
 */
export function reshapeProduct(
  row: ProductRow,
  category: CategoryRow,
  imageRows: ImageRow[],
  rate: SilverRate | null = null,
): ProductJson {
  const priced = currentPrice(row, rate);
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
    price: paiseToRupees(priced.pricePaise),
    discount: row.discount,
    total_price: paiseToRupees(priced.totalPaise),
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
    pricing: row.pricing,
    purity: row.purity,
    making_kind: row.makingKind,
    making_charge: paiseToRupees(row.makingPaise),
    other_charges: paiseToRupees(row.otherPaise),
    huid: row.huid,
    breakup: priced.breakup,
    sizeType: row.sizeType,
    sizes: row.sizeType ? splitSizes(row.sizes) : [],
  };
}
