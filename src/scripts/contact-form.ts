import { fieldMessage } from '../contract/messages';
import { client, send as call } from '../lib/api-client';
import { fieldChecks } from '../lib/field-checks';
import { checkFieldsMessage, formToast } from './form-toast';

type Field = 'name' | 'email' | 'phone' | 'message' | 'consent';

const labels: Record<Field, string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  message: 'Message',
  consent: 'Consent',
};
/** The API's field names (`POST /api/inquiry/contact`) as the form names them. */
const formField: Record<string, Field> = {
  fullname: 'name',
  email: 'email',
  phoneNumber: 'phone',
  message: 'message',
};

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
  // The phone number is optional; one that is given must be an Indian number.
  if (field === 'phone' && !value.trim()) return '';
  return fieldChecks[field](value);
}

const FIELDS: Field[] = ['name', 'email', 'phone', 'message', 'consent'];

/**
 * The contact form (reference §3, §5): Send stays disabled until the privacy box is ticked;
 * submitting checks every required field and shows its error beside it, then sends the message
 * into the shop's inquiry desk (`POST /api/inquiry/contact`). The thank-you gives the reference,
 * says a copy was e-mailed only when the shop e-mailed one, and links to its tracking page; the
 * server's field errors appear beside the fields. "Send Another Message" clears the form.
 */
export function initContactForm(root: HTMLElement) {
  const form = root.querySelector<HTMLFormElement>('form');
  const thanks = root.querySelector<HTMLElement>('[data-thanks]');
  const send = root.querySelector<HTMLButtonElement>('[data-send]');
  const again = root.querySelector<HTMLButtonElement>('[data-again]');
  const problem = root.querySelector<HTMLElement>('[data-problem]');
  const consent = form?.elements.namedItem('consent');
  if (!form || !thanks || !send || !again || !problem || !(consent instanceof HTMLInputElement))
    return;
  const touched = new Set<Field>();
  const alert = formToast();
  const sendLabel = send.textContent ?? 'Send Message';
  let sending = false;

  const control = (field: Field) => form.elements.namedItem(field) as HTMLInputElement | null;
  const mark = (field: Field, message: string) => {
    const error = root.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    if (error) {
      error.textContent = message;
      error.hidden = !message;
    }
    control(field)?.setAttribute('aria-invalid', String(Boolean(message)));
    return message;
  };
  const show = (field: Field) => mark(field, check(field, form));
  const syncSend = () => (send.disabled = sending || !consent.checked);
  const setProblem = (text: string) => {
    problem.textContent = text;
    problem.hidden = !text;
  };

  // A press on Send takes the focus from the field before the finger lifts: a message shown then
  // would move Send out from under it and lose the tap. A field left by a press in the form checks
  // itself once the press is over (and its click, a submit that checks every field, has run).
  let pressing = false;
  const leftDuringPress = new Set<Field>();
  root.addEventListener('pointerdown', () => (pressing = true));
  const pressOver = () => {
    if (!pressing) return;
    pressing = false;
    setTimeout(() => {
      for (const field of leftDuringPress) show(field);
      leftDuringPress.clear();
    });
  };
  addEventListener('pointerup', pressOver, true);
  addEventListener('pointercancel', pressOver, true);

  consent.addEventListener('change', () => {
    syncSend();
    if (touched.has('consent')) show('consent');
  });
  // Text fields check themselves once filled in; the consent box is checked on submit.
  for (const field of FIELDS.filter((name) => name !== 'consent')) {
    const input = control(field);
    input?.addEventListener('blur', () => {
      if (input.value.trim()) touched.add(field);
      if (!touched.has(field)) return;
      if (pressing) leftDuringPress.add(field);
      else show(field);
    });
    input?.addEventListener('input', () => {
      if (touched.has(field)) show(field);
    });
  }

  /** The thank-you with what really happened: the reference, and the copy only when e-mailed. */
  function thank(name: string, reference: string, trackingLink: string, copySentTo: string) {
    const fill = (selector: string, text: string) => {
      const element = root.querySelector<HTMLElement>(selector);
      if (element) element.textContent = text;
    };
    fill('[data-thanks-name]', name.split(/\s+/)[0] ?? '');
    fill('[data-thanks-reference]', reference);
    fill('[data-thanks-email]', copySentTo);
    const copy = root.querySelector<HTMLElement>('[data-thanks-copy]');
    if (copy) copy.hidden = !copySentTo;
    root
      .querySelector<HTMLAnchorElement>('[data-thanks-track]')
      ?.setAttribute('href', trackingLink);
    form!.hidden = true;
    thanks!.hidden = false;
    thanks!.querySelector<HTMLElement>('h2')?.focus();
  }

  async function submit() {
    const data = new FormData(form!);
    const text = (key: string) => String(data.get(key) ?? '').trim();
    sending = true;
    syncSend();
    send!.textContent = 'Sending...';
    const result = await call(
      client.inquiry.contact.$post({
        json: {
          fullname: text('name'),
          email: text('email'),
          phoneNumber: text('phone'),
          subject: text('subject'),
          message: text('message'),
        },
      }),
    );
    sending = false;
    send!.textContent = sendLabel;
    syncSend();
    const body = result.body;
    if (result.ok && body?.reference && body.trackingLink) {
      alert.clear();
      setProblem('');
      thank(text('name'), body.reference, body.trackingLink, body.copySentTo ?? '');
      return;
    }
    const refused: Field[] = [];
    for (const [key, message] of Object.entries(body?.errors ?? {})) {
      const field = formField[key];
      if (!field) continue;
      mark(field, fieldMessage(labels[field], message) ?? message);
      refused.push(field);
    }
    const first = refused[0];
    const message = first
      ? checkFieldsMessage
      : result.network
        ? 'We could not reach the shop. Please check your connection and try again.'
        : body?.msg || 'Your message could not be sent, please try again.';
    setProblem(first ? '' : message);
    alert.fail(message);
    if (first) control(first)?.focus();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    FIELDS.forEach((field) => touched.add(field));
    const invalid = FIELDS.filter((field) => show(field));
    const first = invalid[0];
    if (first) {
      alert.fail(checkFieldsMessage);
      control(first)?.focus();
      return;
    }
    void submit();
  });

  again.addEventListener('click', () => {
    form.reset();
    touched.clear();
    for (const field of FIELDS) {
      control(field)?.removeAttribute('aria-invalid');
      const error = root.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
      if (error) error.hidden = true;
    }
    setProblem('');
    syncSend();
    thanks.hidden = true;
    form.hidden = false;
    control('name')?.focus();
  });

  syncSend();
}
