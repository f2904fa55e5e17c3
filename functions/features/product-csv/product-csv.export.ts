import { stringify } from 'csv-stringify/browser/esm/sync';
import { asc, eq } from 'drizzle-orm';
import { categories, productImages, products } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { neutralise } from './csv-cells';
import { imageUrls, productCells, productCsvColumns } from './product-csv.columns';

/**
 * Every product as CSV, one row per product in code order: UTF-8 with a byte-order mark (so
 * spreadsheets show ₹ and Hindi names), CRLF line ends, every cell that a spreadsheet would run as
 * a formula neutralised. Image URLs are absolute on `origin`.
 */
export async function exportProductsCsv(db: Db, origin: string): Promise<string> {
  const [rows, images, rate] = await Promise.all([
    db
      .select({ product: products, category: categories })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id))
      .orderBy(asc(products.code)),
    db
      .select({
        productId: productImages.productId,
        key: productImages.key,
        widths: productImages.widths,
        format: productImages.format,
      })
      .from(productImages)
      .orderBy(asc(productImages.productId), asc(productImages.position)),
    currentSilverRate(db),
  ]);
  const byProduct = Map.groupBy(images, (image) => image.productId);
  const records = rows.map(({ product, category }) => {
    const cells = productCells(
      product,
      category,
      rate,
      imageUrls(byProduct.get(product.id) ?? [], origin),
    );
    return productCsvColumns.map((column) => neutralise(cells[column]));
  });
  return stringify([[...productCsvColumns], ...records], {
    bom: true,
    record_delimiter: '\r\n',
    // Quoting only on the record delimiter would leave a description's bare line feed unquoted.
    quoted_match: /[\r\n]/,
  });
}
