import { useId, useState, type SubmitEvent } from 'react';
import type { TradeSettingsAnswer } from './answers';
import { formatRateDate } from '../../contract/pricing';
import { tradeCurrencies } from '../../contract/trade';
import { SubmitButton } from '../form-bits';
import { adminApi, toastResult } from './http';
import { TextField } from './fields';
import { useLoad } from './use-load';

const shopToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The owner's exchange rates beside the silver rate (DESIGN §11): ₹ per 1 USD, EUR, GBP and AED
 * with their date, from which approved trade buyers see indicative prices. Clearing them shows
 * rupees only.
 */
export function ExchangeRatesCard() {
  const { data, reload } = useLoad<TradeSettingsAnswer>('/api/admin/trade/settings');
  const fx = data?.settings.fx ?? null;
  const [date, setDate] = useState(shopToday);
  const [rates, setRates] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const headingId = useId();

  async function save(clear: boolean) {
    setBusy(true);
    const typed = Object.fromEntries(
      tradeCurrencies.map((c) => [c, Number(rates[c] ?? fx?.rates[c] ?? NaN)]),
    );
    const result = await adminApi('/api/admin/trade/settings', {
      method: 'PUT',
      json: { fx: clear ? null : { date, rates: typed } },
    });
    setBusy(false);
    toastResult(result);
    setErrors(result.body?.errors ?? {});
    if (result.ok) {
      setRates({});
      await reload();
    }
  }

  return (
    <section className="adm-panel" aria-labelledby={headingId}>
      <div className="adm-panel-head">
        <h2 id={headingId}>Exchange rates (indicative)</h2>
      </div>
      <p className="adm-hint">
        {fx
          ? `Set for ${formatRateDate(fx.date)}: ${tradeCurrencies.map((c) => `₹${fx.rates[c]}/${c}`).join(', ')}.`
          : 'Not set: trade buyers see rupees only.'}{' '}
        Trade buyers see these as indicative amounts; the shop quotes in rupees.
      </p>
      <form
        noValidate
        onSubmit={(event: SubmitEvent) => {
          event.preventDefault();
          void save(false);
        }}
      >
        <TextField
          label="Rates of"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors['fx.date']}
        />
        {tradeCurrencies.map((currency) => (
          <TextField
            key={currency}
            label={`₹ per 1 ${currency}`}
            inputMode="decimal"
            value={rates[currency] ?? (fx ? String(fx.rates[currency]) : '')}
            onChange={(e) => setRates({ ...rates, [currency]: e.target.value })}
            error={errors[`fx.rates.${currency}`]}
          />
        ))}
        <SubmitButton admin className="adm-btn" busy={busy} text="Set rates" busyText="Saving…" />
        {fx && (
          <button
            className="adm-btn adm-btn-ghost"
            type="button"
            disabled={busy}
            onClick={() => void save(true)}
          >
            Clear
          </button>
        )}
      </form>
    </section>
  );
}
