import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { adminApi, toastResult } from './http';
import type { MaintenanceStatus } from './types';
import { Spinner, Switch, TextArea, TextField, sentence } from './ui';

/** The maintenance switch with its message, contact e-mail and deadline (DESIGN §1, §9). */
export function MaintenanceCard() {
  const [saved, setSaved] = useState<MaintenanceStatus | null>(null);
  const [draft, setDraft] = useState<MaintenanceStatus>({
    isMaintain: false,
    message: '',
    contact: '',
    deadline: '',
  });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();

  useEffect(() => {
    void (async () => {
      const result = await adminApi<{ result: MaintenanceStatus[] }>(
        '/api/maintain/getMaintainStatus',
      );
      const status = result.body?.result?.[0];
      if (result.ok && status) {
        const clean = {
          isMaintain: status.isMaintain,
          message: status.message ?? '',
          contact: status.contact ?? '',
          deadline: status.deadline ?? '',
        };
        setSaved(clean);
        setDraft(clean);
      } else toastResult(result);
    })();
  }, []);

  async function save(next: MaintenanceStatus) {
    setBusy(true);
    setErrors({});
    const result = await adminApi<{ result: MaintenanceStatus[] }>(
      '/api/maintain/setMaintainStatus',
      { method: 'PUT', json: next },
    );
    setBusy(false);
    toastResult(result);
    const status = result.body?.result?.[0];
    if (result.ok && status) {
      const clean = {
        isMaintain: status.isMaintain,
        message: status.message ?? '',
        contact: status.contact ?? '',
        deadline: status.deadline ?? '',
      };
      setSaved(clean);
      setDraft(clean);
    } else setErrors(result.body?.errors ?? {});
  }

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void save(draft);
  };
  const dirty = saved !== null && JSON.stringify(saved) !== JSON.stringify(draft);
  const on = saved?.isMaintain ?? false;

  return (
    <section className={`adm-panel adm-maint${on ? ' is-on' : ''}`} aria-labelledby={headingId}>
      <div className="adm-panel-head">
        <h2 id={headingId}>Maintenance</h2>
        <span className={`adm-badge ${on ? 'adm-badge-warn' : 'adm-badge-ok'}`}>
          {saved === null ? '…' : on ? 'Shop closed' : 'Shop open'}
        </span>
      </div>
      <form onSubmit={submit} noValidate>
        <div className="adm-maint-switch">
          <Switch
            checked={draft.isMaintain}
            disabled={saved === null || busy}
            text="Maintenance mode"
            onChange={(isMaintain) => void save({ ...draft, isMaintain })}
          />
        </div>
        <p className="adm-hint">
          {on
            ? 'On: shoppers get the maintenance screen (503). The admin stays reachable.'
            : 'Off: the shop is open. The switch takes effect at once.'}
        </p>
        <TextArea
          label="Message"
          rows={2}
          maxLength={500}
          value={draft.message}
          placeholder="We are updating the shop and will be back shortly."
          onChange={(e) => setDraft({ ...draft, message: e.target.value })}
          error={sentence('Message', errors.message)}
        />
        <div className="adm-grid-2">
          <TextField
            label="Contact e-mail"
            type="email"
            maxLength={254}
            value={draft.contact}
            onChange={(e) => setDraft({ ...draft, contact: e.target.value })}
            error={sentence('Contact e-mail', errors.contact)}
          />
          <TextField
            label="Deadline text"
            maxLength={100}
            value={draft.deadline}
            placeholder="e.g. Back on 20 March"
            onChange={(e) => setDraft({ ...draft, deadline: e.target.value })}
            error={sentence('Deadline', errors.deadline)}
          />
        </div>
        <div className="adm-actions">
          {dirty && <span className="adm-hint">Unsaved changes</span>}
          <button type="submit" className="adm-btn" disabled={busy || !dirty} aria-busy={busy}>
            {busy && <Spinner />}
            {busy ? 'Saving...' : 'Save details'}
          </button>
        </div>
      </form>
    </section>
  );
}
