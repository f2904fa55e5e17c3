import { useEffect, useState, type SubmitEvent } from 'react';
import { passwordLength } from '../contract/limits';
import { checkFieldsMessage } from '../scripts/form-toast';
import { fieldChecks } from '../lib/field-checks';
import { flashToast } from '../stores/toast';
import { $user, firstName, resetPassword } from '../stores/user';
import { Field, FormProblem, PasswordInput, SubmitButton, fieldMessage } from './form-bits';
import { useSubmit } from './use-submit';

/** The reset link's token, from the fragment (`#token=…`), which no server sees and no Referer carries. */
const readToken = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

/** How to get a working link when this one is missing, expired or used. */
function AskAgain({ text }: { text: string }) {
  return (
    <div className="auth-sent">
      <p>{text}</p>
      <p>
        <a className="btn auth-submit" href="/forgot-password">
          Send me a new link
        </a>
      </p>
    </div>
  );
}

/**
 * The page a reset e-mail links to: a new password (twice), set with the link's token. Success
 * signs this browser in (every other session of the account has ended) and goes home.
 */
export default function ResetPasswordForm() {
  const [token] = useState(readToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [deadLink, setDeadLink] = useState('');
  const { form, busy, problem, errors, fail, submit: send } = useSubmit();

  useEffect(() => {
    // The token leaves the address bar and the history entry once read.
    if (window.location.hash) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  if (!token) {
    return (
      <AskAgain text="This page opens from the link in a password reset e-mail. Ask for one with your e-mail address." />
    );
  }
  if (deadLink) return <AskAgain text={deadLink} />;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    const weak = fieldChecks.password(password);
    if (weak) problems.password = weak;
    if (!confirm) problems.confirmPassword = 'Please type the new password again.';
    else if (confirm !== password) problems.confirmPassword = 'The two passwords do not match.';
    if (Object.keys(problems).length) return fail(checkFieldsMessage, problems);
    await send(
      async () => {
        const outcome = await resetPassword({ token, password });
        const dead = outcome.ok ? undefined : outcome.errors.token;
        if (!dead) return outcome;
        // Not a field to correct: the form gives way to a new link (the toast says why).
        setDeadLink(dead);
        return { ...outcome, msg: dead, errors: {} };
      },
      (outcome) => {
        const user = $user.get();
        flashToast(
          user ? `Your password has been changed. Welcome back, ${firstName(user)}!` : outcome.msg,
          'success',
        );
        window.location.assign('/');
      },
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} ref={form}>
      <FormProblem problem={problem} />
      <Field
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        maxLength={passwordLength.max}
        hint={`At least ${passwordLength.min} characters.`}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldMessage('New Password', errors.password)}
        render={(props) => <PasswordInput {...props} />}
      />
      <Field
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        maxLength={128}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirmPassword}
        render={(props) => <PasswordInput {...props} />}
      />
      <SubmitButton busy={busy} text="Set new password" busyText="Saving..." />
    </form>
  );
}
