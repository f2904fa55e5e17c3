import { useId, useState, type SubmitEvent } from 'react';
import type { SilverRateHistoryAnswer } from './answers';
import { fieldMessage } from '../../contract/messages';
import { shopperRupees } from '../../contract/money';
import { firstRateDay, formatRateDate, maxRateRupees, minRateRupees } from '../../contract/pricing';
import { ConfirmDialog } from './Dialog';
import { adminApi, toastResult } from './http';
import { watchPublish } from './publish';
import { TextField } from './fields';
import { Spinner } from './screen-parts';
import { useLoad } from './use-load';

// The shop's calendar is Jaipur's (UTC+05:30): the rate is for today there.
const shopToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const perGram = (rate: number) => `${shopperRupees(rate)}/g`;

/**
 * The day's fine-silver rate on the dashboard (DESIGN §10): everyone sees it and its history; the
 * owner sets it, confirming a change of more than 10 % in a second step. A new rate reprices the
 * rate-linked pieces and publishes the pages, which the publishing line follows.
 */
export function SilverRateCard() {
  const { data, reload } = useLoad<SilverRateHistoryAnswer>(
    '/api/admin/silver-rate/history?limit=30',
  );
  const [rate, setRate] = useState('');
  const [date, setDate] = useState(shopToday);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const headingId = useId();
  const current = data?.history[0];

  async function save(confirm: boolean) {
    setBusy(true);
    setErrors({});
    const result = await adminApi('/api/admin/silver-rate', {
      method: 'PUT',
      json: { rate: rate.trim(), date, confirm },
    });
    setBusy(false);
    if (result.status === 409 && result.body?.errors?.confirm) {
      setConfirming(result.body.msg);
      return;
    }
    setConfirming(null);
    toastResult(result);
    if (!result.ok) return setErrors(result.body?.errors ?? {});
    setRate('');
    watchPublish();
    await reload();
  }

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!busy) void save(false);
  };

  return (
    <section className="adm-panel adm-rate" aria-labelledby={headingId}>
      <div className="adm-panel-head">
        <h2 id={headingId}>Silver rate</h2>
        {current && <span className="adm-muted">999 fine silver</span>}
      </div>
      <p className="adm-rate-now" data-silver-rate>
        {!data ? (
          '…'
        ) : current ? (
          <>
            <strong>{perGram(current.rate)}</strong> on {formatRateDate(current.date)}
          </>
        ) : (
          'No rate set yet: rate-linked pieces cannot be priced until one is.'
        )}
      </p>
      {data?.canSet && (
        <form onSubmit={submit} noValidate>
          <div className="adm-grid-2">
            <TextField
              label="Rate (₹ per gram of 999 silver)"
              type="number"
              min={minRateRupees}
              max={maxRateRupees}
              step={0.01}
              inputMode="decimal"
              required
              value={rate}
              onChange={(e) => setRate(e.target.value)}
              error={fieldMessage('Rate', errors.rate)}
            />
            <TextField
              label="Rate date"
              type="date"
              required
              min={firstRateDay}
              max={shopToday()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={fieldMessage('Date', errors.date)}
            />
          </div>
          <div className="adm-actions">
            <span className="adm-hint">
              Rate-linked pieces are repriced and the shop republished.
            </span>
            <button
              type="submit"
              className="adm-btn"
              disabled={busy || !rate.trim()}
              aria-busy={busy}
            >
              {busy && <Spinner />}
              {busy ? 'Saving...' : 'Set rate'}
            </button>
          </div>
        </form>
      )}
      {data && !data.canSet && <p className="adm-hint">Only the owner can set the silver rate.</p>}
      {data && data.history.length > 0 && (
        <details className="adm-rate-history">
          <summary>History</summary>
          <ul className="adm-list" role="list">
            {data.history.map((entry) => (
              <li key={entry._id}>
                <span>
                  <strong>{perGram(entry.rate)}</strong> on {formatRateDate(entry.date)}
                </span>
                <span className="adm-muted">{entry.by}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {confirming && (
        <ConfirmDialog
          title="Confirm the new rate"
          message={confirming}
          confirmLabel={`Set ${perGram(Number(rate))}`}
          workingLabel="Saving..."
          onConfirm={() => save(true)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
