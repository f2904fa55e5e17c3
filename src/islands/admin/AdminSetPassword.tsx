import { useEffect, useState, type SubmitEvent } from 'react';
import { passwordLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { setAdminPasswordFromLink } from '../../stores/admin';
import { flashToast } from '../../stores/toast';
import { FormProblem, SubmitButton } from '../form-bits';
import { useSubmit } from '../use-submit';
import { PasswordField } from './fields';

/** The link's token, from the fragment (`#token=…`), which no server sees and no Referer carries. */
const readToken = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

const words = {
  invite: {
    button: 'Set password and sign in',
    busy: 'Setting your password...',
    missing:
      'This page opens from the link in an invitation e-mail. Ask the shop owner to send you one.',
    again: null,
  },
  reset: {
    button: 'Set new password',
    busy: 'Saving...',
    missing: 'This page opens from the link in a password reset e-mail. Ask for one below.',
    again: { href: '/adm-forgot-password', label: 'Send me a new link' },
  },
} as const;

/**
 * The page an admin invite or reset e-mail links to: a password (twice) set with the link's
 * token. Success signs this browser in (every other session of the account has ended) and opens
 * the admin.
 */
export default function AdminSetPassword({ link }: { link: 'invite' | 'reset' }) {
  const [token] = useState(readToken);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [deadLink, setDeadLink] = useState('');
  const { form, busy, problem, errors, fail, submit: send } = useSubmit();
  const text = words[link];

  useEffect(() => {
    // The token leaves the address bar and the history entry once read.
    if (window.location.hash) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
    }
  }, []);

  if (!token || deadLink) {
    return (
      <div className="adm-auth-form" role="status">
        <p className="adm-auth-sent">{deadLink || text.missing}</p>
        {text.again && (
          <a className="adm-btn adm-btn-block" href={text.again.href}>
            {text.again.label}
          </a>
        )}
        <a className="adm-btn adm-btn-ghost adm-btn-block" href="/adm-login">
          Back to Login
        </a>
      </div>
    );
  }

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (password.length < passwordLength.min) {
      problems.password = `New password must be at least ${passwordLength.min} characters`;
    }
    if (confirm !== password) problems.confirmPassword = 'The two passwords do not match.';
    if (Object.keys(problems).length) return fail('Please check the highlighted fields.', problems);
    await send(
      async () => {
        const outcome = await setAdminPasswordFromLink(link, { token, password });
        const dead = outcome.ok ? undefined : outcome.errors.token;
        if (!dead) return outcome;
        // Not a field to correct: the form gives way to what to do instead.
        setDeadLink(dead);
        return { ...outcome, msg: dead, errors: {} };
      },
      (outcome) => {
        flashToast(outcome.msg, 'success');
        location.assign('/admin');
      },
    );
  }

  return (
    <form className="adm-auth-form" noValidate onSubmit={submit} ref={form}>
      <FormProblem admin problem={problem} />
      <PasswordField
        label="New password"
        error={fieldMessage('New password', errors.password)}
        hint={`${passwordLength.min} to ${passwordLength.max} characters.`}
        name="password"
        autoComplete="new-password"
        required
        maxLength={passwordLength.max}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        error={errors.confirmPassword}
        name="confirmPassword"
        autoComplete="new-password"
        required
        maxLength={passwordLength.max}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
      />
      <SubmitButton admin busy={busy} text={text.button} busyText={text.busy} />
    </form>
  );
}
