import { eq, inArray } from 'drizzle-orm';
import { products, tradeTerms } from '../../../db/schema';
import { paiseToRupees } from '../../../src/contract/money';
import {
  indicativeAmounts,
  tradeTotalPaise,
  type TradePriceJson,
} from '../../../src/contract/trade';
import type { Db } from '../../lib/db';
import { currentPrice } from '../pricing/product-price';
import { currentSilverRate } from '../pricing/silver-rate.service';
import { selectVisibleProducts } from '../product/visible-products';
import { readTradeSettings } from './trade-settings';

/**
 * Trade prices and minimums of the visible pieces among `ids` (unknown and hidden ones are left
 * out), at the rate in force and the shop's trade discount, with indicative foreign amounts when
 * the owner has set exchange rates. Only ever called for an approved trade buyer or the owner.
 */
export async function tradePricesFor(db: Db, ids: string[]): Promise<TradePriceJson[]> {
  if (ids.length === 0) return [];
  const [rows, rate, settings] = await Promise.all([
    selectVisibleProducts(db, { product: products, terms: tradeTerms })
      .leftJoin(tradeTerms, eq(tradeTerms.productId, products.id))
      .where(inArray(products.id, ids)),
    currentSilverRate(db),
    readTradeSettings(db),
  ]);
  return rows.map(({ product, terms }) => {
    const retail = currentPrice(product, rate).totalPaise;
    const making =
      terms?.makingKind && terms.makingPaise !== null
        ? { kind: terms.makingKind, paise: terms.makingPaise }
        : null;
    const trade = tradeTotalPaise({
      retailTotalPaise: retail,
      inputs: product,
      making,
      discount: settings.discount,
      ratePaise: rate?.ratePaise ?? null,
    });
    return {
      _id: product.id,
      trade_price: trade === null ? null : paiseToRupees(trade),
      min_qty: terms?.minQty ?? 1,
      indicative: settings.fx
        ? indicativeAmounts(paiseToRupees(trade ?? retail), settings.fx)
        : null,
    };
  });
}

/**
 * The minimum quantity per cart line of each of these products that has one above 1, for an
 * approved trade buyer; empty for everyone else (retail shoppers have no minimum).
 */
export async function tradeMinimums(
  db: Db,
  buyer: boolean,
  ids: string[],
): Promise<Map<string, number>> {
  if (!buyer || ids.length === 0) return new Map();
  const rows = await db
    .select({ id: tradeTerms.productId, min: tradeTerms.minQty })
    .from(tradeTerms)
    .where(inArray(tradeTerms.productId, [...new Set(ids)]));
  return new Map(rows.filter((row) => row.min > 1).map((row) => [row.id, row.min]));
}
