import { searchEntries } from '../lib/search';
import { loadSearchIndex, resultItem } from './search-index';

/** Instant suggestions under the nav's search field (top 6); the index loads on first focus. */
export function initNavSearch(): void {
  const form = document.querySelector<HTMLFormElement>('[data-nav-search]');
  const input = form?.querySelector<HTMLInputElement>('input');
  const list = form?.querySelector<HTMLUListElement>('ul');
  if (!form || !input || !list) return;

  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };
  const update = async () => {
    const query = input.value.trim();
    const found = query ? searchEntries(await loadSearchIndex(), query, 6) : [];
    list.replaceChildren(
      ...found.map((entry) => {
        const item = resultItem(entry, 'search-suggestion');
        item.setAttribute('role', 'option');
        return item;
      }),
    );
    list.hidden = found.length === 0;
    input.setAttribute('aria-expanded', String(!list.hidden));
  };

  input.addEventListener('focus', () => void loadSearchIndex(), { once: true });
  input.addEventListener('input', () => void update());
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
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
  form.addEventListener('focusout', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) close();
  });
}
