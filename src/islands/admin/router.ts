import { atom } from 'nanostores';

/** The admin app's current path (`location.pathname`), kept in step with the History API. */
export const $path = atom(typeof location === 'undefined' ? '/admin' : location.pathname);

/** A route of the admin app with its parameters. */
export type Route =
  | { name: 'dashboard' }
  | { name: 'users' }
  | { name: 'category' }
  | { name: 'products' }
  | { name: 'product-add' }
  | { name: 'product-edit'; id: string }
  | { name: 'inquiries' }
  | { name: 'inquiry'; id: string }
  | { name: 'settings' }
  | { name: 'staff' }
  | { name: 'customer'; id: string }
  | { name: 'audit' }
  | { name: 'backups' }
  | { name: 'trade' }
  | { name: 'not-found' };

/** The route a path shows (reference §2 route table; a trailing slash is ignored). */
export function matchRoute(path: string): Route {
  const p = path.replace(/\/+$/, '') || '/';
  if (p === '/admin') return { name: 'dashboard' };
  if (p === '/admin/users') return { name: 'users' };
  if (p === '/admin/category') return { name: 'category' };
  if (p === '/admin/products') return { name: 'products' };
  if (p === '/admin/products/add') return { name: 'product-add' };
  const edit = /^\/admin\/products\/edit\/([^/]+)$/.exec(p);
  if (edit?.[1]) return { name: 'product-edit', id: decodeURIComponent(edit[1]) };
  if (p === '/admin/adm-inquiry' || p === '/admin/inquiries') return { name: 'inquiries' };
  const inquiry = /^\/admin\/inquiries\/([^/]+)$/.exec(p);
  if (inquiry?.[1]) return { name: 'inquiry', id: decodeURIComponent(inquiry[1]) };
  if (p === '/admin/settings') return { name: 'settings' };
  if (p === '/admin/staff') return { name: 'staff' };
  if (p === '/admin/audit') return { name: 'audit' };
  if (p === '/admin/backups') return { name: 'backups' };
  if (p === '/admin/trade') return { name: 'trade' };
  const customer = /^\/admin\/users\/([^/]+)$/.exec(p);
  if (customer?.[1]) return { name: 'customer', id: decodeURIComponent(customer[1]) };
  return { name: 'not-found' };
}

/** Screens only the owner may open (DESIGN §10); the app hides them from staff. */
export const ownerOnlyScreens: ReadonlySet<Route['name']> = new Set([
  'settings',
  'staff',
  'audit',
  'backups',
  'trade',
]);

/** A check run before leaving the current screen: false keeps the user where they are. */
type LeaveGuard = (go: () => void) => boolean;
let leaveGuard: LeaveGuard | null = null;

/** Install (or clear with null) the check a form with unsaved changes uses to stop a navigation. */
export function setLeaveGuard(guard: LeaveGuard | null) {
  leaveGuard = guard;
}

/** Go to an admin path without reloading; `replace` rewrites the history entry instead of adding one. */
export function navigate(path: string, { replace = false, force = false } = {}) {
  const go = () => {
    leaveGuard = null;
    if (replace) history.replaceState(null, '', path);
    else history.pushState(null, '', path);
    $path.set(location.pathname);
    window.scrollTo(0, 0);
  };
  if (!force && leaveGuard && !leaveGuard(go)) return;
  go();
}

let listening = false;
/** Follow the browser's back and forward buttons (once per page). */
export function listenToHistory() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', () => $path.set(location.pathname));
}
