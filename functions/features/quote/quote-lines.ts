// A quote's lines priced from the catalogue: a rate-linked piece at the rate given (the quote then
// holds that rate until its last day), a fixed one at its price after discount with the GST taken
// out, since a quote shows the tax on its own lines (HSN 7113).
import { inArray } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { priceBreakup, type SilverRate } from '../../../src/contract/pricing';
import { discountedPaise, rupeesToPaise } from '../../../src/contract/money';
import { taxableFromMrp, type QuoteLineBreakup } from '../../../src/contract/quotes';
import { lineSizeProblem, splitSizes } from '../../../src/contract/sizes';
import type { Db } from '../../lib/db';
import { badRequest, type FieldErrors } from '../../lib/errors';

/** A line as the desk asks for it: a product code, size, quantity and an optional unit price. */
export interface LineRequest {
  code: string;
  size?: string;
  qty: number;
  /** Rupees before GST, whole; when absent the catalogue's price (at the rate) is used. */
  unitPrice?: number;
}

/** A line priced and ready to store. */
export interface PricedLine {
  productId: string;
  code: string;
  name: string;
  size: string | null;
  qty: number;
  unitPaise: number;
  amountPaise: number;
  breakup: QuoteLineBreakup | null;
}

type ProductRow = typeof products.$inferSelect;

/** Unit value before GST (paise of whole rupees) and its breakup, from the catalogue. */
function catalogueUnit(
  product: ProductRow,
  rate: SilverRate | null,
): { unitPaise: number; breakup: QuoteLineBreakup | null } {
  if (product.pricing === 'rate_linked' && rate) {
    const parts = priceBreakup(product, rate.ratePaise);
    const beforeTax = parts.metal + parts.making + parts.other;
    return {
      unitPaise: discountedPaise(beforeTax, product.discount),
      breakup: {
        metal: parts.metal / 100,
        making: parts.making / 100,
        other: parts.other / 100,
        discount: product.discount,
        weight: product.weightTenths / 10,
        purity: product.purity,
      },
    };
  }
  return { unitPaise: taxableFromMrp(product.totalPaise), breakup: null };
}

/**
 * Price each requested line from its product (by code) at `rate`. 400 naming the line's field when
 * a code is unknown or a size is not one the piece is made in.
 */
export async function priceLines(
  db: Db,
  requests: readonly LineRequest[],
  rate: SilverRate | null,
): Promise<PricedLine[]> {
  const codes = [...new Set(requests.map((line) => line.code))];
  const rows = await db.select().from(products).where(inArray(products.code, codes));
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const errors: FieldErrors = {};
  const priced = requests.map((line, i) => {
    const product = byCode.get(line.code);
    if (!product) {
      errors[`lines.${i}.code`] =
        `must be the code of a piece in the catalogue (${line.code} is not)`;
      return null;
    }
    const sizing = { sizeType: product.sizeType, sizes: splitSizes(product.sizes) };
    const sizeProblem = lineSizeProblem(sizing, line.size || undefined);
    if (sizeProblem) errors[`lines.${i}.size`] = sizeProblem;
    const unit =
      line.unitPrice === undefined
        ? catalogueUnit(product, rate)
        : { unitPaise: rupeesToPaise(line.unitPrice), breakup: null };
    return {
      productId: product.id,
      code: product.code,
      name: product.name,
      size: line.size || null,
      qty: line.qty,
      unitPaise: unit.unitPaise,
      amountPaise: unit.unitPaise * line.qty,
      breakup: unit.breakup,
    };
  });
  const problems = Object.entries(errors);
  if (problems.length) {
    throw badRequest(
      `Invalid quote: ${problems.map(([field, message]) => `${field}: ${message}`).join('; ')}`,
      errors,
    );
  }
  return priced as PricedLine[];
}
