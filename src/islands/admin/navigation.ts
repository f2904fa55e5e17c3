import { atom } from 'nanostores';

// Moving between the admin app's screens without reloading. Which screen an address shows is the
// route table's (routes.ts); this file only keeps the address, so a screen can navigate without
// importing the table that loads every screen.

/** The admin app's current path (`location.pathname`), kept in step with the History API. */
export const $path = atom(typeof location === 'undefined' ? '/admin' : location.pathname);

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
