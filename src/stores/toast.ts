import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  /** Milliseconds before it goes by itself. */
  duration: number;
}

/** Why a toast's countdown is stopped: the pointer is over it, or focus is inside it. */
export type ToastHold = 'hover' | 'focus';

interface Countdown {
  handle?: ReturnType<typeof setTimeout>;
  /** When it runs out, while running; undefined while held. */
  endsAt?: number;
  remaining: number;
  holds: Set<ToastHold>;
}

/** Toasts after cart and wishlist actions (reference §9); everything else stays longer. */
export const quickToastMs = 1500;
export const toastMs = 5000;
const flashKey = 'chandi:flash';

/** The toasts on screen, oldest first; the layout's renderer shows them. */
export const $toasts = atom<Toast[]>([]);
const countdowns = new Map<number, Countdown>();
let nextId = 1;

function run(id: number, countdown: Countdown) {
  countdown.endsAt = Date.now() + countdown.remaining;
  countdown.handle = setTimeout(() => dismissToast(id), countdown.remaining);
}

/** Replace the queue, stopping the countdowns of toasts that left it. */
function setToasts(next: Toast[]) {
  const kept = new Set(next.map((t) => t.id));
  for (const [id, countdown] of countdowns) {
    if (kept.has(id)) continue;
    clearTimeout(countdown.handle);
    countdowns.delete(id);
  }
  $toasts.set(next);
}

/** Show a toast; it disappears after its duration (not counting time held). Returns its id. */
export function toast(
  text: string,
  { kind = 'info', duration = toastMs }: { kind?: ToastKind; duration?: number } = {},
) {
  const id = nextId++;
  // A repeated message replaces its older copy instead of stacking.
  setToasts(
    [...$toasts.get().filter((t) => t.text !== text), { id, text, kind, duration }].slice(-4),
  );
  const countdown: Countdown = { remaining: duration, holds: new Set() };
  countdowns.set(id, countdown);
  run(id, countdown);
  return id;
}

/** A 1500 ms toast for cart and wishlist actions. */
export const quickToast = (text: string, kind: ToastKind = 'success') =>
  toast(text, { kind, duration: quickToastMs });

/** Remove a toast now. */
export function dismissToast(id: number) {
  setToasts($toasts.get().filter((t) => t.id !== id));
}

/** Stop a toast's countdown while `reason` lasts (WCAG 2.2.1): it stays until every hold ends. */
export function holdToast(id: number, reason: ToastHold) {
  const countdown = countdowns.get(id);
  if (!countdown) return;
  if (countdown.holds.size === 0 && countdown.endsAt !== undefined) {
    clearTimeout(countdown.handle);
    countdown.remaining = Math.max(0, countdown.endsAt - Date.now());
    countdown.endsAt = undefined;
  }
  countdown.holds.add(reason);
}

/** End one hold; when none is left the countdown resumes with the time it had left. */
export function releaseToast(id: number, reason: ToastHold) {
  const countdown = countdowns.get(id);
  if (!countdown?.holds.delete(reason) || countdown.holds.size > 0) return;
  run(id, countdown);
}

/** Keep a toast for the next page this tab opens (e.g. "Please login first" before going to /login). */
export function flashToast(text: string, kind: ToastKind = 'info') {
  try {
    sessionStorage.setItem(flashKey, JSON.stringify({ text, kind }));
  } catch {
    // Storage refused (private mode): the next page simply shows no toast.
  }
}

/** Toasts an address asks for with `?notice=…`: a server's redirect cannot leave a flash. */
const addressNotices = new Map<string, { text: string; kind: ToastKind }>([
  ['login-first', { text: 'Please login first', kind: 'error' }],
]);

/** Show the toast the page's address asks for, once: the notice is taken out of the address. */
export function showAddressNotice() {
  const url = new URL(location.href);
  const notice = addressNotices.get(url.searchParams.get('notice') ?? '');
  if (!notice) return;
  url.searchParams.delete('notice');
  history.replaceState(history.state, '', url);
  toast(notice.text, { kind: notice.kind });
}

/** Show the toast a previous page left, once. */
export function showFlashedToast() {
  try {
    const raw = sessionStorage.getItem(flashKey);
    if (!raw) return;
    sessionStorage.removeItem(flashKey);
    const { text, kind } = JSON.parse(raw) as { text?: unknown; kind?: ToastKind };
    if (typeof text === 'string' && text) toast(text, { kind: kind ?? 'info' });
  } catch {
    // Nothing to show.
  }
}
