// A paged admin list keeps what it shows in the address (`?q=ring&sort=price&page=2`), so a
// reload, a bookmark or the back button from an edit returns to the same page of the same search.
import { useCallback, useEffect, useState } from 'react';
import { pageCount, pageSizeLimit, searchMaxLength } from '../../contract/paging';

/** Page, page size, order and search of a list, plus its own filters (text values, '' for none). */
export interface ListView {
  page: number;
  pageSize: number;
  sort: string;
  q: string;
  filters: Record<string, string>;
}

/** What a list accepts: its orders (the first is the default) and the names of its filters. */
export interface ListShape {
  sorts: readonly string[];
  filters?: readonly string[];
}

const wholeIn = (text: string | null, max: number, fallback: number) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/** The view an address asks for; anything unknown or malformed falls back to the default. */
export function viewFromSearch(search: string, shape: ListShape): ListView {
  const params = new URLSearchParams(search);
  const sort = params.get('sort') ?? '';
  return {
    page: wholeIn(params.get('page'), 1_000_000, 1),
    pageSize: wholeIn(params.get('pageSize'), pageSizeLimit.max, pageSizeLimit.default),
    sort: shape.sorts.includes(sort) ? sort : shape.sorts[0]!,
    q: (params.get('q') ?? '').trim().slice(0, searchMaxLength),
    filters: Object.fromEntries(
      (shape.filters ?? []).map((name) => [name, params.get(name)?.trim() ?? '']),
    ),
  };
}

/** The query string of a view (`q=ring&page=2`), defaults left out; '' when all are defaults. */
export function searchOfView(view: ListView, shape: ListShape): string {
  const params = new URLSearchParams();
  if (view.q) params.set('q', view.q);
  for (const [name, value] of Object.entries(view.filters)) if (value) params.set(name, value);
  if (view.sort !== shape.sorts[0]) params.set('sort', view.sort);
  if (view.pageSize !== pageSizeLimit.default) params.set('pageSize', String(view.pageSize));
  if (view.page !== 1) params.set('page', String(view.page));
  return params.toString();
}

/**
 * The list's view, read from the address and written back to it on every change (replacing the
 * history entry, so Back leaves the list rather than stepping through its pages). A change of
 * search, order, filter or page size goes back to page 1.
 */
export function useListView(shape: ListShape) {
  const [view, setView] = useState(() => viewFromSearch(location.search, shape));
  useEffect(() => {
    const onPop = () => setView(viewFromSearch(location.search, shape));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const update = useCallback(
    (change: Partial<Omit<ListView, 'filters'>> & { filters?: Record<string, string> }) => {
      setView((current) => {
        const next: ListView = {
          ...current,
          ...change,
          filters: { ...current.filters, ...change.filters },
        };
        if (change.page === undefined) next.page = 1;
        const search = searchOfView(next, shape);
        history.replaceState(
          history.state,
          '',
          `${location.pathname}${search ? `?${search}` : ''}`,
        );
        return next;
      });
    },
    [],
  );
  return [view, update] as const;
}

/** Go back to the last page when the list shrank below the page shown (after deletes or a search). */
export function useLastPageClamp(
  view: ListView,
  total: number | undefined,
  setView: (change: { page: number }) => void,
) {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, view.pageSize);
    if (view.page > last) setView({ page: last });
  }, [total, view.page, view.pageSize]);
}
