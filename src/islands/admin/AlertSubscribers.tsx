import { useEffect, useState } from 'react';
import type { AlertCounts } from '../../contract/alerts';
import { adminApi } from './http';

const people = (n: number) => `${n} ${n === 1 ? 'shopper' : 'shoppers'}`;

/**
 * Who is waiting to hear about this piece (DESIGN §11 "Alerts"): confirmed subscribers get the
 * e-mail when it is back in stock or its price falls; unconfirmed ones get nothing until they
 * confirm. Says nothing while the counts load or when they cannot be read.
 */
export function AlertSubscribers({ productId }: { productId: string }) {
  const [counts, setCounts] = useState<AlertCounts | null>(null);
  useEffect(() => {
    let live = true;
    void adminApi<{ counts: AlertCounts }>(
      `/api/admin/alerts/products/${encodeURIComponent(productId)}`,
    ).then((result) => {
      if (live && result.ok && result.body?.counts) setCounts(result.body.counts);
    });
    return () => {
      live = false;
    };
  }, [productId]);
  if (!counts) return null;
  const stock = counts.back_in_stock;
  const price = counts.price_drop;
  return (
    <p className="adm-hint" data-alert-counts>
      Back-in-stock alerts: {people(stock.confirmed)} confirmed, {stock.waiting} waiting to confirm.
      Price watches: {people(price.confirmed)} confirmed, {price.waiting} waiting to confirm.
    </p>
  );
}
