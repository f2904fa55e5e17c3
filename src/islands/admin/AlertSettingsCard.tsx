import { useId, useState, type SubmitEvent } from 'react';
import { defaultPriceDropPercent, priceDropPercentRange } from '../../contract/alerts';
import { SubmitButton } from '../form-bits';
import { adminApi, toastResult } from './http';
import { TextField } from './fields';
import { useLoad } from './use-load';

/**
 * The owner's one alert setting (DESIGN §11 "Alerts"): how far a wishlisted rate-linked piece must
 * fall after a new silver rate before its price watchers are e-mailed. Its own form, beside the
 * shop's settings, because it is saved through its own route (`/api/admin/alerts/settings`) and a
 * mistake in one must not hold the other back. Subscriber counts are on each product's page.
 */
export function AlertSettingsCard() {
  const { data, reload } = useLoad<{ settings: { priceDropPercent: number } }>(
    '/api/admin/alerts/settings',
  );
  const saved = data?.settings.priceDropPercent ?? defaultPriceDropPercent;
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function save(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    // Sent as typed (a number when it reads as one): the server says what is wrong with it.
    const raw = (typed ?? String(saved)).trim();
    const result = await adminApi('/api/admin/alerts/settings', {
      method: 'PUT',
      json: { priceDropPercent: raw === '' || Number.isNaN(Number(raw)) ? raw : Number(raw) },
    });
    setBusy(false);
    toastResult(result);
    setError(result.body?.errors?.priceDropPercent);
    if (result.ok) {
      setTyped(null);
      await reload();
    }
  }

  // Drawn once the saved figure is read, so the form never offers a default as if it were saved.
  if (!data) return null;
  return (
    <section className="adm-panel" aria-labelledby={headingId}>
      <div className="adm-panel-head">
        <h2 id={headingId}>Alerts</h2>
      </div>
      <form noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label="Price watch: e-mail when a piece falls by (%)"
          name="priceDropPercent"
          inputMode="numeric"
          value={typed ?? String(saved)}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={`A whole number from ${priceDropPercentRange.min} to ${priceDropPercentRange.max}. Shoppers watching a wishlisted piece hear when a new silver rate lowers it at least this much. Each product's page shows how many shoppers wait for it.`}
        />
        <SubmitButton
          admin
          className="adm-btn"
          busy={busy}
          text="Save alert setting"
          busyText="Saving…"
        />
      </form>
    </section>
  );
}
