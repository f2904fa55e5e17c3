import { shopperRupees } from '../contract/money';
import {
  indicativeAmounts,
  indicativeText,
  type ExchangeRates,
  type TradePriceJson,
} from '../contract/trade';

/** Under a cart line's retail price: its trade price and the design's minimum, for a trade buyer. */
export function TradeLinePrice({ price }: { price: TradePriceJson }) {
  return (
    <>
      {price.trade_price !== null && (
        <p className="trade-price">Trade {shopperRupees(price.trade_price)}</p>
      )}
      {price.min_qty > 1 && <p className="trade-fx">Minimum {price.min_qty} per line</p>}
    </>
  );
}

/** What a line costs a trade buyer: the trade price where the piece has one, else retail. */
export const tradeUnit = (line: { total_price: number }, price: TradePriceJson | undefined) =>
  price?.trade_price ?? line.total_price;

/** The cart's total at trade prices, with its indicative foreign amounts when the owner set rates. */
export function TradeSummary({
  lines,
  prices,
  exchange,
}: {
  lines: readonly { pId: string; qty: number; total_price: number }[];
  prices: ReadonlyMap<string, TradePriceJson>;
  exchange: ExchangeRates | null;
}) {
  const paise = lines.reduce(
    (sum, line) => sum + Math.round(tradeUnit(line, prices.get(line.pId)) * 100) * line.qty,
    0,
  );
  return (
    <div className="cart-trade">
      <dt>At trade prices</dt>
      <dd data-summary="trade">
        {shopperRupees(paise / 100)}
        {exchange && (
          <span className="trade-fx">
            {indicativeText(indicativeAmounts(paise / 100, exchange))}
          </span>
        )}
      </dd>
    </div>
  );
}
