import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { alertRequestedMessage } from '../contract/alerts';
import { api, messageOf } from '../lib/api';
import { $user } from '../stores/session';

/** A wished piece a price watch can follow: one whose price follows the silver rate. */
export interface WatchablePiece {
  _id: string;
  name: string;
  code: string;
}

/**
 * "Tell me if the price falls" for the wishlist's rate-linked pieces (DESIGN §11 "Alerts"): one
 * e-mail address (a signed-in customer's to start with) and the piece to watch. The server answers
 * the same for every address and e-mails a link to confirm first.
 */
export function PriceWatch({ pieces }: { pieces: WatchablePiece[] }) {
  const user = useStore($user);
  const [email, setEmail] = useState<string | null>(null);
  const [piece, setPiece] = useState('');
  const [message, setMessage] = useState('We will ask you to confirm by e-mail first.');
  const [busy, setBusy] = useState(false);
  if (pieces.length === 0) return null;
  const address = email ?? user?.email ?? '';
  const chosen = pieces.some((p) => p._id === piece) ? piece : pieces[0]!._id;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    const result = await api('/api/alerts/subscribe', {
      json: { email: address.trim(), productId: chosen, kind: 'price_drop' },
    });
    setBusy(false);
    setMessage(
      result.ok
        ? (result.body?.msg ?? alertRequestedMessage)
        : (result.body?.errors?.email ?? messageOf(result)),
    );
  }

  return (
    <form className="alert-form price-watch" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Tell me if the price falls</h2>
      <p>
        These pieces follow the day&apos;s silver rate. We can e-mail you when a new rate brings one
        down.
      </p>
      {pieces.length > 1 && (
        <label>
          Piece{' '}
          <select className="select" value={chosen} onChange={(e) => setPiece(e.target.value)}>
            {pieces.map((p) => (
              <option key={p._id} value={p._id}>
                {p.name} ({p.code})
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="alert-form-row">
        <label className="sr-only" htmlFor="price-watch-email">
          Your e-mail address
        </label>
        <input
          className="input"
          id="price-watch-email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          placeholder="you@example.com"
          value={address}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button className="btn" type="submit" disabled={busy}>
          Watch the price
        </button>
      </div>
      <p className="alert-form-note" role="status">
        {message}
      </p>
    </form>
  );
}
