import { inArray, or } from 'drizzle-orm';
import { products } from '../../../db/schema';
import { maxQty } from '../../../src/contract/cart';
import type { Db } from '../../lib/db';
import { badRequest, type FieldErrors } from '../../lib/errors';
import { currentPrice, type PricedRow } from '../pricing/product-price';
import { storedBreakup } from '../pricing/saved-breakup';
import { currentSilverRate } from '../pricing/silver-rate.service';
import type { SilverRate } from '../../../src/contract/pricing';

/** A piece sent from the cart: the product, how many (1–10) and the size chosen, if any. */
export interface InquiryPieceInput {
  pId: string;
  qty: number;
  size?: string;
}

/** An inquiry item as stored: the piece as it was when asked about. */
export interface InquiryItemDraft {
  productId: string;
  code: string;
  name: string;
  pricePaise: number;
  /** JSON of the price breakup and silver rate seen (rate-linked pieces), else null. */
  breakup: string | null;
  qty: number;
  size: string | null;
  position: number;
}

const plural = (n: number, one: string, many: string) => (n > 1 ? many : one);

/**
 * The items of an inquiry: the cart's pieces (each product and size once, quantities added up to
 * 10) in their order, then each typed code not already among them (one of each). Names, codes
 * and prices are the catalogue's now. 400 naming every unknown code, missing piece or size the
 * piece is not made in; nothing is stored then.
 */
export async function resolveInquiryItems(
  db: Db,
  pieces: readonly InquiryPieceInput[],
  codes: readonly string[],
): Promise<InquiryItemDraft[]> {
  const ids = [...new Set(pieces.map((piece) => piece.pId))];
  const found =
    ids.length || codes.length
      ? await db
          .select()
          .from(products)
          .where(
            or(
              ids.length ? inArray(products.id, ids) : undefined,
              codes.length ? inArray(products.code, [...codes]) : undefined,
            ),
          )
      : [];
  const byId = new Map(found.map((p) => [p.id, p]));
  const byCode = new Map(found.map((p) => [p.code, p]));

  const rate = await currentSilverRate(db);
  const errors: FieldErrors = {};
  const drafts = new Map<string, InquiryItemDraft>();
  pieces.forEach((piece, index) => {
    const product = byId.get(piece.pId);
    if (!product) {
      errors[`items.${index}`] =
        'This piece is no longer in our catalogue. Remove it from your cart to send the inquiry.';
      return;
    }
    const offered = product.sizes ? product.sizes.split(',') : [];
    if (piece.size !== undefined && !offered.includes(piece.size)) {
      errors[`items.${index}.size`] = offered.length
        ? `must be one of the sizes ${product.name} is made in: ${offered.join(', ')}`
        : `${product.name} comes in one size only`;
      return;
    }
    const key = `${product.id}\n${piece.size ?? ''}`;
    const same = drafts.get(key);
    if (same) same.qty = Math.min(maxQty, same.qty + piece.qty);
    else drafts.set(key, draftOf(product, piece.qty, piece.size ?? null, drafts.size, rate));
  });

  const unknown = codes.filter((code) => !byCode.has(code));
  if (unknown.length) {
    const them = plural(unknown.length, 'it', 'them');
    errors.productCodes = `Not in our catalogue: ${unknown.join(', ')}. Remove ${them} to send the inquiry.`;
  }
  if (Object.keys(errors).length) {
    throw badRequest(
      unknown.length
        ? `Unknown product ${plural(unknown.length, 'code', 'codes')}: ${unknown.join(', ')}`
        : 'Some pieces of this inquiry cannot be sent',
      errors,
    );
  }

  const inCart = new Set([...drafts.values()].map((draft) => draft.code));
  for (const code of codes) {
    if (inCart.has(code)) continue;
    drafts.set(code, draftOf(byCode.get(code)!, 1, null, drafts.size, rate));
  }
  return [...drafts.values()];
}

function draftOf(
  product: PricedRow & { id: string; code: string; name: string },
  qty: number,
  size: string | null,
  position: number,
  rate: SilverRate | null,
): InquiryItemDraft {
  // A rate-linked piece is priced at the rate in force, and keeps the breakup the shopper saw.
  const priced = currentPrice(product, rate);
  return {
    productId: product.id,
    code: product.code,
    name: product.name,
    pricePaise: priced.totalPaise,
    breakup: storedBreakup(priced.breakup),
    qty,
    size,
    position,
  };
}
