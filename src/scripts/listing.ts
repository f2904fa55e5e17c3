type Sort = '' | 'price-asc' | 'price-desc';

const readLimit = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/**
 * Applies page size (`?limit`, 0 = all), sort (`?sort`) and "Show more" to a pre-rendered grid by
 * reordering and hiding its items; also opens and closes the mobile "Filter and Sort" panel.
 */
export function initListing(root: HTMLElement) {
  const grid = root.querySelector<HTMLElement>('[data-grid]');
  const sortSelect = root.querySelector<HTMLSelectElement>('[data-sort]');
  const sizeSelect = root.querySelector<HTMLSelectElement>('[data-page-size]');
  const countText = root.querySelector<HTMLElement>('[data-count-text]');
  const more = root.querySelector<HTMLButtonElement>('[data-show-more]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-filters-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-filters-panel]');

  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    panel?.toggleAttribute('data-open', open);
  });
  if (!grid || !sortSelect || !sizeSelect) return;

  const items = [...grid.querySelectorAll<HTMLElement>('[data-item]')];
  const total = items.length;
  const params = new URLSearchParams(window.location.search);
  let shown = readLimit(params.get('limit'), Number(root.dataset.defaultLimit ?? 9));
  const sortParam = params.get('sort');
  let sort: Sort = sortParam === 'price-asc' || sortParam === 'price-desc' ? sortParam : '';
  sortSelect.value = sort;
  if ([...sizeSelect.options].some((o) => Number(o.value) === shown))
    sizeSelect.value = String(shown);

  const writeUrl = () => {
    const url = new URL(window.location.href);
    url.searchParams.set('limit', String(shown));
    if (sort) url.searchParams.set('sort', sort);
    else url.searchParams.delete('sort');
    history.replaceState(history.state, '', url);
  };

  const apply = () => {
    const key = (el: HTMLElement, name: 'price' | 'order') => Number(el.dataset[name]);
    const ordered = [...items].sort((a, b) =>
      sort === 'price-asc'
        ? key(a, 'price') - key(b, 'price') || key(a, 'order') - key(b, 'order')
        : sort === 'price-desc'
          ? key(b, 'price') - key(a, 'price') || key(a, 'order') - key(b, 'order')
          : key(a, 'order') - key(b, 'order'),
    );
    grid.append(...ordered);
    const visible = shown === 0 ? total : Math.min(shown, total);
    ordered.forEach((item, i) => (item.hidden = i >= visible));
    if (countText)
      countText.textContent = `Showing ${visible} of ${total} ${total === 1 ? 'product' : 'products'}`;
    if (more) more.hidden = visible >= total;
    return ordered;
  };

  sortSelect.addEventListener('change', () => {
    sort = sortSelect.value as Sort;
    writeUrl();
    apply();
  });
  sizeSelect.addEventListener('change', () => {
    shown = Number(sizeSelect.value);
    writeUrl();
    apply();
  });
  more?.addEventListener('click', () => {
    const before = shown;
    shown = Math.min(total, shown + (Number(sizeSelect.value) || total));
    writeUrl();
    // Keyboard users continue from the first newly shown product.
    apply()[before]?.querySelector<HTMLElement>('.card-name a')?.focus();
  });
  apply();
}
