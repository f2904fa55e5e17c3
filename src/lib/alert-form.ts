// The "Notify me when it is back" and "Tell me if the price falls" forms, written once for the
// built product page, its shell and the wishlist; src/scripts/alert-form.ts sends them.
import type { AlertKind } from '../contract/alerts';
import { escapeHtml as e } from './html';

const labels: Record<AlertKind, { legend: string; button: string }> = {
  back_in_stock: { legend: 'Notify me when it is back', button: 'Notify me' },
  price_drop: { legend: 'Tell me if the price falls', button: 'Watch the price' },
};

/**
 * A small form asking for an e-mail address (prefilled for a signed-in customer by the script);
 * the answer is shown in its live region. Nothing is sent until the address is confirmed.
 */
export function alertFormHtml(productId: string, kind: AlertKind): string {
  const id = `alert-${kind}-${productId}`;
  const { legend, button } = labels[kind];
  return (
    `<form class="alert-form" data-alert-form data-kind="${e(kind)}" data-product-id="${e(productId)}" novalidate>` +
    `<label for="${e(id)}">${e(legend)}</label>` +
    `<div class="alert-form-row"><input class="input" id="${e(id)}" name="email" type="email"` +
    ` autocomplete="email" maxlength="254" required placeholder="you@example.com">` +
    `<button class="btn" type="submit">${e(button)}</button></div>` +
    `<p class="alert-form-note" role="status" data-alert-status>We will ask you to confirm by e-mail first.</p>` +
    `</form>`
  );
}
