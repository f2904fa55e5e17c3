import { useEffect, useState, type SubmitEvent } from 'react';
import { resetAdminPassword } from '../../stores/admin';
import { flashToast, showFlashedToast } from '../../stores/toast';
import { FormProblem, SubmitButton } from '../form-bits';
import { useSubmit } from '../use-submit';
import { passwordLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { AdminResetLink } from './AdminResetLink';
import { EmailField, PasswordField } from './fields';

/**
 * "Forgot password" for signed-out admins: a reset link by e-mail, or for the owner the shop's
 * secret key (ADMIN_RESET_SECRET, reference §2).
 */
export default function AdminForgot() {
  const [withKey, setWithKey] = useState(false);
  useEffect(() => showFlashedToast(), []);
  return (
    <>
      {withKey ? <SecretKeyForm /> : <AdminResetLink />}
      <button type="button" className="adm-linkbtn" onClick={() => setWithKey(!withKey)}>
        {withKey
          ? 'Get a reset link by e-mail instead'
          : "Owner: use the shop's secret key instead"}
      </button>
    </>
  );
}

/** The owner's password reset with the secret key: success goes to /adm-login. */
function SecretKeyForm() {
  const [email, setEmail] = useState('');
  const [secretKey, setSecretKey] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const { busy, problem, errors, fail, submit: send } = useSubmit();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Email is required';
    if (!secretKey) missing.secretKey = 'Secret key is required';
    if (newPassword.length < passwordLength.min)
      missing.newPassword = `New password must be at least ${passwordLength.min} characters`;
    if (Object.keys(missing).length) {
      fail('Please fill in every field.', missing, false);
      return;
    }
    await send(
      () => resetAdminPassword({ email: email.trim(), secretKey, newPassword }),
      (outcome) => {
        flashToast(outcome.msg, 'success');
        location.assign('/adm-login');
      },
    );
  }

  return (
    <form className="adm-auth-form" noValidate onSubmit={submit}>
      <FormProblem admin problem={problem} />
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        label="Secret key"
        error={fieldMessage('Secret key', errors.secretKey)}
        hint="The reset key set for this shop (ADMIN_RESET_SECRET). It resets the owner's password."
        name="secretKey"
        autoComplete="off"
        required
        value={secretKey}
        onChange={(e) => setSecretKey(e.target.value)}
      />
      <PasswordField
        label="New password"
        error={fieldMessage('New password', errors.newPassword)}
        hint={`${passwordLength.min} to ${passwordLength.max} characters. Every admin session is signed out.`}
        name="newPassword"
        autoComplete="new-password"
        required
        minLength={passwordLength.min}
        maxLength={passwordLength.max}
        value={newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <SubmitButton admin busy={busy} text="Reset password" busyText="Processing..." />
      <a className="adm-btn adm-btn-ghost adm-btn-block" href="/adm-login">
        Back to Login
      </a>
    </form>
  );
}
