// The hooks that keep a paged admin list's view in the address (list-address.ts reads and writes it).
import { useCallback, useEffect, useState } from 'react';
import { pageCount } from '../../contract/paging';
import { searchOfView, viewFromSearch, type ListShape, type ListView } from './list-address';

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
