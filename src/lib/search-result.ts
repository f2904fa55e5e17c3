// One search result, written once: the search page's bestsellers (built) and the results and nav
// suggestions the browser draws from the index take their markup from here.
import { shopperRupees } from '../contract/money';
import { escapeHtml as e } from './html';
import type { SearchDoc } from './search';

/** What a result shows of a product. */
export type ResultDoc = Pick<SearchDoc, 'id' | 'name' | 'code' | 'cat' | 'price' | 'inStock'>;

/** A result's thumbnail (the product's smallest image), 64 px square and decorative. */
export const thumbHtml = (url: string): string =>
  `<img src="${e(url)}" alt="" width="64" height="64" loading="lazy">`;

/**
 * One result as a list item of `className`, every value escaped: the thumbnail's frame (filled
 * when `thumb` is known), name, code and category, price and stock.
 */
export function searchResultHtml(doc: ResultDoc, className: string, thumb?: string | null): string {
  const stock = doc.inStock ? '' : '<small class="search-stock">Out of stock</small>';
  return (
    `<li class="${e(className)}"><a href="${e(`/prod-detail/${doc.id}`)}">` +
    `<span class="search-thumb" data-thumb="${e(doc.id)}">${thumb ? thumbHtml(thumb) : ''}</span>` +
    `<span><strong>${e(doc.name)}</strong><small>${e(`${doc.code} · ${doc.cat}`)}</small></span>` +
    `<span class="search-price">${e(shopperRupees(doc.price))}${stock}</span>` +
    `</a></li>`
  );
}
