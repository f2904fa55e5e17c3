import { useEffect, useState } from 'react';
import { api } from '../lib/api';
import type { CardProduct } from '../lib/product-card';
import ProductTile from './ProductTile';

type Category = { slug: string; count: number };

/** "YOU MAY ALSO LIKE": up to four pieces of a randomly chosen category, not already in `exclude`. */
export default function RelatedProducts({ exclude }: { exclude: string[] }) {
  const [products, setProducts] = useState<CardProduct[] | null>(null);
  useEffect(() => {
    let live = true;
    (async () => {
      const categories = await api<{ categories: Category[] }>('/api/category');
      const usable = (categories.body?.categories ?? []).filter((c) => c.count > 0);
      const pick = usable[Math.floor(Math.random() * usable.length)];
      if (!pick) return live && setProducts([]);
      const list = await api<{ prod: CardProduct[] }>(
        `/api/product/?limit=8&category_slug=${encodeURIComponent(pick.slug)}`,
      );
      if (live) setProducts(list.body?.prod ?? []);
    })();
    return () => {
      live = false;
    };
  }, []);
  const shown = (products ?? []).filter((p) => !exclude.includes(p._id)).slice(0, 4);
  return (
    <section className="section cart-related" aria-labelledby="related-title">
      <div className="section-head">
        <p className="eyebrow">Chosen for you</p>
        <h2 id="related-title">YOU MAY ALSO LIKE</h2>
      </div>
      {products === null ? (
        <p className="empty">Loading products...</p>
      ) : shown.length === 0 ? (
        <p className="empty">There&apos;s No related products...</p>
      ) : (
        <ul role="list" className="tile-grid">
          {shown.map((p) => (
            <ProductTile key={p._id} product={p} />
          ))}
        </ul>
      )}
    </section>
  );
}
