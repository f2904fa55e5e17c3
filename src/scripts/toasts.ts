import {
  $toasts,
  dismissToast,
  holdToast,
  releaseToast,
  showAddressNotice,
  showFlashedToast,
  type Toast,
} from '../stores/toast';

/** One toast's element; its countdown stops while the pointer is over it or focus is inside it. */
function toastElement(t: Toast) {
  const item = document.createElement('div');
  item.className = `toast toast-${t.kind}`;
  item.dataset.toast = String(t.id);
  if (t.kind === 'error') item.setAttribute('role', 'alert');
  const message = document.createElement('p');
  message.textContent = t.text;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'toast-close';
  close.dataset.toastClose = String(t.id);
  close.setAttribute('aria-label', 'Dismiss message');
  close.textContent = '×';
  item.append(message, close);
  item.addEventListener('mouseenter', () => holdToast(t.id, 'hover'));
  item.addEventListener('mouseleave', () => releaseToast(t.id, 'hover'));
  item.addEventListener('focusin', () => holdToast(t.id, 'focus'));
  item.addEventListener('focusout', (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) releaseToast(t.id, 'focus');
  });
  return item;
}

/**
 * Renders the toast queue into the page's toasts (src/components/Toasts.astro): errors as
 * role="alert" (assertive), the rest into the role="status" region (polite), so plain scripts and
 * React islands share one place for messages. Shows a toast left by the previous page, or asked
 * for by the address, too.
 */
export function initToasts() {
  const region = document.querySelector<HTMLElement>('[data-toasts]');
  const polite = region?.querySelector<HTMLElement>('[data-toasts-polite]');
  const errors = region?.querySelector<HTMLElement>('[data-toasts-errors]');
  if (!region || !polite || !errors || region.dataset.ready) return;
  region.dataset.ready = '';
  region.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-toast-close]');
    if (button) dismissToast(Number(button.dataset.toastClose));
  });
  $toasts.subscribe((toasts) => {
    const shown = new Set(toasts.map((t) => String(t.id)));
    for (const el of region.querySelectorAll<HTMLElement>('[data-toast]')) {
      if (!shown.has(el.dataset.toast ?? '')) el.remove();
    }
    for (const t of toasts) {
      if (region.querySelector(`[data-toast="${t.id}"]`)) continue;
      (t.kind === 'error' ? errors : polite).append(toastElement(t));
    }
  });
  // In a task of its own: a page's first sessionStorage read waits on the browser (0.5-11 ms
  // here), and in the task that runs the page's scripts it made a long task on a phone.
  setTimeout(() => {
    showFlashedToast();
    showAddressNotice();
  });
}
