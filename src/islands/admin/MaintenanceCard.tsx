import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { adminApi, toastResult } from './http';
import type { MaintenanceStatus, MaintenanceSwitches } from './types';
import { emailMaxLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { Switch, TextArea, TextField } from './fields';
import { Spinner } from './screen-parts';

const blank: MaintenanceStatus = { isMaintain: false, message: '', contact: '', deadline: '' };

/**
 * The owner's maintenance switch with its message, contact e-mail and deadline (DESIGN §1, §9). The
 * badge and the sentence under the switch come from the server, which also knows the deploy-time
 * file: the card never calls the shop open while either switch keeps it closed.
 */
export function MaintenanceCard({ switches: loaded }: { switches: MaintenanceSwitches | null }) {
  const [switches, setSwitches] = useState(loaded);
  const [draft, setDraft] = useState<MaintenanceStatus>(loaded?.owner ?? blank);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const headingId = useId();

  useEffect(() => {
    if (!loaded) return;
    setSwitches(loaded);
    setDraft(loaded.owner);
  }, [loaded]);

  async function save(next: MaintenanceStatus) {
    setBusy(true);
    setErrors({});
    const result = await adminApi<{ switches: MaintenanceSwitches }>(
      '/api/maintain/setMaintainStatus',
      { method: 'PUT', json: next },
    );
    setBusy(false);
    // The server's msg says what the shop now is, whichever switch decides it.
    toastResult(result);
    const answered = result.body?.switches;
    if (result.ok && answered) {
      setSwitches(answered);
      setDraft(answered.owner);
    } else setErrors(result.body?.errors ?? {});
  }

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void save(draft);
  };
  const saved = switches?.owner ?? null;
  const dirty = saved !== null && JSON.stringify(saved) !== JSON.stringify(draft);
  const closed = switches?.shop.isMaintain ?? false;

  return (
    <section className={`adm-panel adm-maint${closed ? ' is-on' : ''}`} aria-labelledby={headingId}>
      <div className="adm-panel-head">
        <h2 id={headingId}>Maintenance</h2>
        <span className={`adm-badge ${closed ? 'adm-badge-warn' : 'adm-badge-ok'}`}>
          {switches === null ? '…' : closed ? 'Shop closed' : 'Shop open'}
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
        {switches && (
          <p className="adm-hint">
            {switches.summary}.{' '}
            {closed
              ? 'Shoppers get the maintenance screen (503); the admin stays reachable.'
              : 'The switch takes effect at once.'}
          </p>
        )}
        <TextArea
          label="Message"
          rows={2}
          maxLength={500}
          value={draft.message}
          placeholder="We are updating the shop and will be back shortly."
          onChange={(e) => setDraft({ ...draft, message: e.target.value })}
          error={fieldMessage('Message', errors.message)}
        />
        <div className="adm-grid-2">
          <TextField
            label="Contact e-mail"
            type="email"
            maxLength={emailMaxLength}
            value={draft.contact}
            onChange={(e) => setDraft({ ...draft, contact: e.target.value })}
            error={fieldMessage('Contact e-mail', errors.contact)}
          />
          <TextField
            label="Deadline text"
            maxLength={100}
            value={draft.deadline}
            placeholder="e.g. Back on 20 March"
            onChange={(e) => setDraft({ ...draft, deadline: e.target.value })}
            error={fieldMessage('Deadline', errors.deadline)}
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
