type Field = 'name' | 'email' | 'phone' | 'message' | 'consent';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Indian numbers: 10 digits, optionally after +91 or 0 (spaces and hyphens are ignored). */
const PHONE = /^(?:\+91|0)?\d{10}$/;

/** The message for a field's value, or '' when it is acceptable (DESIGN §9 field limits). */
function check(field: Field, form: HTMLFormElement): string {
  const value = (name: string) => {
    const control = form.elements.namedItem(name);
    return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
      ? control.value.trim()
      : '';
  };
  switch (field) {
    case 'name': {
      const name = value('name');
      if (!name) return 'Please enter your name.';
      return name.length < 2 || name.length > 100 ? 'Your name should be 2 to 100 characters.' : '';
    }
    case 'email': {
      const email = value('email');
      if (!email) return 'Please enter your e-mail address.';
      return EMAIL.test(email) && email.length <= 254 ? '' : 'Please enter a valid e-mail address.';
    }
    case 'phone': {
      const phone = value('phone');
      if (!phone) return 'Please enter your phone number.';
      return PHONE.test(phone.replace(/[\s-]/g, ''))
        ? ''
        : 'Please enter a 10-digit phone number, with +91 or 0 in front if you like.';
    }
    case 'message': {
      const message = value('message');
      if (!message) return 'Please write your message.';
      return message.length > 2000 ? 'Please keep your message under 2,000 characters.' : '';
    }
    case 'consent': {
      const consent = form.elements.namedItem('consent');
      return consent instanceof HTMLInputElement && consent.checked
        ? ''
        : 'Please agree to the privacy policy so we can reply to you.';
    }
  }
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
      control(first)?.focus();
      return;
    }
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
