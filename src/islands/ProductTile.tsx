import { useEffect } from 'react';
import { productCardHtml, type CardProduct } from '../lib/product-card';
import { initProductActions } from '../scripts/product-actions';

// The islands' grid (.tile-grid): two columns on phones, then cards about 300 px wide.
const tileImageSizes = '(max-width: 767px) 50vw, 300px';

/**
 * A product card in an island, as a list item: the built pages' markup (productCardHtml), its
 * buttons wired and painted by product-actions exactly as theirs are.
 */
export default function ProductTile({ product }: { product: CardProduct }) {
  useEffect(() => initProductActions(), [product]);
  return (
    <li dangerouslySetInnerHTML={{ __html: productCardHtml(product, { sizes: tileImageSizes }) }} />
  );
}
