import { useStore } from '@nanostores/react';
import { formatRupees } from '../contract/money';
import type { ProductJson } from '../lib/catalogue';
import { $cart, addToCart } from '../stores/cart';
import { quickToast } from '../stores/toast';
import { $wishlist, toggleWishlist } from '../stores/wishlist';

/** The product fields a tile shows (a `ProductJson` from the API). */
export type TileProduct = Pick<
  ProductJson,
  '_id' | 'name' | 'code' | 'price' | 'discount' | 'total_price' | 'status' | 'image'
> & {
  category_id: Pick<ProductJson['category_id'], 'name'>;
};

const Heart = () => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.4"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 20.3s-7.5-4.6-9.3-9.2C1.5 8 3.4 4.6 6.8 4.4c2.1-.1 3.9 1 5.2 2.9 1.3-1.9 3.1-3 5.2-2.9 3.4.2 5.3 3.6 4.1 6.7-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </svg>
);

/** A product card in an island, looking and behaving like the pre-rendered ProductCard. */
export default function ProductTile({ product }: { product: TileProduct }) {
  const inCart = useStore($cart).some((e) => e.pId === product._id);
  const wished = useStore($wishlist).some((e) => e.pId === product._id);
  const href = `/prod-detail/${product._id}`;
  const image = product.image;
  return (
    <article className="card" data-product-card={product._id}>
      <div className="card-media">
        <a href={href} tabIndex={-1} aria-hidden="true" className="card-image-link">
          {image ? (
            <img
              src={image.url}
              srcSet={image.srcset}
              sizes="(max-width: 767px) 50vw, 300px"
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span className="card-placeholder">{product.name}</span>
          )}
        </a>
        {product.status && product.discount > 0 && (
          <span className="card-badge">{product.discount}% OFF</span>
        )}
        {!product.status && <span className="card-badge card-badge-out">OUT OF STOCK</span>}
        <button
          className="card-wish"
          type="button"
          aria-pressed={wished}
          aria-label={
            wished ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
          }
          onClick={() =>
            quickToast(
              toggleWishlist(product._id) ? 'Added to your wishlist' : 'Removed from your wishlist',
            )
          }
        >
          <Heart />
        </button>
      </div>
      <div className="card-body">
        <p className="card-category">{product.category_id.name}</p>
        <h3 className="card-name">
          <a href={href}>{product.name}</a>
        </h3>
        <p className="card-price">
          <span className="card-now">{formatRupees(product.total_price)}</span>
          {product.discount > 0 ? (
            <s className="card-was">
              <span className="sr-only">Original price </span>
              {formatRupees(product.price)}
            </s>
          ) : (
            <span className="card-was card-none">No Discount</span>
          )}
        </p>
        <div className="card-actions">
          <button
            className="btn card-cart"
            type="button"
            disabled={inCart || !product.status}
            onClick={() => {
              addToCart(product);
              quickToast('Item Added To Cart');
            }}
          >
            {inCart ? 'Item Added To Cart' : 'Add To Cart'}
          </button>
          <a className="card-details" href={href}>
            View Details
          </a>
        </div>
      </div>
    </article>
  );
}
