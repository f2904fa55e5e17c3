import type { ProductJson } from '../build/catalogue';
import { api } from '../lib/api';
import { productDetailHtml } from '../lib/product-detail';
import { pageTitle } from '../lib/seo';
import { initGalleries } from './gallery';
import { initAlertForms } from './alert-form';
import { initProductActions } from './product-actions';

// The shop's name as the page was built with it (the owner may rename the shop).
const shopName = () =>
  document.querySelector<HTMLMetaElement>('meta[property="og:site_name"]')?.content ?? '';

/** Load the product named by the address and show it, or Page Not Found when there is none. */
export async function showShellProduct() {
  const shell = document.querySelector<HTMLElement>('[data-shell]');
  const status = document.querySelector<HTMLElement>('[data-shell-status]');
  const id = decodeURIComponent(window.location.pathname.split('/').filter(Boolean)[1] ?? '');
  const result = id
    ? await api<{ prod: ProductJson }>(`/api/product/${encodeURIComponent(id)}`)
    : null;
  const product = result?.ok ? result.body?.prod : undefined;
  if (product && shell) {
    const { name, code, category_id: category } = product;
    document.title = pageTitle(shopName(), `${name} (${code}) — ${category.name}`);
    // The built page's own markup, every value escaped by the template.
    shell.innerHTML = productDetailHtml(product, { freeAbove: shell.dataset.freeAbove ?? '' });
    initGalleries(shell);
    initProductActions();
    initAlertForms();
    return;
  }
  if (result?.network || (result && result.status >= 500)) {
    if (status) status.textContent = 'We could not load this piece. Please reload the page.';
    return;
  }
  shell?.remove();
  document.title = pageTitle(shopName(), 'Page Not Found');
  document.querySelector<HTMLElement>('[data-not-found]')?.removeAttribute('hidden');
}
