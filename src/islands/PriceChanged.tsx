import { shopperRupees } from '../contract/money';

interface Priced {
  total_price: number;
  seen_price?: number;
}

const changed = (line: Priced) =>
  line.seen_price !== undefined && line.seen_price !== line.total_price;

/** Under a cart line: the price it had when added, when today's is different. */
export function PriceChanged({ line }: { line: Priced }) {
  if (!changed(line)) return null;
  const up = line.total_price > line.seen_price!;
  return (
    <p className="cart-changed">
      Price {up ? 'up' : 'down'} since you added it (was {shopperRupees(line.seen_price!)})
    </p>
  );
}

/** Above the cart: how many pieces changed price since they were added (the silver rate moved). */
export function PriceChangeSummary({ lines }: { lines: Priced[] }) {
  const count = lines.filter(changed).length;
  if (count === 0) return null;
  return (
    <p className="cart-changed-summary" role="status">
      {count === 1 ? 'One piece has' : `${count} pieces have`} a new price since you added{' '}
      {count === 1 ? 'it' : 'them'}: the cart shows today&apos;s prices.
    </p>
  );
}
