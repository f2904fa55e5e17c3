import type { SearchEntry } from '../lib/search';
import { formatRupees } from '../contract/money';

let index: Promise<SearchEntry[]> | undefined;

/** The build-time search index, fetched once per page. */
export function loadSearchIndex(): Promise<SearchEntry[]> {
  index ??= fetch('/search-index.json')
    .then((response) => (response.ok ? (response.json() as Promise<SearchEntry[]>) : []))
    .catch(() => []);
  return index;
}

/** One result as a list item: thumbnail, name, code and category, price; all text set as text. */
export function resultItem(entry: SearchEntry, className: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = className;
  const link = document.createElement('a');
  link.href = `/prod-detail/${entry.i}`;
  if (entry.u) {
    const image = document.createElement('img');
    image.src = entry.u;
    image.alt = '';
    image.width = 64;
    image.height = 64;
    image.loading = 'lazy';
    link.append(image);
  }
  const text = document.createElement('span');
  const name = document.createElement('strong');
  name.textContent = entry.n;
  const meta = document.createElement('small');
  meta.textContent = `${entry.c} · ${entry.k}`;
  text.append(name, meta);
  const price = document.createElement('span');
  price.className = 'search-price';
  price.textContent = formatRupees(entry.p);
  link.append(text, price);
  item.append(link);
  return item;
}
