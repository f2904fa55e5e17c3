import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  /** Milliseconds before it goes by itself. */
  duration: number;
}

/** Toasts after cart and wishlist actions (reference §9); everything else stays longer. */
export const quickToastMs = 1500;
export const toastMs = 5000;
const flashKey = 'chandi:flash';

/** The toasts on screen, oldest first; the layout's renderer shows them. */
export const $toasts = atom<Toast[]>([]);
let nextId = 1;

/** Show a toast; it disappears after its duration. Returns its id. */
export function toast(
  text: string,
  { kind = 'info', duration = toastMs }: { kind?: ToastKind; duration?: number } = {},
) {
  const id = nextId++;
  // A repeated message replaces its older copy instead of stacking.
  $toasts.set(
    [...$toasts.get().filter((t) => t.text !== text), { id, text, kind, duration }].slice(-4),
  );
  setTimeout(() => dismissToast(id), duration);
  return id;
}

/** A 1500 ms toast for cart and wishlist actions. */
export const quickToast = (text: string, kind: ToastKind = 'success') =>
  toast(text, { kind, duration: quickToastMs });

/** Remove a toast now. */
export function dismissToast(id: number) {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Keep a toast for the next page this tab opens (e.g. "Please login first" before going to /login). */
export function flashToast(text: string, kind: ToastKind = 'info') {
  try {
    sessionStorage.setItem(flashKey, JSON.stringify({ text, kind }));
  } catch {
    // Storage refused (private mode): the next page simply shows no toast.
  }
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
