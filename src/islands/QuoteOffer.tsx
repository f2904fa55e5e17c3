import { useState } from 'react';
import { gstStateName } from '../contract/gst-states';
import { shopperRupees } from '../contract/money';
import { formatRateDate } from '../contract/pricing';
import { convertedNote, convertedText, type QuoteView } from '../contract/quotes';
import { client, send } from '../lib/api-client';
import { FieldFrame, Spinner } from './form-bits';

/** How the customer proved the inquiry is theirs: the link's token or the e-mail address. */
export type QuoteProof = { reference: string } & ({ token: string } | { email: string });

const stateWords: Record<QuoteView['state'], string> = {
  sent: 'Open',
  viewed: 'Open',
  accepted: 'Accepted',
  expired: 'Expired',
  replaced: 'Replaced',
};

/** Why the quote cannot be accepted, or '' when it can. */
function closedBecause(quote: QuoteView): string {
  if (quote.state === 'replaced') {
    return `This quote was replaced by ${quote.replacedBy ?? 'a newer quote'}.`;
  }
  if (quote.state === 'expired') {
    return `This quote held until ${formatRateDate(quote.validUntil)}. Ask us for a new one below.`;
  }
  return '';
}

/** The quote's lines, taxes and total as a table. */
function Lines({ quote }: { quote: QuoteView }) {
  const taxes: [string, number][] = quote.igst
    ? [['IGST 3 %', quote.igst]]
    : [
        ['CGST 1.5 %', quote.cgst],
        ['SGST 1.5 %', quote.sgst],
      ];
  // A quote written in another currency shows it beside the rupees, which stay the tax basis.
  const fx = quote.fx;
  const inFx = (rupees: number) => fx && <td data-quote-fx>{convertedText(rupees, fx)}</td>;
  return (
    <table className="track-pieces">
      <caption>Quote {quote.number}</caption>
      <thead>
        <tr>
          <th scope="col">Piece</th>
          <th scope="col">Size</th>
          <th scope="col">Quantity</th>
          <th scope="col">Amount (before GST)</th>
          {fx && <th scope="col">In {fx.currency}</th>}
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, i) => (
          <tr key={`${line.code}-${i}`} data-quote-line>
            <td>
              {line.name} ({line.code})
            </td>
            <td>{line.size || '—'}</td>
            <td>{line.qty}</td>
            <td>{shopperRupees(line.amount)}</td>
            {inFx(line.amount)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        {taxes.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" colSpan={3}>
              {label}
            </th>
            <td>{shopperRupees(amount)}</td>
            {inFx(amount)}
          </tr>
        ))}
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td data-quote-total>{shopperRupees(quote.total)}</td>
          {inFx(quote.total)}
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The inquiry's quote with "Accept quote" and "Ask for changes": the server decides (an expired or
 * replaced quote is refused with the reason, which is shown); accepting twice changes nothing.
 */
export default function QuoteOffer({ offer, proof }: { offer: QuoteView; proof: QuoteProof }) {
  const [quote, setQuote] = useState(offer);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const [asking, setAsking] = useState(false);
  const [words, setWords] = useState('');
  const [wordsError, setWordsError] = useState('');
  const closed = closedBecause(quote);
  const param = { number: encodeURIComponent(quote.number) };

  async function accept() {
    setBusy(true);
    const result = await send(client.quote[':number'].accept.$post({ param, json: proof }));
    setBusy(false);
    if (result.ok && result.body?.quote) setQuote(result.body.quote);
    setSaid(
      result.network
        ? 'We could not reach the shop. Please try again.'
        : (result.body?.msg ?? 'The quote could not be accepted, please try again.'),
    );
  }

  async function askForChanges() {
    if (!words.trim()) {
      setWordsError('Please tell us what you would like changed.');
      return;
    }
    setWordsError('');
    setBusy(true);
    const result = await send(
      client.quote[':number'].changes.$post({ param, json: { ...proof, message: words } }),
    );
    setBusy(false);
    if (result.ok) {
      setAsking(false);
      setWords('');
    }
    setSaid(
      result.network
        ? 'We could not reach the shop. Please try again.'
        : (result.body?.msg ?? 'Your message could not be sent, please try again.'),
    );
  }

  return (
    <section className="track-quote" aria-label="Our quote" data-quote={quote.number}>
      <h3>
        Quote {quote.number}: <strong data-quote-amount>{shopperRupees(quote.total)}</strong>{' '}
        <span data-quote-state>({stateWords[quote.state]})</span>
      </h3>
      <Lines quote={quote} />
      <p>
        Valid until {formatRateDate(quote.validUntil)}. Place of supply:{' '}
        {gstStateName(quote.customerState)}.
        {quote.rate !== null &&
          ` Rate-linked pieces are priced at ₹${quote.rate}/g of fine silver (rate of ${formatRateDate(quote.rateDate ?? '')}) and held at it until then.`}
      </p>
      {quote.fx && <p data-quote-fx-note>{convertedNote(quote.fx)}</p>}
      {quote.message && <p className="track-message">{quote.message}</p>}
      {closed && <p className="form-problem">{closed}</p>}
      <div aria-live="polite">{said && <p data-quote-said>{said}</p>}</div>
      {quote.state !== 'accepted' && (
        <p className="track-quote-actions">
          {!closed && (
            <button className="btn" type="button" disabled={busy} onClick={() => void accept()}>
              {busy && <Spinner />}
              Accept quote
            </button>
          )}{' '}
          <button
            className="btn btn-outline"
            type="button"
            aria-expanded={asking}
            onClick={() => setAsking(!asking)}
          >
            Ask for changes
          </button>
        </p>
      )}
      {asking && (
        <div className="track-changes">
          <FieldFrame label="What would you like changed?" error={wordsError} required>
            {(ids) => (
              <textarea
                className="input"
                rows={4}
                maxLength={2000}
                value={words}
                onChange={(e) => setWords(e.target.value)}
                {...ids}
              />
            )}
          </FieldFrame>
          <button
            className="btn"
            type="button"
            disabled={busy}
            onClick={() => void askForChanges()}
          >
            Send
          </button>
        </div>
      )}
    </section>
  );
}
