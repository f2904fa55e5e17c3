import { useState, type FormEvent } from 'react';
import { gstStates } from '../../contract/gst-states';
import { formatRupees } from '../../contract/money';
import { formatRateDate } from '../../contract/pricing';
import {
  convertedText,
  quoteCurrencies,
  type QuoteCurrency,
  type QuoteState,
  type QuoteView,
} from '../../contract/quotes';
import { shopDay } from '../../contract/shop-day';
import { client } from '../../lib/api-client';
import { adminSend, toastResult } from './http';
import { TextArea, TextField } from './fields';
import { Spinner } from './screen-parts';
import { useLoad } from './use-load';

/** A line of the form: strings as typed. */
interface DraftLine {
  code: string;
  size: string;
  qty: string;
  unitPrice: string;
}

const stateNames: Record<QuoteState, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  accepted: 'Accepted',
  expired: 'Expired',
  replaced: 'Replaced',
};

const dayMs = 86_400_000;

/** The lines a new quote starts from: the newest quote's, else the inquiry's pieces. */
const startingLines = (
  quotes: readonly QuoteView[],
  pieces: readonly { code: string; size: string | null; qty: number }[],
): DraftLine[] =>
  (quotes[0]?.lines ?? pieces).map((line) => ({
    code: line.code,
    size: line.size ?? '',
    qty: String(line.qty),
    unitPrice: '',
  }));

/** The quotes of an inquiry with their states, one row each. */
function QuoteList({ quotes }: { quotes: readonly QuoteView[] }) {
  if (!quotes.length) return <p className="adm-empty">No quote yet.</p>;
  return (
    <div className="adm-tablewrap">
      <table className="adm-table">
        <thead>
          <tr>
            <th scope="col">Quote</th>
            <th scope="col">State</th>
            <th scope="col">Total</th>
            <th scope="col">Valid until</th>
            <th scope="col">Silver rate</th>
          </tr>
        </thead>
        <tbody>
          {quotes.map((quote) => (
            <tr key={quote.number} data-quote-row={quote.number}>
              <td>{quote.number}</td>
              <td data-quote-state>
                {stateNames[quote.state]}
                {quote.replacedBy && ` by ${quote.replacedBy}`}
              </td>
              <td>
                {formatRupees(quote.total)}
                {quote.fx &&
                  ` (${convertedText(quote.total, quote.fx)} at ₹${quote.fx.rupeesPerUnit}, ${formatRateDate(quote.fx.date)})`}
              </td>
              <td>{formatRateDate(quote.validUntil)}</td>
              <td>
                {quote.rate === null
                  ? '—'
                  : `₹${quote.rate}/g (${formatRateDate(quote.rateDate ?? '')})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * An inquiry's quotes and a form for a new one: lines (from the newest quote or the inquiry's
 * pieces; add or remove), the customer's state and GSTIN, the last day and a message. Sending
 * prices it at today's silver rate and replaces the live quote, in one action on the server.
 */
export function QuotesPanel(props: {
  inquiryId: string;
  pieces: readonly { code: string; size: string | null; qty: number }[];
  spam: boolean;
  onDone: () => void;
}) {
  const { data, reload } = useLoad<{ quotes: QuoteView[]; shopState: string | null }>(
    `/api/admin/quotes?inquiry=${encodeURIComponent(props.inquiryId)}`,
  );
  const quotes = data?.quotes ?? [];
  const [lines, setLines] = useState<DraftLine[] | null>(null);
  // Until the owner picks one: the last quote's state, else the shop's own.
  const [pickedState, setCustomerState] = useState('');
  const customerState = pickedState || quotes[0]?.customerState || data?.shopState || '08';
  const [customerGstin, setCustomerGstin] = useState('');
  const [validUntil, setValidUntil] = useState(() => shopDay(Date.now() + 7 * dayMs));
  const [message, setMessage] = useState('');
  const [currency, setCurrency] = useState<QuoteCurrency>('INR');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const accepted = quotes.some((quote) => quote.state === 'accepted');
  const draft = lines ?? startingLines(quotes, props.pieces);
  const change = (i: number, part: Partial<DraftLine>) =>
    setLines(draft.map((line, j) => (j === i ? { ...line, ...part } : line)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await adminSend(
      client.admin.quotes.$post({
        json: {
          inquiryId: props.inquiryId,
          lines: draft.map((line) => ({
            code: line.code,
            ...(line.size ? { size: line.size } : {}),
            qty: Number(line.qty),
            ...(line.unitPrice ? { unitPrice: Number(line.unitPrice) } : {}),
          })),
          validUntil,
          message,
          customerState,
          customerGstin,
          currency,
        },
      }),
    );
    setBusy(false);
    toastResult(result);
    setErrors(result.body?.errors ?? {});
    if (!result.ok) return;
    setLines(null);
    setMessage('');
    void reload();
    props.onDone();
  }

  return (
    <section className="adm-panel" aria-labelledby="quotes-title">
      <div className="adm-panel-head">
        <h2 id="quotes-title">Quotes</h2>
      </div>
      <QuoteList quotes={quotes} />
      {props.spam || accepted ? (
        <p className="adm-muted" role="note">
          {accepted
            ? 'The customer accepted a quote; it cannot be replaced.'
            : 'This inquiry is marked as spam: no quote is sent.'}
        </p>
      ) : (
        <form className="adm-form" noValidate onSubmit={submit} aria-label="New quote">
          <h3>{quotes.length ? 'Re-quote at today’s rate' : 'New quote'}</h3>
          {draft.map((line, i) => (
            <fieldset key={i} className="adm-grid-2" aria-label={`Line ${i + 1}`}>
              <TextField
                label="Code"
                value={line.code}
                onChange={(e) => change(i, { code: e.target.value })}
                error={errors[`lines.${i}.code`]}
              />
              <TextField
                label="Size"
                value={line.size}
                onChange={(e) => change(i, { size: e.target.value })}
                error={errors[`lines.${i}.size`]}
              />
              <TextField
                label="Quantity"
                type="number"
                min="1"
                value={line.qty}
                onChange={(e) => change(i, { qty: e.target.value })}
                error={errors[`lines.${i}.qty`]}
              />
              <TextField
                label="Unit price before GST (₹)"
                type="number"
                min="1"
                value={line.unitPrice}
                hint="Empty: the catalogue price at today's rate"
                onChange={(e) => change(i, { unitPrice: e.target.value })}
                error={errors[`lines.${i}.unitPrice`]}
              />
              <button
                type="button"
                className="adm-btn adm-btn-ghost adm-btn-small"
                onClick={() => setLines(draft.filter((_, j) => j !== i))}
              >
                Remove line {i + 1}
              </button>
            </fieldset>
          ))}
          {errors.lines && <p className="adm-error">{errors.lines}</p>}
          <button
            type="button"
            className="adm-btn adm-btn-ghost adm-btn-small"
            onClick={() => setLines([...draft, { code: '', size: '', qty: '1', unitPrice: '' }])}
          >
            Add a line
          </button>
          <div className="adm-grid-2">
            <label className="adm-field">
              Customer’s state
              <select value={customerState} onChange={(e) => setCustomerState(e.target.value)}>
                {Object.entries(gstStates).map(([code, name]) => (
                  <option key={code} value={code}>
                    {code} {name}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label="Customer’s GSTIN (optional)"
              value={customerGstin}
              onChange={(e) => setCustomerGstin(e.target.value)}
              error={errors.customerGstin}
            />
            <label className="adm-field">
              Currency
              <select
                value={currency}
                aria-describedby={errors.currency ? 'quote-currency-error' : undefined}
                onChange={(e) => setCurrency(e.target.value as QuoteCurrency)}
              >
                {quoteCurrencies.map((code) => (
                  <option key={code} value={code}>
                    {code === 'INR' ? 'INR (rupees only)' : `${code}, beside rupees`}
                  </option>
                ))}
              </select>
              {errors.currency && (
                <span className="adm-error" id="quote-currency-error">
                  {errors.currency}
                </span>
              )}
            </label>
            <TextField
              label="Valid until"
              type="date"
              required
              value={validUntil}
              onChange={(e) => setValidUntil(e.target.value)}
              error={errors.validUntil}
            />
          </div>
          <TextArea
            label="Message (optional)"
            maxLength={2000}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            error={errors.message}
          />
          <div className="adm-actions">
            <button type="submit" className="adm-btn" disabled={busy}>
              {busy && <Spinner />} Send quote with PDF
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
