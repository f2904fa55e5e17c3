import type { categories, productImages, products } from '../../../db/schema';
import { paiseToRupees } from '../../../src/contract/money';
import type { SilverRate } from '../../../src/contract/pricing';
import { tenthsToGrams } from '../../../src/contract/weight';
import { parseWidths, variantKey } from '../../lib/media';
import { currentPrice } from '../pricing/product-price';
import { yesNo } from './csv-cells';

/**
 * The columns of the product CSV, in the order the export writes them: one per product field.
 * `images` and `version` are the shop's: the import ignores the images (they are managed in the
 * product form) and uses the version to refuse rows changed in the shop since the export.
 */
export const productCsvColumns = [
  'code',
  'name',
  'description',
  'category',
  'price',
  'discount',
  'weight',
  'in_stock',
  'new_arrival',
  'trending',
  'best_seller',
  'pricing',
  'purity',
  'making_kind',
  'making_charge',
  'other_charges',
  'huid',
  'size_type',
  'sizes',
  'images',
  'version',
] as const;

export type ProductCsvColumn = (typeof productCsvColumns)[number];

/** Columns a file may leave out: what the import does not read from a row's owner. */
export const optionalColumns: ReadonlySet<ProductCsvColumn> = new Set(['images', 'version']);

type ProductRow = typeof products.$inferSelect;
type ImageRow = Pick<typeof productImages.$inferSelect, 'key' | 'widths' | 'format'>;

const rupees = (paise: number) => String(paiseToRupees(paise));

/** The largest variant of each image, as an absolute URL on `origin`. */
export function imageUrls(images: ImageRow[], origin: string): string {
  return images
    .map((image) => {
      const widest = parseWidths(image.widths).at(-1) ?? 0;
      return `${origin}/media/${variantKey(image.key, widest, image.format)}`;
    })
    .join(' ');
}

/**
 * A product's cells, unescaped, as the export writes them and the import compares them. The price
 * of a rate-linked piece is the one shoppers see at the current rate.
 */
export function productCells(
  row: ProductRow,
  category: Pick<typeof categories.$inferSelect, 'slug'>,
  rate: SilverRate | null,
  images = '',
): Record<ProductCsvColumn, string> {
  return {
    code: row.code,
    name: row.name,
    description: row.description,
    category: category.slug,
    price: rupees(currentPrice(row, rate).pricePaise),
    discount: String(row.discount),
    weight: String(tenthsToGrams(row.weightTenths)),
    in_stock: yesNo(row.status),
    new_arrival: yesNo(row.newArrival),
    trending: yesNo(row.trendingProd),
    best_seller: yesNo(row.bestSeller),
    pricing: row.pricing,
    purity: String(row.purity),
    making_kind: row.makingKind,
    making_charge: rupees(row.makingPaise),
    other_charges: rupees(row.otherPaise),
    huid: row.huid ?? '',
    size_type: row.sizeType ?? '',
    sizes: row.sizes,
    images,
    version: String(row.version),
  };
}
