// A paged admin list keeps what it shows in the address (`?q=ring&sort=price&page=2`), so a
// reload, a bookmark or the back button from an edit returns to the same page of the same search.
import { pageSizeLimit, searchMaxLength } from '../../contract/paging';

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

/** A server-paged admin list: where it is read, its orders with the sort picker's words, its shape. */
export interface PagedList {
  path: string;
  orders: Readonly<Record<string, string>>;
  shape: ListShape;
}

/** A paged list; the first of `orders` is its default. */
export const pagedList = (
  path: string,
  orders: Record<string, string>,
  filters?: readonly string[],
): PagedList => ({ path, orders, shape: { sorts: Object.keys(orders), filters } });

/** The API path of a list's page for a view (`/api/admin/products?q=ring&page=2`). */
export function listPath(list: PagedList, view: ListView): string {
  const search = searchOfView(view, list.shape);
  return search ? `${list.path}?${search}` : list.path;
}
