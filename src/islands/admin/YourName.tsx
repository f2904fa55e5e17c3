import { useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import { nameLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { $admin, renameAdmin } from '../../stores/admin';
import { toast } from '../../stores/toast';
import { SubmitButton } from '../form-bits';
import { TextField } from './fields';

/** The signed-in admin's own name: the top bar, the dashboard's welcome and the audit trail use it. */
export function YourNameForm({ onDone }: { onDone: () => void }) {
  const admin = useStore($admin);
  const [name, setName] = useState(admin?.name ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const typed = name.trim();
    if (typed.length < nameLength.min || typed.length > nameLength.max) {
      setError(`must be ${nameLength.min} to ${nameLength.max} characters`);
      return;
    }
    setBusy(true);
    const outcome = await renameAdmin(typed);
    setBusy(false);
    setError(outcome.errors.name ?? '');
    toast(outcome.msg, { kind: outcome.ok ? 'success' : 'error' });
    if (outcome.ok) onDone();
  }

  return (
    <form id="adm-your-name" className="adm-auth-form" noValidate onSubmit={submit}>
      <TextField
        label="Your name"
        error={fieldMessage('Your name', error || undefined)}
        hint="As the team sees it: the welcome line takes your first name."
        name="name"
        autoComplete="name"
        required
        maxLength={nameLength.max}
        value={name}
        onChange={(e) => {
          setName(e.target.value);
          setError('');
        }}
        data-autofocus
      />
      <SubmitButton admin busy={busy} text="Save name" busyText="Saving..." />
    </form>
  );
}
