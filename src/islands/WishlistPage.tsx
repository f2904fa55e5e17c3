import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { client, send } from '../lib/api-client';
import { toast } from '../stores/toast';
import { $wishlist, forgetWish } from '../stores/wishlist';
import type { CardProduct } from '../lib/product-card';
import { PriceWatch } from './PriceWatch';
import ProductTile from './ProductTile';

/** The wishlist page: a card per wished product, read from the API; vanished products are dropped. */
export default function WishlistPage() {
  const wishes = useStore($wishlist);
  const [products, setProducts] = useState<Record<string, CardProduct>>({});
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    const missing = $wishlist.get().filter((w) => !products[w.pId]);
    Promise.all(
      missing.map(async ({ pId }) => {
        const result = await send(
          client.product[':id'].$get({ param: { id: encodeURIComponent(pId) } }),
          { toastOnNetworkError: true },
        );
        if (result.status === 404 || result.status === 400) {
          forgetWish(pId);
          toast('A piece in your wishlist is no longer available and was removed', {
            kind: 'error',
          });
        }
        return result.ok && result.body?.prod ? result.body.prod : null;
      }),
    ).then((found) => {
      if (!live) return;
      setProducts((known) => ({
        ...known,
        ...Object.fromEntries(found.flatMap((p) => (p ? [[p._id, p]] : []))),
      }));
      setLoading(false);
    });
    return () => {
      live = false;
    };
    // Only newly wished products are fetched; known ones stay.
  }, [wishes.length]);

  const shown = wishes.flatMap((w) => (products[w.pId] ? [products[w.pId]!] : []));
  if (wishes.length === 0) {
    return (
      <div className="cart-empty">
        <h2>Your wishlist is empty</h2>
        <p>Start adding items you love to your wishlist</p>
        <a className="btn" href="/shop/product">
          Browse Products
        </a>
      </div>
    );
  }
  if (loading && shown.length === 0) return <p className="empty">Loading products...</p>;
  return (
    <>
      <h2 className="wish-count">
        {wishes.length} {wishes.length === 1 ? 'piece' : 'pieces'} saved
      </h2>
      <ul role="list" className="tile-grid">
        {shown.map((p) => (
          <ProductTile key={p._id} product={p} />
        ))}
      </ul>
      <PriceWatch
        pieces={shown.filter((p) => (p as { pricing?: string }).pricing === 'rate_linked')}
      />
    </>
  );
}
