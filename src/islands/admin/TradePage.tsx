import { useState, type SubmitEvent } from 'react';
import type { TradeAccountsAnswer, TradeSettingsAnswer } from './answers';
import type { TradeTermsJson } from '../../contract/trade';
import { SubmitButton } from '../form-bits';
import { adminApi, toastResult } from './http';
import { shortDate } from './dates';
import { TextField } from './fields';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

type TradeApplicantJson = TradeAccountsAnswer['accounts'][number];
type TradeSettings = TradeSettingsAnswer['settings'];

type Terms = TradeTermsJson & { _id: string; code: string; name: string };

const stateText = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' } as const;

/** Applications in a state, with Approve and Decline (a note for the applicant) on each. */
function Applications() {
  const [state, setState] = useState<'pending' | 'all'>('pending');
  const { data, error, loading, reload } = useLoad<TradeAccountsAnswer>(
    `/api/admin/trade/accounts?state=${state}`,
  );
  const [declining, setDeclining] = useState<string | null>(null);
  const [note, setNote] = useState('');

  async function decide(account: TradeApplicantJson, approved: boolean) {
    const path = `/api/admin/trade/accounts/${encodeURIComponent(account.userId)}`;
    const result = approved
      ? await adminApi(`${path}/approve`, { method: 'PATCH' })
      : await adminApi(`${path}/decline`, { method: 'PATCH', json: { note } });
    toastResult(result);
    if (!result.ok) return;
    setDeclining(null);
    setNote('');
    await reload();
  }

  return (
    <section className="adm-panel" aria-labelledby="trade-applications">
      <div className="adm-panel-head">
        <h2 id="trade-applications">Applications</h2>
        <label>
          Show{' '}
          <select
            className="adm-input"
            value={state}
            onChange={(e) => setState(e.target.value as 'pending' | 'all')}
          >
            <option value="pending">Waiting for you</option>
            <option value="all">All</option>
          </select>
        </label>
      </div>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading the applications…" />}
      {data && data.accounts.length === 0 && <p className="adm-hint">No applications here.</p>}
      {data && data.accounts.length > 0 && (
        <div className="adm-tablewrap">
          <table className="adm-table">
            <caption className="sr-only">Trade account applications</caption>
            <thead>
              <tr>
                <th scope="col">Business</th>
                <th scope="col">Applicant</th>
                <th scope="col">GSTIN or registration</th>
                <th scope="col">Sells</th>
                <th scope="col">State</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((account) => (
                <tr key={account.userId} data-trade-account={account.userId}>
                  <td>{account.businessName}</td>
                  <td>
                    {account.name}
                    <br />
                    {account.email} · {account.phone}
                  </td>
                  <td>{account.gstin ?? `${account.country} ${account.registration ?? ''}`}</td>
                  <td>{account.sells}</td>
                  <td>
                    {stateText[account.state]}
                    <br />
                    <small>{shortDate(account.decidedAt ?? account.appliedAt)}</small>
                  </td>
                  <td>
                    {account.state !== 'approved' && (
                      <button
                        className="adm-btn"
                        type="button"
                        onClick={() => void decide(account, true)}
                      >
                        Approve
                      </button>
                    )}
                    {account.state !== 'declined' && declining !== account.userId && (
                      <button
                        className="adm-btn adm-btn-ghost"
                        type="button"
                        onClick={() => setDeclining(account.userId)}
                      >
                        {account.state === 'approved' ? 'Withdraw' : 'Decline'}
                      </button>
                    )}
                    {declining === account.userId && (
                      <div>
                        <TextField
                          label="Note for the applicant (optional)"
                          value={note}
                          maxLength={500}
                          onChange={(e) => setNote(e.target.value)}
                        />
                        <button
                          className="adm-btn"
                          type="button"
                          onClick={() => void decide(account, false)}
                        >
                          Decline and e-mail
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The shop's one trade discount, for pieces without a trade making charge of their own. */
function DiscountForm({ settings, onSaved }: { settings: TradeSettings; onSaved: () => void }) {
  const [discount, setDiscount] = useState(String(settings.discount));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await adminApi('/api/admin/trade/settings', {
      method: 'PUT',
      json: { discount: Number(discount) },
    });
    setBusy(false);
    toastResult(result);
    setErrors(result.body?.errors ?? {});
    if (result.ok) onSaved();
  }

  return (
    <section className="adm-panel" aria-labelledby="trade-discount">
      <div className="adm-panel-head">
        <h2 id="trade-discount">Trade discount</h2>
      </div>
      <p className="adm-hint">
        Percent off the retail price, for pieces without a trade making charge of their own (0 for
        none). The exchange rates for indicative foreign prices are set on the dashboard, beside the
        silver rate.
      </p>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Trade discount (%)"
          inputMode="numeric"
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
          error={errors.discount}
        />
        <SubmitButton admin className="adm-btn" busy={busy} text="Save" busyText="Saving…" />
      </form>
    </section>
  );
}

/** One piece's trade making charge and minimum, found by its code. */
function TermsForm({ onSaved }: { onSaved: () => void }) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'' | 'per_gram' | 'fixed'>('');
  const [charge, setCharge] = useState('');
  const [min, setMin] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    const wanted = code.trim().toUpperCase();
    const found = await adminApi<{ items: { _id: string; code: string }[] }>(
      `/api/admin/products?q=${encodeURIComponent(wanted)}&pageSize=10`,
    );
    const piece = found.body?.items?.find((item) => item.code === wanted);
    if (!piece) {
      setBusy(false);
      setErrors({ code: `No product has the code ${wanted || '(empty)'}` });
      return;
    }
    const result = await adminApi(`/api/admin/trade/products/${encodeURIComponent(piece._id)}`, {
      method: 'PUT',
      json: {
        making_kind: kind || null,
        making_charge: kind ? Number(charge) : null,
        min_qty: Number(min),
      },
    });
    setBusy(false);
    toastResult(result);
    setErrors(result.body?.errors ?? {});
    if (result.ok) onSaved();
  }

  return (
    <form noValidate onSubmit={submit} className="adm-trade-terms">
      <TextField
        label="Product code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={errors.code}
      />
      <label>
        Trade making charge{' '}
        <select
          className="adm-input"
          value={kind}
          onChange={(e) => setKind(e.target.value as typeof kind)}
        >
          <option value="">None: the shop&apos;s trade discount</option>
          <option value="per_gram">₹ per gram</option>
          <option value="fixed">₹ for the piece</option>
        </select>
      </label>
      {kind && (
        <TextField
          label="Charge (₹)"
          inputMode="decimal"
          value={charge}
          onChange={(e) => setCharge(e.target.value)}
          error={errors.making_charge}
        />
      )}
      <TextField
        label="Minimum per line"
        inputMode="numeric"
        value={min}
        onChange={(e) => setMin(e.target.value)}
        error={errors.min_qty}
      />
      <SubmitButton admin className="adm-btn" busy={busy} text="Save terms" busyText="Saving…" />
    </form>
  );
}

/** The owner's Trade screen: applications, the shop's trade settings, and each piece's terms. */
export function TradePage() {
  const settings = useLoad<TradeSettingsAnswer>('/api/admin/trade/settings');
  const terms = useLoad<{ terms: Terms[] }>('/api/admin/trade/products');
  return (
    <>
      <PageHead
        title="Trade"
        intro="Trade buyers (shops and resellers) see trade prices and minimums after you approve them; nobody else does."
      />
      <Applications />
      {settings.data && (
        <DiscountForm settings={settings.data.settings} onSaved={() => void settings.reload()} />
      )}
      <section className="adm-panel" aria-labelledby="trade-terms">
        <div className="adm-panel-head">
          <h2 id="trade-terms">Trade terms per piece</h2>
        </div>
        <p className="adm-hint">
          A trade making charge prices the piece as metal at today&apos;s silver rate + this charge
          + other charges + GST, never above retail. The minimum applies to each cart line (a design
          in one size), 1 to 10.
        </p>
        <TermsForm onSaved={() => void terms.reload()} />
        {terms.data && terms.data.terms.length > 0 && (
          <div className="adm-tablewrap">
            <table className="adm-table">
              <caption className="sr-only">Pieces with trade terms</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Name</th>
                  <th scope="col">Trade making</th>
                  <th scope="col">Minimum</th>
                </tr>
              </thead>
              <tbody>
                {terms.data.terms.map((row) => (
                  <tr key={row._id}>
                    <td>{row.code}</td>
                    <td>{row.name}</td>
                    <td>
                      {row.making_kind === null
                        ? 'Shop discount'
                        : `₹${row.making_charge} ${row.making_kind === 'per_gram' ? 'per gram' : 'for the piece'}`}
                    </td>
                    <td>{row.min_qty}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
