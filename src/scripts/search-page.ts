import { searchEntries } from '../lib/search';
import { loadSearchIndex, resultItem } from './search-index';

/** Fill the results page from ?q= and keep it in step as the shopper types. */
export async function initSearchPage(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('[data-search-input]');
  const list = document.querySelector<HTMLUListElement>('[data-search-results]');
  const count = document.querySelector<HTMLElement>('[data-search-count]');
  if (!input || !list || !count) return;
  input.value = new URLSearchParams(location.search).get('q') ?? '';
  const entries = await loadSearchIndex();

  const render = () => {
    const query = input.value.trim();
    const found = searchEntries(entries, query);
    list.replaceChildren(...found.map((entry) => resultItem(entry, 'search-result')));
    count.textContent = query
      ? `${found.length} ${found.length === 1 ? 'piece' : 'pieces'} found for “${query}”`
      : 'Type a name, a product code or a category.';
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
  };
  input.addEventListener('input', render);
  render();
}
