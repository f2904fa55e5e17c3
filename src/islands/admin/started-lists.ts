// The lists the page's first script asked for before the screen that shows them had loaded
// (first-load.ts), kept until that screen's useLoad takes them. Apart from the route table, so a
// screen's data hook does not import the table that loads every screen.
import { api, type ApiResult } from '../../lib/api';

const started = new Map<string, Promise<ApiResult<unknown>>>();

/** Ask for `path` now; the screen that loads it takes the answer. */
export function startList(path: string) {
  started.set(path, api(path));
}

/** The answer to `path` started with the page, if it is still there; each is taken once. */
export function takeStarted<T>(path: string): Promise<ApiResult<T>> | undefined {
  const answer = started.get(path);
  started.delete(path);
  return answer as Promise<ApiResult<T>> | undefined;
}
