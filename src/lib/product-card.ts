// One product card, written once: the built pages (ProductCard.astro), the islands (ProductTile)
// and any script that draws cards in the browser take their markup from here, so they cannot
// drift. The buttons carry data attributes that src/scripts/product-actions.ts wires on every page.
import { cartProductOf, type CartProduct } from '../contract/cart';
import { shopperRupees } from '../contract/money';
import type { SizeType } from '../contract/sizes';
import { escapeHtml as e } from './html';
import { iconSvg } from './icons';

/** The product fields a card shows (a product's JSON from the build or the API has them all). */
export interface CardProduct extends CartProduct {
  image: { url: string; srcset: string; width: number; height: number; alt: string } | null;
  category_id: { name: string };
  /** Made in sizes: the size is chosen on the product page, so the card links there instead. */
  sizeType: SizeType | null;
}

export interface CardOptions {
  /** Above the fold: load the image eagerly and first. */
  eager?: boolean;
  /** Heading level of the product name inside its section. */
  level?: 'h2' | 'h3';
  /** The image's `sizes`, for the grid the card sits in. */
  sizes?: string;
}

/** The listings' and rails' grid: two columns on phones, three on tablets, four at most. */
export const gridImageSizes = '(max-width: 767px) 50vw, (max-width: 1199px) 33vw, 300px';

function imageHtml(product: CardProduct, eager: boolean, sizes: string): string {
  const { image } = product;
  if (!image) return `<span class="card-placeholder">${e(product.name)}</span>`;
  const loading = eager
    ? 'loading="eager" fetchpriority="high" decoding="sync"'
    : 'loading="lazy" decoding="async"';
  return (
    `<img src="${e(image.url)}" srcset="${e(image.srcset)}" sizes="${e(sizes)}"` +
    ` width="${e(image.width)}" height="${e(image.height)}" alt="${e(image.alt)}" ${loading}>`
  );
}

function priceHtml(product: CardProduct): string {
  const now = `<span class="card-now">${e(shopperRupees(product.total_price))}</span>`;
  const was =
    product.discount > 0
      ? '<s class="card-was"><span class="sr-only">Original price </span>' +
        `${e(shopperRupees(product.price))}</s>`
      : '<span class="card-was card-none">No Discount</span>';
  return `<p class="card-price">${now}${was}</p>`;
}

/** Add To Cart, or for a piece in stock that is made in sizes a link to choose one on its page. */
function cartActionHtml(product: CardProduct, id: string, href: string): string {
  if (product.sizeType && product.status)
    return `<a class="btn card-cart" href="${href}" data-choose-size="${id}">Choose Size</a>`;
  return (
    `<button class="btn card-cart" type="button" data-tap="cart"` +
    ` data-add-to-cart="${id}" data-product="${e(JSON.stringify(cartProductOf(product)))}"` +
    `${product.status ? '' : ' disabled'}>Add To Cart</button>`
  );
}

/**
 * The card's HTML, every value escaped: image (or the name as a placeholder), sale or stock
 * badge, wishlist toggle, category, linked name, price and the Add To Cart (Choose Size for a
 * piece made in sizes) and View Details actions, in the state of a shopper with nothing saved
 * (product-actions paints the rest).
 */
export function productCardHtml(product: CardProduct, options: CardOptions = {}): string {
  const { eager = false, level = 'h3', sizes = gridImageSizes } = options;
  const href = e(`/prod-detail/${product._id}`);
  const id = e(product._id);
  const name = e(product.name);
  const badge = !product.status
    ? '<span class="card-badge card-badge-out">OUT OF STOCK</span>'
    : product.discount > 0
      ? `<span class="card-badge">${e(product.discount)}% OFF</span>`
      : '';
  return (
    `<article class="card" data-product-card="${id}"><div class="card-media">` +
    `<a href="${href}" tabindex="-1" aria-hidden="true" class="card-image-link">` +
    `${imageHtml(product, eager, sizes)}</a>${badge}` +
    `<button class="card-wish" type="button" data-tap="cart" aria-label="Add ${name} to wishlist"` +
    ` aria-pressed="false" data-wish="${id}" data-name="${name}">${iconSvg('heart')}</button>` +
    `</div><div class="card-body"><p class="card-category">${e(product.category_id.name)}</p>` +
    `<${level} class="card-name"><a href="${href}">${name}</a></${level}>${priceHtml(product)}` +
    `<div class="card-actions">${cartActionHtml(product, id, href)}` +
    `<a class="card-details" href="${href}">View Details</a></div></div></article>`
  );
}
