import { useEffect, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { client, send } from '../lib/api-client';
import { checkFields } from '../lib/field-checks';
import { phoneMaxLength } from '../lib/phone';
import { openingRows, telHref, whatsappHref, type ShopSettings } from '../lib/shop';
import { checkFieldsMessage, formToast } from '../scripts/form-toast';
import { $user } from '../stores/session';
import { Field, Spinner, fieldMessage } from './form-bits';
import { InquiryPieces, piecesFromAddress } from './InquiryPieces';
import { useFocusFirstInvalid } from './use-submit';

/** A product code as the inquiry takes it: trimmed and uppercased. */
const normalise = (code: string) => code.trim().toUpperCase();

/** The codes of `/inquiry/{codes}`: comma-separated, decoded, without blanks or repeats. */
function codesFromPath(): string[] {
  const match = /^\/inquiry\/([^/]+)/.exec(window.location.pathname);
  if (!match?.[1]) return [];
  let raw = match[1];
  try {
    raw = decodeURIComponent(raw);
  } catch {
    // A malformed escape: use the segment as it is.
  }
  return [...new Set(raw.split(',').map(normalise).filter(Boolean))];
}

const resetAfterMs = 4000;
const empty = { name: '', email: '', phone: '', message: '' };
type Values = typeof empty;
const labels: Record<keyof Values | 'productCodes' | 'items', string> = {
  name: 'Full Name',
  email: 'Email Address',
  phone: 'Phone Number',
  message: 'Message',
  productCodes: 'Product Ids',
  items: 'A piece',
};

/** The inquiry form (reference §2 "Inquiry"), the thank-you with its reference, and a WhatsApp link. */
export default function InquiryForm({ shop }: { shop: ShopSettings }) {
  const [initialCodes] = useState(codesFromPath);
  const [codes, setCodes] = useState(initialCodes);
  // Pieces travel whole from the cart or a product page (quantity, size); removing a code's chip
  // removes them too.
  const [cartPieces] = useState(() => piecesFromAddress(initialCodes));
  const pieces = cartPieces.filter((piece) => codes.includes(piece.code));
  const [draft, setDraft] = useState('');
  const [values, setValues] = useState<Values>(() => {
    const user = $user.get();
    return user ? { ...empty, name: user.name, email: user.email } : empty;
  });
  const [phase, setPhase] = useState<'editing' | 'sending' | 'thanks'>('editing');
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  const [sent, setSent] = useState<{ reference: string; trackingLink: string } | null>(null);
  const [alert] = useState(formToast);
  const confirmation = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, failures);

  useEffect(() => {
    if (phase !== 'thanks') return;
    confirmation.current?.focus();
    const timer = setTimeout(() => {
      const user = $user.get();
      setValues(user ? { ...empty, name: user.name, email: user.email } : empty);
      setCodes(initialCodes);
      setPhase('editing');
    }, resetAfterMs);
    return () => clearTimeout(timer);
  }, [phase, initialCodes]);

  const addCode = () => {
    const code = normalise(draft);
    if (code && !codes.includes(code)) setCodes([...codes, code]);
    setDraft('');
  };
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addCode();
  };

  /** Errors beside the fields, focus on the first, and this form's one error toast. */
  function fail(message: string, fieldErrors: Record<string, string>) {
    setProblem(message);
    setErrors(fieldErrors);
    setFailures((count) => count + 1);
    alert.fail(message);
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const problems = checkFields(values);
    if (Object.keys(problems).length) {
      fail(checkFieldsMessage, problems);
      return;
    }
    setPhase('sending');
    setProblem('');
    setErrors({});
    const result = await send(
      client.inquiry['send-inquiry'].$post({
        json: {
          ...values,
          items: pieces.map(({ pId, qty, size }) => ({ pId, qty, ...(size ? { size } : {}) })),
          productCodes: JSON.stringify(codes),
        },
      }),
    );
    if (result.ok && result.body?.reference && result.body.trackingLink) {
      alert.clear();
      setSent({ reference: result.body.reference, trackingLink: result.body.trackingLink });
      setPhase('thanks');
      return;
    }
    setPhase('editing');
    const fieldErrors: Record<string, string> = {};
    for (const [key, text] of Object.entries(result.body?.errors ?? {})) {
      const field = key.startsWith('productCodes')
        ? 'productCodes'
        : key.startsWith('items')
          ? 'items'
          : key;
      fieldErrors[field] ??=
        fieldMessage(labels[field as keyof typeof labels] ?? field, text) ?? text;
    }
    if (Object.keys(fieldErrors).length) return fail(checkFieldsMessage, fieldErrors);
    fail(
      result.network
        ? 'Client side error'
        : result.body?.msg || 'Your inquiry could not be sent, please try again.',
      {},
    );
  }

  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const whatsappText = codes.length
    ? `Hello ${shop.name}, I would like to know more about these pieces: ${codes.join(', ')}`
    : `Hello ${shop.name}, I would like to know more about your silver jewellery.`;

  return (
    <div className="inquiry-layout">
      <div className="inquiry-main">
        {sent && (
          <div className="inquiry-thanks" role="status" tabIndex={-1} ref={confirmation}>
            <h2>Thank You!</h2>
            <p>Your inquiry has been submitted. We will reply within 24 hours.</p>
            <p className="inquiry-ref">
              Your reference number: <strong data-reference>{sent.reference}</strong>
            </p>
            <p>
              Bookmark this link to{' '}
              <a href={sent.trackingLink} data-tracking-link>
                track your inquiry
              </a>
              , or track it with the reference number and your e-mail address.
            </p>
            <button type="button" className="btn btn-ghost" onClick={() => setSent(null)}>
              Dismiss
            </button>
          </div>
        )}
        <form
          className="inquiry-form"
          noValidate
          onSubmit={submit}
          ref={form}
          aria-labelledby="inquiry-form-title"
        >
          <h2 id="inquiry-form-title">Tell us what you are looking for</h2>
          {/* Announced by the error toast; this copy stays for whoever looks after it has gone. */}
          {problem && <p className="form-problem">{problem}</p>}
          <div className="field-pair">
            <Field
              label="Full Name"
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={values.name}
              onChange={set('name')}
              error={fieldMessage('Full Name', errors.name)}
            />
            <Field
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={values.email}
              onChange={set('email')}
              error={fieldMessage('Email Address', errors.email)}
            />
          </div>
          <Field
            label="Phone Number"
            name="phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={phoneMaxLength}
            hint="Indian mobile number, e.g. 98290 12345"
            value={values.phone}
            onChange={set('phone')}
            error={fieldMessage('Phone Number', errors.phone)}
          />
          <div className="field">
            <label htmlFor="inquiry-message">
              Message<span aria-hidden="true"> *</span>
            </label>
            <textarea
              id="inquiry-message"
              className="input"
              name="message"
              rows={5}
              required
              maxLength={2000}
              value={values.message}
              onChange={set('message')}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? 'inquiry-message-error' : undefined}
            />
            {errors.message && (
              <p className="field-error" id="inquiry-message-error">
                {fieldMessage('Message', errors.message)}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="inquiry-code">Product Ids</label>
            <InquiryPieces pieces={pieces} />
            {errors.items && (
              <p className="field-error" id="inquiry-pieces-error">
                {errors.items}
              </p>
            )}
            {codes.length > 0 && (
              <ul role="list" className="chips" aria-label="Product codes in this inquiry">
                {codes.map((code) => (
                  <li key={code} className="chip">
                    <span data-chip>{code}</span>
                    <button
                      type="button"
                      aria-label={`Remove ${code}`}
                      onClick={() => setCodes(codes.filter((c) => c !== code))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div className="chip-add">
              <input
                id="inquiry-code"
                className="input"
                value={draft}
                placeholder="e.g. NCK-101"
                maxLength={32}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onCodeKey}
                aria-describedby={
                  errors.productCodes ? 'inquiry-code-error inquiry-code-hint' : 'inquiry-code-hint'
                }
                aria-invalid={errors.productCodes ? true : undefined}
              />
              <button type="button" className="btn btn-ghost" onClick={addCode}>
                Add Code
              </button>
            </div>
            <p className="field-hint" id="inquiry-code-hint">
              Press Enter or Add Code to add a product code.
            </p>
            {errors.productCodes && (
              <p className="field-error" id="inquiry-code-error">
                {errors.productCodes}
              </p>
            )}
          </div>
          <button
            className="btn inquiry-submit"
            type="submit"
            disabled={phase !== 'editing'}
            aria-busy={phase === 'sending'}
          >
            {phase === 'sending' && <Spinner />}
            {phase === 'sending' ? 'Sending...' : phase === 'thanks' ? 'Sent' : 'Send Inquiry'}
          </button>
          <p className="inquiry-foot">* Required fields. Your privacy is important to us.</p>
        </form>
      </div>
      <aside className="inquiry-aside" aria-labelledby="inquiry-aside-title">
        <h2 id="inquiry-aside-title">Prefer to chat?</h2>
        <p>Send the same codes to us on WhatsApp and we will answer during opening hours.</p>
        <a
          className="btn whatsapp"
          href={whatsappHref(shop.whatsapp, whatsappText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Send on WhatsApp
        </a>
        <dl className="inquiry-contact facts">
          <div>
            <dt>Call us</dt>
            <dd>
              <a href={telHref(shop.phone)}>{shop.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Write to us</dt>
            <dd>
              <a href={`mailto:${shop.email}`}>{shop.email}</a>
            </dd>
          </div>
          {openingRows(shop.hours).map((h) => (
            <div key={h.days}>
              <dt>{h.days}</dt>
              <dd>{h.time}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </div>
  );
}
