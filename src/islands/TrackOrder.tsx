import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { api } from '../lib/api';
import { fieldChecks } from '../lib/field-checks';
import { Field, Spinner } from './form-bits';
import { useFocusFirstInvalid } from './use-submit';

interface Tracked {
  reference: string;
  status: 'Received' | 'Acknowledged';
  createdAt: string;
  updatedAt: string;
}

/** How a lookup proves it is the inquirer's: the e-mail address used, or the link's token. */
type Proof = { email: string } | { token: string };

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const referenceShape = /^INQ-\d{4}-\d{6,}$/;

/**
 * The tracking link's reference and token, from the fragment (`#ref=…&token=…`), which no server
 * sees and no Referer carries. A `?ref=` only fills in the reference.
 */
function readLink(): { reference: string; token: string } {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const reference =
    fragment.get('ref') ?? new URLSearchParams(window.location.search).get('ref') ?? '';
  return { reference, token: fragment.get('token') ?? '' };
}

function referenceProblem(reference: string): string {
  if (!reference) return 'Please enter your reference number, e.g. INQ-2026-000123.';
  return referenceShape.test(reference)
    ? ''
    : 'Please enter the reference number as it is written on your confirmation, e.g. INQ-2026-000123.';
}

/**
 * Track order: the status and dates of an inquiry, found by its reference plus the e-mail address
 * used, or straight away when opened from the tracking link.
 */
export default function TrackOrder() {
  const [link] = useState(readLink);
  const [reference, setReference] = useState(link.reference);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Tracked | null>(null);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; email?: string }>({});
  const [failures, setFailures] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, failures);

  async function track(wanted: string, proof: Proof) {
    setBusy(true);
    const query = new URLSearchParams(proof).toString();
    const result = await api<{ result: Tracked }>(
      `/api/inquiry/track/${encodeURIComponent(wanted)}?${query}`,
    );
    setBusy(false);
    if (result.ok && result.body?.result) {
      setFound(result.body.result);
      setProblem('');
      return;
    }
    setFound(null);
    setProblem(
      result.network
        ? 'We could not reach the shop. Please check your connection and try again.'
        : result.status !== 404
          ? result.body?.msg || 'The inquiry could not be looked up, please try again.'
          : 'token' in proof
            ? 'This tracking link does not work. Please enter your reference number and e-mail address instead.'
            : `We could not find an inquiry with the reference ${wanted} and that e-mail address. Please check both against your confirmation.`,
    );
  }

  useEffect(() => {
    // The token leaves the address bar and the history entry once read.
    if (window.location.hash) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
    if (link.reference && link.token) {
      void track(link.reference.trim().toUpperCase(), { token: link.token });
    }
  }, [link]);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const wanted = reference.trim().toUpperCase();
    const problems = {
      reference: referenceProblem(wanted) || undefined,
      email: fieldChecks.email(email) || undefined,
    };
    setErrors(problems);
    if (problems.reference || problems.email) {
      setFound(null);
      setProblem('');
      setFailures((count) => count + 1);
      return;
    }
    void track(wanted, { email: email.trim() });
  };

  const acknowledged = found?.status === 'Acknowledged';
  return (
    <>
      <form className="track-form" noValidate onSubmit={submit} ref={form}>
        <Field
          label="Reference number"
          name="reference"
          required
          autoComplete="off"
          placeholder="INQ-2026-000123"
          hint="You will find it on the thank-you message after sending an inquiry."
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          error={errors.reference}
        />
        <Field
          label="Email Address"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          hint="The address you gave with the inquiry."
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <button className="btn" type="submit" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Track Now
        </button>
      </form>
      <div aria-live="polite">
        {problem && <p className="form-problem">{problem}</p>}
        {found && (
          <section className="track-result" aria-labelledby="track-title">
            <h2 id="track-title">Inquiry {found.reference}</h2>
            <p className="track-status">
              Status: <strong data-status>{found.status}</strong>
            </p>
            <ol className="track-steps">
              <li className="done">
                <span className="track-step">Received</span>
                <span>{when.format(new Date(found.createdAt))}</span>
              </li>
              <li className={acknowledged ? 'done' : 'pending'}>
                <span className="track-step">Acknowledged</span>
                <span>
                  {acknowledged
                    ? when.format(new Date(found.updatedAt))
                    : 'We will reply within 24 hours'}
                </span>
              </li>
            </ol>
            <p className="track-updated">Last updated {when.format(new Date(found.updatedAt))}</p>
          </section>
        )}
      </div>
    </>
  );
}
