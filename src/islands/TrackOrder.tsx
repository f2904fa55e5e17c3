import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { TrackedInquiry as Tracked } from '../contract/customer-inquiry';
import { shopperRupees } from '../contract/money';
import { client, send } from '../lib/api-client';
import { fieldChecks } from '../lib/field-checks';
import { Field, Spinner } from './form-bits';
import QuoteOffer, { type QuoteProof } from './QuoteOffer';
import { useFocusFirstInvalid } from './use-submit';

/** How a lookup proves it is the inquirer's: the e-mail address used, or the link's token. */
type Proof = { email: string } | { token: string };

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
// A quote's last day is a calendar date: shown as written, whatever the browser's time zone.
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const referenceShape = /^INQ-\d{4}-\d{6,}$/;

/**
 * The link's reference and proof, from the fragment (`#ref=…&token=…` from the e-mail or the
 * thank-you, `#ref=…&email=…` from My inquiries), which no server sees and no Referer carries.
 * A `?ref=` only fills in the reference.
 */
function readLink() {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const reference =
    fragment.get('ref') ?? new URLSearchParams(window.location.search).get('ref') ?? '';
  return { reference, token: fragment.get('token') ?? '', email: fragment.get('email') ?? '' };
}

function referenceProblem(reference: string): string {
  if (!reference) return 'Please enter your reference number, e.g. INQ-2026-000123.';
  return referenceShape.test(reference)
    ? ''
    : 'Please enter the reference number as it is written on your confirmation, e.g. INQ-2026-000123.';
}

/** The inquiry's pieces: code, name, quantity and size. */
function Pieces({ items }: { items: Tracked['items'] }) {
  return (
    <table className="track-pieces">
      <caption>Pieces asked about</caption>
      <thead>
        <tr>
          <th scope="col">Piece</th>
          <th scope="col">Code</th>
          <th scope="col">Size</th>
          <th scope="col">Quantity</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.code}-${item.size}`} data-piece>
            <td>{item.name}</td>
            <td>{item.code}</td>
            <td>{item.size || '—'}</td>
            <td data-qty>{item.qty}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The latest quote: amount, last day, message; marked expired after that day. */
function Quote({ quote }: { quote: NonNullable<Tracked['quote']> }) {
  return (
    <section className={`track-quote${quote.expired ? ' is-expired' : ''}`} aria-label="Our quote">
      <h3>
        Our quote: <strong data-quote-amount>{shopperRupees(quote.amount)}</strong>
      </h3>
      <p>
        {quote.expired ? (
          <>
            <span className="track-expired" data-quote-expired>
              Expired
            </span>{' '}
            This quote held until {day.format(new Date(`${quote.validUntil}T00:00:00Z`))}. Write to
            us for a new one.
          </>
        ) : (
          <>Valid until {day.format(new Date(`${quote.validUntil}T00:00:00Z`))}.</>
        )}
      </p>
      {quote.message && <p className="track-message">{quote.message}</p>}
    </section>
  );
}

/** Where the inquiry stands: received, then the stage it is at now. */
function Steps({ found }: { found: Tracked }) {
  const received = found.status === 'Received';
  return (
    <ol className="track-steps">
      <li className="done">
        <span className="track-step">Received</span>
        <span>{when.format(new Date(found.createdAt))}</span>
      </li>
      <li className={received ? 'pending' : 'done'}>
        <span className="track-step">{received ? 'Our answer' : found.status}</span>
        <span>
          {received ? 'We will reply within 24 hours' : when.format(new Date(found.updatedAt))}
        </span>
      </li>
    </ol>
  );
}

/** The inquiry as its customer sees it: status, steps, pieces, quote and the shop's replies. */
function Found({ found, proof }: { found: Tracked; proof: QuoteProof | null }) {
  return (
    <section className="track-result" aria-labelledby="track-title">
      <h2 id="track-title">
        {found.kind === 'contact' ? 'Message' : 'Inquiry'} {found.reference}
      </h2>
      <p className="track-status">
        Status: <strong data-status>{found.status}</strong>
      </p>
      <Steps found={found} />
      {found.items.length > 0 && <Pieces items={found.items} />}
      {found.offer && proof ? (
        <QuoteOffer offer={found.offer} proof={proof} />
      ) : (
        found.quote && <Quote quote={found.quote} />
      )}
      {found.replies.length > 0 && (
        <section className="track-replies" aria-labelledby="track-replies-title">
          <h3 id="track-replies-title">Our replies</h3>
          <ol role="list">
            {found.replies.map((reply, index) => (
              <li key={`${reply.at}-${index}`} className="track-reply" data-reply>
                <p className="track-reply-when">
                  <time dateTime={reply.at}>{when.format(new Date(reply.at))}</time>
                </p>
                <p className="track-message">{reply.body}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <p className="track-updated">Last updated {when.format(new Date(found.updatedAt))}</p>
    </section>
  );
}

/**
 * Track an inquiry: its status, dates, pieces, the shop's replies and its quote. Opened from a
 * tracking link (the e-mails, the thank-you, My inquiries) it shows the inquiry first and no form;
 * without a link, or when the link does not work (said plainly), it asks for the reference and
 * the e-mail address used.
 */
export default function TrackOrder() {
  const [link] = useState(readLink);
  const fromLink = Boolean(link.reference && (link.token || link.email));
  // A link's lookup is on its way, then whether it opened the inquiry.
  const [opening, setOpening] = useState(fromLink);
  const [linkWorked, setLinkWorked] = useState(false);
  const [reference, setReference] = useState(link.reference);
  const [email, setEmail] = useState(link.email);
  const [busy, setBusy] = useState(false);
  const [found, setFound] = useState<Tracked | null>(null);
  // The proof that opened `found`, which accepting its quote needs again.
  const [proven, setProven] = useState<QuoteProof | null>(null);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; email?: string }>({});
  const [failures, setFailures] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, failures);

  async function track(wanted: string, proof: Proof): Promise<boolean> {
    setBusy(true);
    const result = await send(
      client.inquiry.track[':reference'].$get({
        param: { reference: encodeURIComponent(wanted) },
        query: proof,
      }),
    );
    setBusy(false);
    if (result.ok && result.body?.result) {
      setFound(result.body.result);
      setProven({ reference: wanted, ...proof });
      setProblem('');
      return true;
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
    return false;
  }

  useEffect(() => {
    // The token (or address) leaves the address bar and the history entry once read.
    if (window.location.hash) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
    if (!fromLink) return;
    const wanted = link.reference.trim().toUpperCase();
    void track(wanted, link.token ? { token: link.token } : { email: link.email }).then((ok) => {
      setLinkWorked(ok);
      setOpening(false);
    });
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

  if (opening) return <p className="empty">Opening your inquiry…</p>;
  if (linkWorked && found) {
    return (
      <>
        <Found found={found} proof={proven} />
        <p className="track-another">
          <a href="/track-order">Look up another inquiry</a>
        </p>
      </>
    );
  }
  return (
    <>
      <p className="track-lead">
        Every inquiry gets a reference number such as <strong>INQ-2026-000123</strong>. Enter it
        below with the e-mail address you used to see where it stands, our replies and any quote, or
        open the link in our e-mail.
      </p>
      <div aria-live="polite">{problem && <p className="form-problem">{problem}</p>}</div>
      <form className="track-form" noValidate onSubmit={submit} ref={form}>
        <Field
          label="Reference number"
          name="reference"
          required
          autoComplete="off"
          placeholder="INQ-2026-000123"
          hint="You will find it on the thank-you message and in our e-mail."
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
      <div aria-live="polite">{found && <Found found={found} proof={proven} />}</div>
    </>
  );
}
