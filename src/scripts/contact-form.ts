import { fieldChecks } from '../lib/field-checks';
import { checkFieldsMessage, formToast } from './form-toast';

type Field = 'name' | 'email' | 'phone' | 'message' | 'consent';

/** The message for a field's value, or '' when it is acceptable (the shopper forms' shared checks). */
function check(field: Field, form: HTMLFormElement): string {
  const control = form.elements.namedItem(field);
  if (field === 'consent') {
    return control instanceof HTMLInputElement && control.checked
      ? ''
      : 'Please agree to the privacy policy so we can reply to you.';
  }
  const value =
    control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value
      : '';
  return fieldChecks[field](value);
}

const FIELDS: Field[] = ['name', 'email', 'phone', 'message', 'consent'];

/**
 * The contact form (reference §3, §5): Send stays disabled until the privacy box is ticked;
 * submitting checks every required field and shows its error beside it, or shows the thank-you
 * panel. Nothing is sent to a server; the panel offers to send the message by e-mail.
 * "Send Another Message" clears the form and brings it back.
 */
export function initContactForm(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('form');
  const thanks = root.querySelector<HTMLElement>('[data-thanks]');
  const send = root.querySelector<HTMLButtonElement>('[data-send]');
  const again = root.querySelector<HTMLButtonElement>('[data-again]');
  const consent = form?.elements.namedItem('consent');
  if (!form || !thanks || !send || !again || !(consent instanceof HTMLInputElement)) return;
  const shopEmail = root.dataset.shopEmail ?? '';
  const touched = new Set<Field>();
  const alert = formToast();

  const control = (field: Field) => form.elements.namedItem(field) as HTMLInputElement | null;
  const show = (field: Field) => {
    const message = check(field, form);
    const error = root.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (error) {
      error.textContent = message;
      error.hidden = !message;
    }
    control(field)?.setAttribute('aria-invalid', String(Boolean(message)));
    return message;
  };
  const syncSend = () => (send.disabled = !consent.checked);

  consent.addEventListener('change', () => {
    syncSend();
    if (touched.has('consent')) show('consent');
  });
  // Text fields check themselves once filled in; the consent box is checked on submit.
  for (const field of FIELDS.filter((name) => name !== 'consent')) {
    const input = control(field);
    input?.addEventListener('blur', () => {
      if (input.value.trim()) touched.add(field);
      if (touched.has(field)) show(field);
    });
    input?.addEventListener('input', () => {
      if (touched.has(field)) show(field);
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    FIELDS.forEach((field) => touched.add(field));
    const invalid = FIELDS.filter((field) => show(field));
    const first = invalid[0];
    if (first) {
      alert.fail(checkFieldsMessage);
      control(first)?.focus();
      return;
    }
    alert.clear();
    const data = new FormData(form);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    const who = root.querySelector<HTMLElement>('[data-thanks-name]');
    if (who) who.textContent = text('name').split(/\s+/)[0] ?? '';
    const mail = root.querySelector<HTMLAnchorElement>('[data-thanks-mail]');
    if (mail) {
      const body = `${text('message')}\n\n${text('name')}\n${text('phone')}\n${text('email')}`;
      mail.href = `mailto:${shopEmail}?subject=${encodeURIComponent(text('subject'))}&body=${encodeURIComponent(body)}`;
    }
    form.hidden = true;
    thanks.hidden = false;
    thanks.querySelector<HTMLElement>('h2')?.focus();
  });

  again.addEventListener('click', () => {
    form.reset();
    touched.clear();
    for (const field of FIELDS) {
      control(field)?.removeAttribute('aria-invalid');
      const error = root.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
      if (error) error.hidden = true;
    }
    syncSend();
    thanks.hidden = true;
    form.hidden = false;
    control('name')?.focus();
  });

  syncSend();
}
