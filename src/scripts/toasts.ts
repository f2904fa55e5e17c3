import { $toasts, dismissToast, showFlashedToast } from '../stores/toast';

/**
 * Renders the toast queue into the layout's live region (`[data-toasts]`, role="status"), so
 * plain scripts and React islands share one place for messages. Shows a toast left by the
 * previous page too.
 */
export function initToasts() {
  const region = document.querySelector<HTMLElement>('[data-toasts]');
  if (!region || region.dataset.ready) return;
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
      const item = document.createElement('div');
      item.className = `toast toast-${t.kind}`;
      item.dataset.toast = String(t.id);
      const message = document.createElement('p');
      message.textContent = t.text;
      const close = document.createElement('button');
      close.type = 'button';
      close.className = 'toast-close';
      close.dataset.toastClose = String(t.id);
      close.setAttribute('aria-label', 'Dismiss message');
      close.textContent = '×';
      item.append(message, close);
      region.append(item);
    }
  });
  showFlashedToast();
}
