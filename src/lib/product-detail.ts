// A product's detail, written once: the built page (prod-detail/[id].astro) and the shell that
// shows a piece added since the last build (src/scripts/prod-detail-shell.ts) both draw it here,
// so they cannot drift. Its buttons carry the data attributes src/scripts/product-actions.ts wires.
import { cartProductOf, maxQty } from '../contract/cart';
import { shopperRupees } from '../contract/money';
import { formatGrams } from '../contract/weight';
import type { ProductJson } from '../build/catalogue';
import { alertFormHtml } from './alert-form';
import { galleryHtml } from './gallery';
import { escapeHtml as e } from './html';
import { iconSvg } from './icons';
import { priceBreakupHtml } from './price-breakup';
import { hallmarkText, metalText, mrpText } from './price-text';
import { sizePickerHtml } from './size-picker';

/** One step of the trail above the piece; the last has no link. */
export interface DetailCrumb {
  label: string;
  href?: string;
}

/** Home, Products, the piece's category, the piece. */
export const detailCrumbs = (product: ProductJson): DetailCrumb[] => [
  { label: 'Home', href: '/' },
  { label: 'Products', href: '/shop/product' },
  { label: product.category_id.name, href: `/shop/product/${product.category_id.slug}` },
  { label: product.name },
];

function crumbsHtml(crumbs: DetailCrumb[]): string {
  const items = crumbs.map(({ label, href }) =>
    href
      ? `<li><a href="${e(href)}">${e(label)}</a></li>`
      : `<li><span aria-current="page">${e(label)}</span></li>`,
  );
  const list = `<ol>${items.join('')}</ol>`;
  return `<nav class="breadcrumbs detail-crumbs" aria-label="Breadcrumb">${list}</nav>`;
}

function priceHtml(product: ProductJson): string {
  const now = `<span class="detail-now">${e(shopperRupees(product.total_price))}</span>`;
  const was =
    product.discount > 0
      ? '<s class="detail-was"><span class="sr-only">Original price </span>' +
        `${e(shopperRupees(product.price))}</s>` +
        `<span class="detail-off">${e(product.discount)}% OFF</span>`
      : '<span class="detail-was">No Discount</span>';
  return `<div class="detail-price">${now}${was}</div>`;
}

function factsHtml(product: ProductJson): string {
  const facts: [string, string][] = [
    ['Category', product.category_id.name],
    ['Weight', formatGrams(product.weight)],
    ['Metal', metalText(product.purity)],
    ['Product code', product.code],
    ...(product.huid ? [['Hallmark', hallmarkText(product.huid)] as [string, string]] : []),
  ];
  const rows = facts.map(([term, value]) => `<div><dt>${e(term)}</dt><dd>${e(value)}</dd></div>`);
  return `<dl class="detail-facts facts">${rows.join('')}</dl>`;
}

function actionsHtml(product: ProductJson): string {
  const id = e(product._id);
  const inquiry = e(`/inquiry/${encodeURIComponent(product.code)}`);
  const quantities = Array.from({ length: maxQty }, (_, i) => `<option>${i + 1}</option>`);
  // The quantity and the size chosen beside them go with the cart and the inquiry.
  const picks = 'data-qty-from="detail-qty" data-size-from="detail-size"';
  const cartFields = e(JSON.stringify(cartProductOf(product)));
  const cart = `data-add-to-cart="${id}" data-product="${cartFields}"`;
  return (
    `<div class="detail-buy"><label class="detail-qty"><span>Quantity</span>` +
    `<select class="select" id="detail-qty">${quantities.join('')}</select></label>` +
    `<button class="btn detail-cart" type="button" data-tap="cart" ${cart} ${picks}` +
    `${product.status ? '' : ' disabled'}>Add To Cart</button></div>` +
    `<div class="detail-more">` +
    `<button class="btn btn-ghost" type="button" data-tap="cart" data-wish="${id}" aria-pressed="false">` +
    `${iconSvg('heart', 18)} <span data-wish-label>Add to WishList</span></button>` +
    `<a class="btn btn-ghost" href="${inquiry}" data-inquiry="${inquiry}" data-piece="${id}"` +
    ` ${picks}>Inquiry Now</a></div>`
  );
}

/**
 * The piece's detail, every value escaped: the trail, the gallery, and beside it the category,
 * name, code, price, MRP, stock, facts, size picker, quantity, cart, wishlist and inquiry actions,
 * price breakup, description and the shop's promises (`freeAbove`: the free-shipping threshold).
 */
export function productDetailHtml(product: ProductJson, { freeAbove }: { freeAbove: string }) {
  const images = product.images.length ? product.images : product.image ? [product.image] : [];
  const description = product.description
    .split(/\n{2,}/)
    .map((para) => `<p>${e(para)}</p>`)
    .join('');
  return (
    crumbsHtml(detailCrumbs(product)) +
    `<div class="detail-grid">${galleryHtml(images, product.name)}<div class="detail-info">` +
    `<p class="eyebrow">${e(product.category_id.name)}</p><h1>${e(product.name)}</h1>` +
    `<p class="detail-code">Code: ${e(product.code)}</p>${priceHtml(product)}` +
    `<p class="detail-mrp">${e(mrpText(product.price))}</p>` +
    `<p class="detail-stock${product.status ? '' : ' out'}">` +
    `${product.status ? 'In stock' : 'Out of stock'}</p>${factsHtml(product)}` +
    (product.sizeType ? sizePickerHtml(product.sizeType, product.sizes) : '') +
    actionsHtml(product) +
    (product.status ? '' : alertFormHtml(product._id, 'back_in_stock')) +
    priceBreakupHtml(product) +
    `<div class="detail-desc"><h2>Description</h2>${description}</div>` +
    `<ul role="list" class="detail-promise"><li>Hallmarked 925 silver</li>` +
    `<li>Free shipping above ${e(freeAbove)}</li><li>7-day returns</li></ul></div></div>`
  );
}
