import { setHidden, setText } from '../lib/dom';
import {
  arrange,
  countOptions,
  decodeListing,
  hasFilters,
  readFilters,
  readSort,
  writeFilters,
  type Filters,
  type ListingData,
  type Sort,
} from '../lib/listing-filters';
import type { LoadedRest } from './listing-rest';
import { initShowResults } from './listing-show';

// Set just before a category page hands the shopper to the page of every product (or a listing
// loads itself again after a newer build), so the panel they were choosing in is open there with
// the same control focused.
const carriedKey = 'listing-filters-carried';

/** What the page before handed over (once): whether the panel was open and what was focused. */
function takeCarried(): { focus?: string; open?: boolean } {
  const carried = sessionStorage.getItem(carriedKey);
  sessionStorage.removeItem(carriedKey);
  return carried ? (JSON.parse(carried) as { focus?: string; open?: boolean }) : {};
}

// Lists read better unescaped in a shared link: ?cat=ladies-rings,mens-rings.
const readableCommas = (url: URL) => {
  url.search = url.search.replaceAll('%2C', ',');
  return url;
};

const readLimit = (value: string | null, fallback: number) => {
  const n = Number(value);
  return value !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** Opens and closes the phone's "Filter and Sort" panel; returns a function that opens it. */
function initPanelToggle(root: HTMLElement): (open: boolean) => void {
  const toggle = root.querySelector<HTMLButtonElement>('[data-filters-toggle]');
  const panel = root.querySelector<HTMLElement>('[data-filters-panel]');
  const setOpen = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    panel?.toggleAttribute('data-open', open);
  };
  toggle?.addEventListener('click', () => setOpen(toggle.getAttribute('aria-expanded') !== 'true'));
  return setOpen;
}

/**
 * Applies filters (`?cat`, `?price`, `?weight`, `?purity`, `?stock`), sort (`?sort`), page size
 * (`?limit`, 0 = all) and "Show more" to a pre-rendered grid by reordering and hiding its items,
 * using the listing's embedded data. Filter changes are history entries, so back and forward
 * restore them; a category page hands a wider choice of categories to the page of every product.
 * A long listing holds its first page only: the first choice that needs more (a filter, a sort,
 * more than that page, here or in the address) loads the rest (src/scripts/listing-rest.ts).
 */
export function initListing(root: HTMLElement) {
  const setPanelOpen = initPanelToggle(root);
  const grid = root.querySelector<HTMLElement>('[data-grid]');
  const form = root.querySelector<HTMLFormElement>('[data-filters-form]');
  const sortSelect = root.querySelector<HTMLSelectElement>('[data-sort]');
  const sizeSelect = root.querySelector<HTMLSelectElement>('[data-page-size]');
  const countText = root.querySelector<HTMLElement>('[data-count-text]');
  const more = root.querySelector<HTMLButtonElement>('[data-show-more]');
  const empty = root.querySelector<HTMLElement>('[data-filters-empty]');
  if (!grid || !form || !sortSelect || !sizeSelect) return;
  const showResults = initShowResults(root, () => setPanelOpen(false));

  const embedded = decodeListing(
    JSON.parse(root.dataset.items ?? '{"c":[],"r":[]}') as ListingData,
  );
  let items = embedded;
  const cards = [...grid.querySelectorAll<HTMLElement>('[data-item]')];
  const restPath = root.dataset.rest;
  const total = Number(root.dataset.total ?? embedded.length);
  let rest: LoadedRest | undefined;
  let loading: Promise<LoadedRest | null> | undefined;
  let restFailed = false;
  const complete = () => !restPath || rest !== undefined;
  const category = root.dataset.category ?? null;
  const inputs = [...form.querySelectorAll<HTMLInputElement>('input')];
  const pageSize = () => Number(sizeSelect.value);
  let filters: Filters;
  let sort: Sort;
  let shown: number;

  const readUrl = () => {
    const params = new URLSearchParams(window.location.search);
    const cats = inputs.filter((i) => i.name === 'cat').map((i) => i.value);
    filters = readFilters(params, { cats });
    if (category) filters.cats = [category];
    sort = readSort(params.get('sort'));
    shown = readLimit(params.get('limit'), Number(root.dataset.defaultLimit ?? 9));
    sortSelect.value = sort;
    if ([...sizeSelect.options].some((o) => Number(o.value) === shown))
      sizeSelect.value = String(shown);
    for (const input of inputs) input.checked = isChosen(input);
  };
  const isChosen = ({ name, value }: HTMLInputElement) =>
    name === 'cat'
      ? filters.cats.includes(value)
      : name === 'price' || name === 'weight'
        ? (filters[name] ?? '') === value
        : name === 'purity'
          ? filters.purity.includes(Number(value))
          : filters.inStock;
  const readForm = (): Filters => {
    const chosen = (name: string) => inputs.filter((i) => i.name === name && i.checked);
    return {
      cats: chosen('cat').map((i) => i.value),
      price: chosen('price')[0]?.value || null,
      weight: chosen('weight')[0]?.value || null,
      purity: chosen('purity').map((i) => Number(i.value)),
      inStock: chosen('stock').length > 0,
    };
  };
  // A category page's own category is where it is, not a filter in its URL.
  const ownFilters = () => (category ? { ...filters, cats: [] } : filters);

  const writeUrl = (how: 'push' | 'replace') => {
    const url = new URL(window.location.href);
    url.searchParams.set('limit', String(shown));
    if (sort) url.searchParams.set('sort', sort);
    else url.searchParams.delete('sort');
    writeFilters(url.searchParams, ownFilters());
    readableCommas(url);
    if (url.href === window.location.href) return;
    if (how === 'push') history.pushState(null, '', url);
    else history.replaceState(history.state, '', url);
  };

  const cardsAt = (positions: number[]) =>
    rest ? rest.cardsAt(positions, cards) : positions.flatMap((position) => cards[position] ?? []);

  const render = () => {
    const order = arrange(items, filters, sort);
    // Until the rest is loaded only the first page is here, unfiltered, of `total` products.
    const matched = complete() ? order.length : total;
    const visible = shown === 0 ? order.length : Math.min(shown, order.length);
    const showing = cardsAt(order.slice(0, visible));
    const shownCards = new Set(showing);
    // Only what changes is written: as the page starts, the grid as built is usually the answer.
    // A card drawn from the rest for the first time is not in the grid yet, and not hidden.
    for (const card of grid.querySelectorAll<HTMLElement>('[data-item]'))
      setHidden(card, !shownCards.has(card));
    // First in the grid, in order: the page reads (and tabs) in the order it shows.
    if (showing.some((card, i) => grid.children[i] !== card)) grid.prepend(...showing);
    rest?.wireDrawn();
    if (countText)
      setText(
        countText,
        `Showing ${visible} of ${matched} ${matched === 1 ? 'product' : 'products'}` +
          (restFailed ? '. The rest could not be loaded: try again in a moment.' : ''),
      );
    if (more) setHidden(more, visible >= matched);
    if (empty) setHidden(empty, matched > 0);
    showResults(matched);
    // The counts as built are those of the whole listing with nothing chosen.
    if (!complete()) return order;
    const counts = countOptions(items, filters);
    for (const el of root.querySelectorAll<HTMLElement>('[data-count]')) {
      const [group, key = ''] = (el.dataset.count ?? '').split(':');
      // Other categories' products are not on a category page: their counts stay as built.
      if (group === 'cats' && category && key !== category) continue;
      const n =
        group === 'inStock'
          ? counts.inStock
          : (counts[group as 'cats' | 'price' | 'weight' | 'purity'][key] ?? 0);
      setText(el, String(n));
    }
    for (const clear of root.querySelectorAll<HTMLElement>('[data-filters-clear]'))
      setHidden(clear, !hasFilters(ownFilters()));
    return order;
  };

  const needsRest = () =>
    !complete() &&
    (hasFilters(ownFilters()) || sort !== '' || shown === 0 || shown > embedded.length);

  const focusedControl = () =>
    root.contains(document.activeElement) ? (document.activeElement as HTMLElement) : null;
  const carry = (from: HTMLElement | null) => {
    const open = root.querySelector('[data-filters-toggle]')?.getAttribute('aria-expanded');
    sessionStorage.setItem(carriedKey, JSON.stringify({ focus: from?.id, open: open === 'true' }));
  };

  /** Render, loading the rest of a long listing first when the choices need it. */
  const update = async () => {
    restFailed = false;
    if (needsRest() && restPath) {
      grid.setAttribute('aria-busy', 'true');
      if (countText) countText.textContent = `Loading all ${total} products…`;
      loading ??= import('./listing-rest')
        .then(({ loadListingRest }) => loadListingRest(restPath, () => carry(focusedControl())))
        .catch(() => null);
      const loaded = await loading;
      grid.removeAttribute('aria-busy');
      restFailed = !loaded;
      if (!loaded) loading = undefined;
      else if (!rest) {
        rest = loaded;
        items = [...embedded, ...loaded.items];
      }
    }
    return render();
  };

  const choose = (next: Filters, from: HTMLElement | null) => {
    if (category && (next.cats.length !== 1 || next.cats[0] !== category)) {
      const url = new URL('/shop/product', window.location.href);
      url.searchParams.set('limit', String(pageSize()));
      if (sort) url.searchParams.set('sort', sort);
      writeFilters(url.searchParams, next);
      carry(from);
      window.location.assign(readableCommas(url));
      return;
    }
    filters = next;
    shown = pageSize();
    writeUrl('push');
    void update();
  };

  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('change', (event) => choose(readForm(), event.target as HTMLElement));
  for (const clear of root.querySelectorAll<HTMLElement>('[data-filters-clear]')) {
    clear.addEventListener('click', () => {
      choose(
        { cats: category ? [category] : [], price: null, weight: null, purity: [], inStock: false },
        null,
      );
      for (const input of inputs) input.checked = isChosen(input);
      sortSelect.focus();
    });
  }
  sortSelect.addEventListener('change', () => {
    sort = readSort(sortSelect.value);
    writeUrl('replace');
    void update();
  });
  sizeSelect.addEventListener('change', () => {
    shown = pageSize();
    writeUrl('replace');
    void update();
  });
  more?.addEventListener('click', async () => {
    const before = shown;
    shown = Math.min(total, before + (pageSize() || total));
    writeUrl('replace');
    // Keyboard users continue from the first newly shown product.
    const order = await update();
    const next = order[before];
    if (next !== undefined) cardsAt([next])[0]?.querySelector<HTMLElement>('.card-name a')?.focus();
  });
  window.addEventListener('popstate', () => {
    readUrl();
    void update();
  });

  // This script runs after the page's first paint: a sort, page size or filter chosen before it
  // ran (the controls no longer as the page was built) is applied, not undone by the address.
  const movedEarly = (select: HTMLSelectElement) => {
    // Without a `selected` attribute the first option is the one shown.
    const built = [...select.options].map((option) => option.defaultSelected).lastIndexOf(true);
    return select.selectedIndex !== Math.max(built, 0);
  };
  const early = {
    filters: inputs.some((input) => input.checked !== input.defaultChecked) ? readForm() : null,
    sort: movedEarly(sortSelect) ? sortSelect.value : null,
    size: movedEarly(sizeSelect) ? sizeSelect.value : null,
  };
  // Taken before a choice made early hands the shopper on, which carries its own.
  const carried = takeCarried();
  readUrl();
  if (early.sort !== null) sortSelect.value = early.sort;
  if (early.size !== null) sizeSelect.value = early.size;
  sort = readSort(sortSelect.value);
  // The control last chosen keeps the focus, as a choice made with the script there would.
  const focused = form.contains(document.activeElement)
    ? (document.activeElement as HTMLElement)
    : null;
  if (early.filters) choose(early.filters, focused);
  else {
    if (early.size !== null) shown = pageSize();
    if (early.sort !== null || early.size !== null) writeUrl('replace');
    void update();
  }
  if (carried.open) setPanelOpen(true);
  if (carried.focus) document.getElementById(carried.focus)?.focus();
}
