import { loadSearch, resultItem, showThumbs } from './search-index';

const plural = (n: number) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

/**
 * Fills the results page from ?q= and keeps it in step as the shopper types; with no query or no
 * match it shows the categories and bestsellers the page was built with.
 */
export async function initSearchPage(): Promise<void> {
  const input = document.querySelector<HTMLInputElement>('[data-search-input]');
  const list = document.querySelector<HTMLUListElement>('[data-search-results]');
  const count = document.querySelector<HTMLElement>('[data-search-count]');
  const none = document.querySelector<HTMLElement>('[data-search-none]');
  if (!input || !list || !count || !none) return;
  // Words typed before this code came are the shopper's newest query; ?q= only fills an empty box.
  input.value ||= new URLSearchParams(location.search).get('q') ?? '';
  if (input.value.trim()) count.textContent = 'Searching…';

  const render = async () => {
    const query = input.value.trim();
    const found = query ? (await loadSearch()).search(query) : [];
    // A slower answer for an older query must not replace a newer one.
    if (input.value.trim() !== query) return;
    list.replaceChildren(...found.map((doc) => resultItem(doc, 'search-result')));
    none.hidden = found.length > 0;
    count.textContent = !query
      ? 'Type a name, a product code or a category.'
      : found.length > 0
        ? `${plural(found.length)} found for “${query}”`
        : `No pieces found for “${query}”. Try another spelling, or start from a category or a bestseller.`;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    history.replaceState(null, '', url);
    if (found.length > 0) void showThumbs(list);
  };
  input.addEventListener('input', () => void render());
  await render();
}
