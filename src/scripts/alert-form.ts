import { alertRequestedMessage } from '../contract/alerts';
import { api, messageOf } from '../lib/api';
import { $user } from '../stores/session';

/** Send an alert form: the server answers the same for every address, so its message is shown. */
async function send(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const status = form.querySelector<HTMLElement>('[data-alert-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !status) return;
  if (!input.checkValidity() || !input.value.trim()) {
    status.textContent = 'Please enter a valid e-mail address.';
    input.focus();
    return;
  }
  if (button) button.disabled = true;
  const result = await api('/api/alerts/subscribe', {
    json: { email: input.value.trim(), productId: form.dataset.productId, kind: form.dataset.kind },
  });
  if (button) button.disabled = false;
  status.textContent = result.ok
    ? (result.body?.msg ?? alertRequestedMessage)
    : (result.body?.errors?.email ?? messageOf(result));
}

/** Wire every alert form on the page once, prefilling a signed-in customer's address. */
export function initAlertForms(root: ParentNode = document) {
  const email = $user.get()?.email ?? '';
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-alert-form]')) {
    if (form.dataset.wired) continue;
    form.dataset.wired = '1';
    const input = form.querySelector<HTMLInputElement>('input[name="email"]');
    if (input && !input.value) input.value = email;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void send(form);
    });
  }
}
