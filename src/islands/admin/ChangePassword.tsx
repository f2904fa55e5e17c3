import { useState, type SubmitEvent } from 'react';
import { passwordLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { changeAdminPassword } from '../../stores/admin';
import { toast } from '../../stores/toast';
import { SubmitButton } from '../form-bits';
import { PasswordField } from './fields';

/** The signed-in admin's password change: the current password, then the new one. */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!currentPassword) problems.currentPassword = 'is required';
    if (newPassword.length < passwordLength.min) {
      problems.newPassword = `must be at least ${passwordLength.min} characters`;
    }
    setErrors(problems);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const outcome = await changeAdminPassword({ currentPassword, newPassword });
    setBusy(false);
    setErrors(outcome.errors);
    toast(outcome.msg, { kind: outcome.ok ? 'success' : 'error' });
    if (outcome.ok) onDone();
  }

  return (
    <form id="adm-change-password" className="adm-auth-form" noValidate onSubmit={submit}>
      <PasswordField
        label="Current password"
        error={fieldMessage('Current password', errors.currentPassword)}
        name="currentPassword"
        autoComplete="current-password"
        required
        maxLength={passwordLength.max}
        value={currentPassword}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <PasswordField
        label="New password"
        error={fieldMessage('New password', errors.newPassword)}
        hint={`${passwordLength.min} to ${passwordLength.max} characters. Your other sessions are signed out.`}
        name="newPassword"
        autoComplete="new-password"
        required
        maxLength={passwordLength.max}
        value={newPassword}
        onChange={(e) => setNew(e.target.value)}
      />
      <SubmitButton admin busy={busy} text="Change password" busyText="Saving..." />
    </form>
  );
}
