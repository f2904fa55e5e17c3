import { useEffect, useState } from 'react';
import { rupeesToPaise, shopperRupees } from '../../contract/money';
import { formatRateDate, purities, type SilverRate } from '../../contract/pricing';
import { breakupRows } from '../../lib/price-text';
import { adminApi } from './http';
import { type BreakupPreview, type PricingDraft } from './pricing-draft';
import { Field, TextField } from './fields';

/** The silver rate in force (null when none is set), read once for the form's live breakup. */
export function useSilverRate(): SilverRate | null | undefined {
  const [rate, setRate] = useState<SilverRate | null | undefined>(undefined);
  useEffect(() => {
    void adminApi<{ rate: number | null; date: string | null }>('/api/silver-rate').then(
      (result) => {
        const { rate: rupees, date } = result.body ?? {};
        setRate(rupees && date ? { ratePaise: rupeesToPaise(rupees), rateDate: date } : null);
      },
    );
  }, []);
  return rate;
}

interface Props {
  draft: PricingDraft & { weight: string };
  set: (key: keyof PricingDraft, value: string) => void;
  errors: (key: string) => string | undefined;
  rate: SilverRate | null | undefined;
  preview: BreakupPreview | null;
}

/** The product form's pricing mode, purity, hallmark, making and other charges, and live breakup. */
export function PricingFields({ draft, set, errors, rate, preview }: Props) {
  const linked = draft.pricing === 'rate_linked';
  return (
    <>
      <fieldset className="adm-pricing-mode">
        <legend>Pricing</legend>
        <label>
          <input
            type="radio"
            name="pricing"
            checked={!linked}
            onChange={() => set('pricing', 'fixed')}
          />
          Fixed price
        </label>
        <label>
          <input
            type="radio"
            name="pricing"
            checked={linked}
            onChange={() => set('pricing', 'rate_linked')}
          />
          Follows the silver rate
        </label>
      </fieldset>
      <div className="adm-grid-2">
        <Field label="Purity" error={errors('purity')}>
          {(wired) => (
            <select
              className="adm-input adm-select"
              {...wired}
              value={draft.purity}
              onChange={(e) => set('purity', e.target.value)}
            >
              {purities.map((purity) => (
                <option key={purity} value={purity}>
                  {purity} · {purity / 10} %
                </option>
              ))}
            </select>
          )}
        </Field>
        <TextField
          label="HUID"
          maxLength={6}
          className="adm-upper"
          value={draft.huid}
          onChange={(e) => set('huid', e.target.value.toUpperCase())}
          error={errors('huid')}
          hint="BIS hallmark ID: 6 letters or digits; leave blank if none."
          autoCapitalize="characters"
          spellCheck={false}
        />
      </div>
      {linked && (
        <div className="adm-grid-2">
          <Field label="Making charged" error={errors('making_kind')}>
            {(wired) => (
              <select
                className="adm-input adm-select"
                {...wired}
                value={draft.making_kind}
                onChange={(e) => set('making_kind', e.target.value)}
              >
                <option value="per_gram">Per gram</option>
                <option value="fixed">For the piece</option>
              </select>
            )}
          </Field>
          <TextField
            label={draft.making_kind === 'per_gram' ? 'Making (₹ per gram)' : 'Making (₹)'}
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={draft.making_charge}
            onChange={(e) => set('making_charge', e.target.value)}
            error={errors('making_charge')}
          />
          <TextField
            label="Other charges (₹)"
            type="number"
            min={0}
            step={0.01}
            inputMode="decimal"
            value={draft.other_charges}
            onChange={(e) => set('other_charges', e.target.value)}
            error={errors('other_charges')}
            hint="Stones and findings, for the piece."
          />
        </div>
      )}
      {linked && <LiveBreakup draft={draft} rate={rate} preview={preview} />}
    </>
  );
}

/** The breakup as the server will compute it, updated while typing. */
function LiveBreakup({ draft, rate, preview }: Omit<Props, 'set' | 'errors'>) {
  if (rate === undefined) return <p className="adm-hint">Loading the silver rate…</p>;
  if (rate === null)
    return (
      <p className="adm-error" role="alert">
        No silver rate is set yet: set the day’s rate on the dashboard before pricing by it.
      </p>
    );
  if (!preview) return <p className="adm-hint">Enter the weight to see the price breakup.</p>;
  const rows = breakupRows({
    weight: Number(draft.weight),
    purity: Number(draft.purity),
    making_kind: draft.making_kind,
    making_charge: Number(draft.making_charge),
    breakup: preview,
  });
  return (
    <table className="adm-breakup" aria-label="Price breakup" data-live-breakup>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {row.label} <span className="adm-muted">{row.how}</span>
            </th>
            <td>{row.amount}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">MRP</th>
          <td>{shopperRupees(preview.total)}</td>
        </tr>
        <tr>
          <th scope="row">After discount</th>
          <td>{shopperRupees(preview.afterDiscount)}</td>
        </tr>
        <tr>
          <td colSpan={2} className="adm-muted">
            At {shopperRupees(preview.rate)}/g on {formatRateDate(preview.rateDate)}; the server
            prices it again with the rate in force when you save.
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
