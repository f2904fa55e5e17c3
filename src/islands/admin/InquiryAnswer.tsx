import { useState, type FormEvent } from 'react';
import { shopDay } from '../../contract/shop-day';
import { fieldMessage } from '../../contract/messages';
import { client } from '../../lib/api-client';
import { adminSend, toastResult } from './http';
import { TextArea, TextField } from './fields';
import { Spinner } from './screen-parts';

type Mode = 'note' | 'reply' | 'quote';
type Errors = Record<string, string>;

const modes: Record<Mode, { tab: string; button: string }> = {
  note: { tab: 'Internal note', button: 'Add note' },
  reply: { tab: 'Reply to customer', button: 'Send reply' },
  quote: { tab: 'Send a quote', button: 'Send quote' },
};

const dayMs = 86_400_000;

/** The typed call that sends one kind of answer. */
function answerCall(mode: Mode, id: string, body: string, amount: string, validUntil: string) {
  const param = { id: encodeURIComponent(id) };
  const routes = client.admin.inquiries[':id'];
  if (mode === 'note') return routes.notes.$post({ param, json: { body } });
  if (mode === 'reply') return routes.replies.$post({ param, json: { body } });
  const rupees = amount.trim() === '' ? undefined : Number(amount);
  return routes.quotes.$post({ param, json: { amount: rupees, validUntil, message: body } });
}

/**
 * The three ways to answer an inquiry: an internal note, a reply e-mailed to the customer, or a
 * quote (amount, last day, message). Server errors show beside their fields; a reply or quote to
 * spam is not offered.
 */
export function InquiryAnswer({
  inquiryId,
  email,
  spam,
  onDone,
}: {
  inquiryId: string;
  email: string;
  spam: boolean;
  onDone: () => void;
}) {
  const [mode, setMode] = useState<Mode>('note');
  const [body, setBody] = useState('');
  const [amount, setAmount] = useState('');
  const today = shopDay(Date.now());
  const [validUntil, setValidUntil] = useState(() => shopDay(Date.now() + 7 * dayMs));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const customerFacing = mode !== 'note';

  function choose(next: Mode) {
    setMode(next);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await adminSend(answerCall(mode, inquiryId, body, amount, validUntil));
    setBusy(false);
    toastResult(result);
    setErrors(result.body?.errors ?? {});
    if (!result.ok) return;
    setBody('');
    setAmount('');
    onDone();
  }

  const bodyLabel = mode === 'note' ? 'Note' : mode === 'reply' ? 'Reply' : 'Message (optional)';
  return (
    <section className="adm-panel adm-answer" aria-labelledby="answer-title">
      <div className="adm-panel-head">
        <h2 id="answer-title">Answer</h2>
      </div>
      <div className="adm-seg" role="group" aria-label="Kind of answer">
        {(Object.keys(modes) as Mode[]).map((key) => (
          <button key={key} type="button" aria-pressed={mode === key} onClick={() => choose(key)}>
            {modes[key].tab}
          </button>
        ))}
      </div>
      {customerFacing && spam ? (
        <p className="adm-formproblem" role="note">
          This inquiry is marked as spam, so nothing is sent to the customer. Move it to another
          stage first.
        </p>
      ) : (
        <form className="adm-form" noValidate onSubmit={submit}>
          {mode === 'quote' && (
            <div className="adm-grid-2">
              <TextField
                label="Amount (₹)"
                type="number"
                inputMode="decimal"
                min="1"
                step="0.01"
                required
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                error={fieldMessage('Amount', errors.amount)}
                hint="Inclusive of all taxes"
              />
              <TextField
                label="Valid until"
                type="date"
                min={today}
                required
                value={validUntil}
                onChange={(e) => setValidUntil(e.target.value)}
                error={fieldMessage('Valid until', errors.validUntil)}
                hint="The last day the quote holds"
              />
            </div>
          )}
          <TextArea
            label={bodyLabel}
            required={mode !== 'quote'}
            maxLength={mode === 'quote' ? 2000 : 5000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={fieldMessage(bodyLabel, mode === 'quote' ? errors.message : errors.body)}
            hint={
              customerFacing
                ? `E-mailed to ${email} and shown on the customer's tracking page.`
                : 'Only the shop sees notes.'
            }
          />
          <div className="adm-actions">
            <button type="submit" className="adm-btn" disabled={busy}>
              {busy && <Spinner />} {modes[mode].button}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
