import { useState, type SubmitEvent } from 'react';
import type { MailDelivery } from './answers';
import { emailMaxLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { adminApi, toastResult, type ApiResult } from './http';
import { dateTime } from './dates';
import { TextField } from './fields';
import { Spinner } from './screen-parts';

/** Sends the message again to a corrected address; answers as the API did. */
export type CorrectAddress = (email: string) => Promise<ApiResult<unknown>>;

/** The corrected address and Resend, under a message that was not delivered. */
function CorrectAddressForm(props: {
  what: string;
  refusedTo: string;
  correct: CorrectAddress;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [email, setEmail] = useState(props.refusedTo);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await props.correct(email);
    setBusy(false);
    toastResult(result);
    setError(result.body?.errors?.email);
    if (result.ok) props.onDone();
  }
  return (
    <form className="adm-mail-correct" noValidate onSubmit={submit}>
      <TextField
        label="Corrected e-mail"
        name="email"
        type="email"
        required
        maxLength={emailMaxLength}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldMessage('E-mail', error)}
      />
      <button type="submit" className="adm-btn adm-btn-small" disabled={busy} aria-busy={busy}>
        {busy && <Spinner />} Resend {props.what.toLowerCase()}
      </button>
      <button
        type="button"
        className="adm-btn adm-btn-ghost adm-btn-small"
        onClick={props.onCancel}
      >
        Cancel
      </button>
    </form>
  );
}

/**
 * How one e-mail stands, beside what caused it (a reply, a quote, the acknowledgement, an
 * invitation): sent, waiting, being retried, or not delivered with the mail server's reason and
 * "Correct the address and resend" — plus Retry only when retrying can help (not after a
 * permanent refusal). Never the message's text (decision 038).
 */
export function MailDeliveryNote(props: {
  /** "Reply", "Quote", "Acknowledgement", "Invitation". */
  what: string;
  delivery: MailDelivery;
  correct: CorrectAddress;
  onDone: () => void;
}) {
  const { delivery, what } = props;
  const [correcting, setCorrecting] = useState(false);
  const [busy, setBusy] = useState(false);
  async function retry() {
    setBusy(true);
    const result = await adminApi(
      `/api/admin/outbox/${encodeURIComponent(delivery.outboxId)}/retry`,
      { method: 'POST' },
    );
    setBusy(false);
    toastResult(result);
    if (result.ok) props.onDone();
  }
  if (delivery.state === 'sent' || delivery.state === 'waiting' || delivery.state === 'retrying') {
    return (
      <p className="adm-hint adm-mail-note" data-mail-state={delivery.state}>
        {delivery.state === 'sent'
          ? `${what} e-mailed to ${delivery.to} · ${dateTime(delivery.at)}`
          : delivery.state === 'waiting'
            ? `${what} waiting to be e-mailed to ${delivery.to}${delivery.reason ? ` · ${delivery.reason}` : ''}`
            : `${what} not delivered yet to ${delivery.to}: ${delivery.reason ?? ''} · trying again ${dateTime(delivery.at)}`}
      </p>
    );
  }
  return (
    <div
      className="adm-formproblem adm-mail-note"
      data-mail-state={delivery.state}
      role="group"
      aria-label={`${what} not delivered`}
    >
      <p className="adm-mail-problem">
        <strong>
          {what} {delivery.state === 'refused' ? 'refused' : 'not delivered'}: {delivery.to}
        </strong>
        <br />
        {delivery.reason}
      </p>
      {correcting ? (
        <CorrectAddressForm
          what={what}
          refusedTo={delivery.to}
          correct={props.correct}
          onDone={props.onDone}
          onCancel={() => setCorrecting(false)}
        />
      ) : (
        <p className="adm-mail-actions">
          <button
            type="button"
            className="adm-btn adm-btn-small"
            onClick={() => setCorrecting(true)}
          >
            Correct the address and resend
          </button>
          {delivery.retryable && (
            <button
              type="button"
              className="adm-btn adm-btn-ghost adm-btn-small"
              onClick={() => void retry()}
              disabled={busy}
              aria-busy={busy}
            >
              {busy && <Spinner />} Retry
            </button>
          )}
        </p>
      )}
    </div>
  );
}
