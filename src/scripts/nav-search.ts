import { loadSearch, resultItem, showThumbs } from './search-index';

const phone = () => window.matchMedia('(max-width: 767.98px)').matches;

/** An option leading to the results page, which offers categories and bestsellers when nothing matched. */
function noMatchItem(query: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search-suggestion search-suggestion-none';
  item.setAttribute('role', 'option');
  const link = document.createElement('a');
  link.href = `/shop/search?q=${encodeURIComponent(query)}`;
  link.textContent = `Nothing matches “${query}”: browse categories and bestsellers`;
  item.append(link);
  return item;
}

/**
 * Instant suggestions under the nav's search field (top 6); the search loads on first focus. On a
 * phone the field is folded behind a search icon that opens it and puts the cursor in it.
 */
export function initNavSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-nav-search]');
  const input = form?.querySelector<HTMLInputElement>('input');
  const list = form?.querySelector<HTMLUListElement>('ul');
  const opener = document.querySelector<HTMLButtonElement>('[data-nav-search-open]');
  if (!form || !input || !list) return;

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };
  const setOpen = (open: boolean) => {
    form.toggleAttribute('data-open', open);
    opener?.setAttribute('aria-expanded', String(open));
    if (open) input.focus();
  };
  const update = async () => {
    const query = input.value.trim();
    const found = query ? (await loadSearch()).search(query, 6) : [];
    if (input.value.trim() !== query) return;
    list.replaceChildren(
      ...found.map((doc) => {
        const item = resultItem(doc, 'search-suggestion');
        item.setAttribute('role', 'option');
        return item;
      }),
      ...(query && found.length === 0 ? [noMatchItem(query)] : []),
    );
    list.hidden = !query;
    input.setAttribute('aria-expanded', String(!list.hidden));
    if (found.length > 0) void showThumbs(list);
  };

  opener?.addEventListener('click', () => setOpen(!form.hasAttribute('data-open')));
  input.addEventListener('focus', () => void loadSearch(), { once: true });
  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (list.hidden && phone() && form.hasAttribute('data-open')) {
        setOpen(false);
        opener?.focus();
      }
      close();
    }
    if (event.key === 'ArrowDown' && !list.hidden) {
      event.preventDefault();
      list.querySelector('a')?.focus();
    }
  });
  list.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = links[at + (event.key === 'ArrowDown' ? 1 : -1)];
      if (next) next.focus();
      else input.focus();
    }
    if (event.key === 'Escape') {
      close();
      input.focus();
    }
  });
  // Typed into before this code came: its suggestions now.
  if (document.activeElement === input) {
    void loadSearch();
    if (input.value.trim()) void update();
  }
  form.addEventListener('focusout', (event) => {
    const to = event.relatedTarget as Node | null;
    if (form.contains(to)) return;
    close();
    // Leaving the opened field on a phone folds it away again, unless it was for its own icon.
    if (phone() && to !== opener && !input.value) setOpen(false);
  });
}
