import { useEffect, useState } from 'react';
import type { ExchangeRates, TradePriceJson } from '../contract/trade';
import { client } from '../lib/api-client';
import { isTradeBuyer } from '../lib/trade-buyer';

/** A trade buyer's prices by product id, and the owner's exchange rates (null without them). */
export interface TradeView {
  prices: ReadonlyMap<string, TradePriceJson>;
  exchange: ExchangeRates | null;
}

const none: TradeView = { prices: new Map(), exchange: null };

/**
 * The trade prices and minimums of these pieces for an approved trade buyer (`userId` signed in);
 * none for a guest, a retail customer, or until the answer comes (DESIGN §11: only the API gives
 * trade prices, only to an approved buyer).
 */
export function useTradePrices(userId: string | null, ids: readonly string[]): TradeView {
  const [view, setView] = useState(none);
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    if (!userId || !key) {
      setView(none);
      return;
    }
    let current = true;
    void isTradeBuyer(userId)
      .then((buyer) => (buyer ? client.trade.prices.$get({ query: { ids: key } }) : null))
      .then(async (response) => {
        if (!response) return none;
        if (!response.ok) return none;
        const body = (await response.json()) as {
          prices: TradePriceJson[];
          exchange: ExchangeRates | null;
        };
        return { prices: new Map(body.prices.map((p) => [p._id, p])), exchange: body.exchange };
      })
      .catch(() => none)
      .then((next) => {
        if (current) setView(next);
      });
    return () => {
      current = false;
    };
  }, [userId, key]);
  return view;
}
