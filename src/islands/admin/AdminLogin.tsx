import { useEffect, useState, type SubmitEvent } from 'react';
import { $admin, adminLogin, confirmAdmin } from '../../stores/admin';
import { showFlashedToast } from '../../stores/toast';
import { FormProblem, RememberRow, SubmitButton } from '../form-bits';
import { useSubmit } from '../use-submit';
import { fieldMessage } from '../../contract/messages';
import { EmailField, PasswordField } from './fields';

/** Where to go after signing in: an admin path from `?next=`, else /admin. */
function nextAdminPath(): string {
  const next = new URLSearchParams(location.search).get('next');
  return next && /^\/admin(\/|$|\?)/.test(next) ? next : '/admin';
}

/** The admin sign-in form (reference §2 "Admin login"): success goes to /admin. */
export default function AdminLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const { busy, problem, errors, fail, submit: send } = useSubmit();

  useEffect(() => {
    showFlashedToast();
    // Already signed in (a live cookie): go straight to the back office.
    if ($admin.get())
      void confirmAdmin().then(
        (state) => state === 'signed-in' && location.replace(nextAdminPath()),
      );
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!email.trim()) missing.email = 'Email is required';
    if (!password) missing.password = 'Password is required';
    if (Object.keys(missing).length) {
      fail('Please enter your e-mail address and password.', missing, false);
      return;
    }
    await send(
      () => adminLogin({ email: email.trim(), password, remember }),
      () => location.assign(nextAdminPath()),
    );
  }

  return (
    <form className="adm-auth-form" noValidate onSubmit={submit}>
      <FormProblem admin problem={problem} />
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldMessage('Password', errors.password)}
      />
      <RememberRow
        admin
        remember={remember}
        onChange={setRemember}
        forgotHref="/adm-forgot-password"
      />
      <SubmitButton admin busy={busy} text="Sign in" busyText="Authenticating..." />
    </form>
  );
}
