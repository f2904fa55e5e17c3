import { useEffect, useState, type SubmitEvent } from 'react';
import { api } from '../lib/api';
import { Field, Spinner } from './form-bits';

interface Tracked {
  reference: string;
  status: 'Received' | 'Acknowledged';
  createdAt: string;
  updatedAt: string;
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** Track order: looks up an inquiry by its reference and shows its real status and dates. */
export default function TrackOrder() {
  const [reference, setReference] = useState(
    () => new URLSearchParams(window.location.search).get('ref') ?? '',
  );
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Tracked | null>(null);
  const [problem, setProblem] = useState('');

  async function track(value: string) {
    const wanted = value.trim().toUpperCase();
    if (!wanted) {
      setProblem('Please enter your reference number, e.g. INQ-2026-000123.');
      setFound(null);
      return;
    }
    setBusy(true);
    const result = await api<{ result: Tracked }>(
      `/api/inquiry/track/${encodeURIComponent(wanted)}`,
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
        ? 'Client side error'
        : result.status === 404
          ? `We could not find an inquiry with the reference ${wanted}. Please check the number on your confirmation.`
          : result.body?.msg || 'The inquiry could not be looked up, please try again.',
    );
  }

  useEffect(() => {
    // Only a reference given in the address (the thank-you link) is looked up by itself.
    const fromAddress = new URLSearchParams(window.location.search).get('ref');
    if (fromAddress) void track(fromAddress);
  }, []);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void track(reference);
  };

  const acknowledged = found?.status === 'Acknowledged';
  return (
    <>
      <form className="track-form" noValidate onSubmit={submit}>
        <Field
          label="Reference number"
          name="reference"
          required
          autoComplete="off"
          placeholder="INQ-2026-000123"
          hint="You will find it on the thank-you message after sending an inquiry."
          value={reference}
          onChange={(e) => setReference(e.target.value)}
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
