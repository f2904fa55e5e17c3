// The first requests of an admin page go out as soon as the page's own small script runs: the
// session check, the screen's code and the list the screen opens with leave together while the
// app's code is still on its way, instead of each waiting for the one before (on a phone, three
// round trips and the app's start-up before a row shows). The screen takes its list's answer once, and
// only after the check has confirmed the session, so nothing shows to someone signed out.
import { api, type ApiResult } from '../../lib/api';
import { confirmAdmin } from '../../stores/admin';
import { inquiryListPath, viewFromSearch as deskViewFromSearch } from './inquiry-filters';
import { listPath, viewFromSearch, type PagedList } from './list-address';
import { auditList, customerList, productList } from './paged-lists';
import { matchRoute, type Route } from './router';
import { preloadScreen } from './screen-loaders';

const pageOf = (list: PagedList) => () =>
  listPath(list, viewFromSearch(location.search, list.shape));

/** The list each screen asks for first, as its address says. */
const firstLists: Partial<Record<Route['name'], () => string>> = {
  products: pageOf(productList),
  users: pageOf(customerList),
  audit: pageOf(auditList),
  inquiries: () => inquiryListPath(deskViewFromSearch(location.search)),
  category: () => '/api/admin/categories',
};

let session: ReturnType<typeof confirmAdmin> | undefined;
const lists = new Map<string, Promise<ApiResult<unknown>>>();

/** Start the session check, the current screen's code and its list, once a page load; the check's answer. */
export function startFirstRequests(): ReturnType<typeof confirmAdmin> {
  if (!session) {
    session = confirmAdmin();
    const route = matchRoute(location.pathname).name;
    preloadScreen(route);
    const path = firstLists[route]?.();
    if (path) lists.set(path, api(path));
  }
  return session;
}

/** The answer to `path` started with the page, if it is still there; each is taken once. */
export function takeStarted<T>(path: string): Promise<ApiResult<T>> | undefined {
  const started = lists.get(path);
  lists.delete(path);
  return started as Promise<ApiResult<T>> | undefined;
}
