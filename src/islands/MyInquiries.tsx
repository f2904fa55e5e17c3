import { useEffect, useState } from 'react';
import type { CustomerPiece, MyInquiry } from '../contract/customer-inquiry';
import { messageOf } from '../lib/api';
import { client, send } from '../lib/api-client';
import { flashToast } from '../stores/toast';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const here = '/account/inquiries';

/** Send a visitor (or a customer whose session ended) to /login; a successful login comes back. */
function goToLogin() {
  flashToast('Please login first', 'error');
  window.location.replace(`/login?next=${encodeURIComponent(here)}`);
}

/** "2 × Moonstone Band (size 14)". */
const pieceText = (piece: CustomerPiece) =>
  `${piece.qty} × ${piece.name}${piece.size ? ` (size ${piece.size})` : ''}`;

/** My inquiries: the signed-in customer's inquiries and messages, newest first, each with its tracking link. */
export default function MyInquiries() {
  const [list, setList] = useState<MyInquiry[] | null>(null);
  const [problem, setProblem] = useState('');

  useEffect(() => {
    void (async () => {
      const result = await send(client.user.inquiries.$get());
      if (result.status === 401) return goToLogin();
      if (result.ok && result.body?.inquiries) setList(result.body.inquiries);
      else setProblem(messageOf(result, 'Your inquiries could not be loaded, please try again.'));
    })();
  }, []);

  if (problem) return <p className="form-problem">{problem}</p>;
  if (!list) return <p className="empty">Loading your inquiries…</p>;
  if (!list.length) {
    return (
      <div className="cart-empty">
        <h2>No inquiries yet</h2>
        <p>Inquiries you send while signed in are listed here, with their replies and quotes.</p>
        <a className="btn" href="/shop/product">
          Browse Products
        </a>
      </div>
    );
  }
  return (
    <ol className="my-inquiries" role="list">
      {list.map((inquiry) => (
        <li key={inquiry.reference} className="my-inquiry" data-inquiry={inquiry.reference}>
          <div className="my-inquiry-head">
            <h2>
              {inquiry.kind === 'contact' ? 'Message' : 'Inquiry'} {inquiry.reference}
            </h2>
            <span className="my-inquiry-status" data-status>
              {inquiry.status}
            </span>
          </div>
          <p className="my-inquiry-date">
            Sent{' '}
            <time dateTime={inquiry.createdAt}>{when.format(new Date(inquiry.createdAt))}</time>
          </p>
          {inquiry.items.length > 0 && (
            <ul className="my-inquiry-pieces" aria-label={`Pieces in ${inquiry.reference}`}>
              {inquiry.items.map((piece) => (
                <li key={`${piece.code}-${piece.size}`}>
                  {pieceText(piece)} <span className="my-inquiry-code">{piece.code}</span>
                </li>
              ))}
            </ul>
          )}
          <a className="btn btn-ghost" href={inquiry.trackingLink}>
            Track {inquiry.reference}
          </a>
        </li>
      ))}
    </ol>
  );
}
