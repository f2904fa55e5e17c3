// The first requests of an admin page go out as soon as the page's own small script runs: the
// session check, the screen's code and the list the screen opens with leave together while the
// app's code is still on its way, instead of each waiting for the one before (on a phone, three
// round trips and the app's start-up before a row shows). The screen takes its list's answer once, and
// only after the check has confirmed the session, so nothing shows to someone signed out.
import { confirmAdmin } from '../../stores/admin';
import { matchRoute, routes } from './routes';
import { startList } from './started-lists';

let session: ReturnType<typeof confirmAdmin> | undefined;

/** Start the session check, the current screen's code and its list, once a page load; the check's answer. */
export function startFirstRequests(): ReturnType<typeof confirmAdmin> {
  if (!session) {
    session = confirmAdmin();
    const route = matchRoute(location.pathname);
    if (route.name !== 'not-found') {
      const { screen, firstList } = routes[route.name];
      // Fetched now so it is there when the screen shows; a failure shows when it does.
      void screen().catch(() => {});
      const path = firstList?.(location.search);
      if (path) startList(path);
    }
  }
  return session;
}
