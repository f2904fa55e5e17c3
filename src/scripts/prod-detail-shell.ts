import type { ProductJson } from '../lib/catalogue';
import { api } from '../lib/api';
import { cartProductOf } from '../contract/cart';
import { formatRupees } from '../contract/money';
import { formatGrams } from '../contract/weight';
import { pageTitle } from '../lib/seo';
import { fillPricing } from './prod-detail-pricing';
import { initProductActions } from './product-actions';
import { fillSizePicker } from './size-picker';

// The shop's name as the page was built with it (the owner may rename the shop).
const shopName = () =>
  document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? '';

const fields = (name: string) => document.querySelectorAll<HTMLElement>(`[data-f="${name}"]`);
const field = (name: string) => fields(name)[0];

function setText(name: string, text: string) {
  for (const element of fields(name)) element.textContent = text;
}

/** Fill the shell's detail layout with one product; text only, never HTML from the API. */
function render(product: ProductJson) {
  const category = product.category_id;
  document.title = pageTitle(shopName(), `${product.name} (${product.code}) — ${category.name}`);
  setText('name', product.name);
  setText('category', category.name);
  setText('code', product.code);
  setText('total', formatRupees(product.total_price));
  setText('weight', formatGrams(product.weight));
  fillPricing(product);
  const categoryLink = field('category-link');
  categoryLink?.setAttribute('href', `/shop/product/${encodeURIComponent(category.slug)}`);
  setText('category-link', category.name);

  const discounted = product.discount > 0;
  const was = field('was');
  if (was) {
    was.hidden = !discounted;
    was.textContent = formatRupees(product.price);
  }
  const off = field('off');
  if (off) {
    off.hidden = !discounted;
    off.textContent = `${product.discount}% OFF`;
  }
  const noDiscount = field('no-discount');
  if (noDiscount) noDiscount.hidden = discounted;
  const stock = field('stock');
  stock?.classList.toggle('out', !product.status);
  setText('stock', product.status ? 'In stock' : 'Out of stock');

  const image = product.images[0] ?? product.image;
  const img = field('image') as HTMLImageElement | undefined;
  if (img && image) {
    img.src = image.url;
    img.srcset = image.srcset;
    img.sizes = '(max-width: 767px) 100vw, 600px';
    img.alt = image.alt || product.name;
    img.hidden = false;
  }

  const description = field('description');
  for (const para of product.description.split(/\n{2,}/)) {
    const p = document.createElement('p');
    p.textContent = para;
    description?.append(p);
  }

  // The same data attributes the built detail page carries, so the shared actions script wires them.
  const cart = field('cart') as HTMLButtonElement | undefined;
  if (cart) {
    cart.dataset.addToCart = product._id;
    cart.dataset.product = JSON.stringify(cartProductOf(product));
    cart.disabled = !product.status;
  }
  field('wish')?.setAttribute('data-wish', product._id);
  const inquiry = field('inquiry');
  if (inquiry) {
    inquiry.dataset.inquiry = `/inquiry/${encodeURIComponent(product.code)}`;
    inquiry.dataset.piece = product._id;
    inquiry.setAttribute('href', inquiry.dataset.inquiry);
  }
  const picker = document.getElementById('detail-size');
  if (picker && product.sizeType) fillSizePicker(picker, product.sizeType, product.sizes);
  initProductActions();
}

/** Load the product named by the address and show it, or Page Not Found when there is none. */
export async function showShellProduct() {
  const status = document.querySelector<HTMLElement>('[data-shell-status]');
  const id = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1] ?? '');
  const result = id
    ? await api<{ prod: ProductJson }>(`/api/product/${encodeURIComponent(id)}`)
    : null;
  const product = result?.ok ? result.body?.prod : undefined;
  if (product) {
    render(product);
    status?.remove();
    document.querySelector<HTMLElement>('[data-shell-product]')?.removeAttribute('hidden');
    return;
  }
  if (result?.network || (result && result.status >= 500)) {
    if (status) status.textContent = 'We could not load this piece. Please reload the page.';
    return;
  }
  document.querySelector('[data-shell]')?.remove();
  document.title = pageTitle(shopName(), 'Page Not Found');
  document.querySelector<HTMLElement>('[data-not-found]')?.removeAttribute('hidden');
}
