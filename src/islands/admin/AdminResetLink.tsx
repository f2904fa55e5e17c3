import { useState, type SubmitEvent } from 'react';
import { requestAdminResetLink } from '../../stores/admin';
import { useSubmit } from '../use-submit';
import { FormProblem, SubmitButton } from '../form-bits';
import { EmailField } from './fields';

/**
 * "Forgot password" for a signed-out admin: a link by e-mail (30 minutes, once). The answer is
 * the same whether or not the address is an admin's, so the form only ever says it was sent.
 */
export function AdminResetLink() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const { form, busy, problem, errors, fail, submit: send } = useSubmit();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim())
      return fail('Please enter your e-mail address.', { email: 'Email is required' }, false);
    await send(
      () => requestAdminResetLink(email.trim()),
      (outcome) => setSent(outcome.msg),
    );
  }

  if (sent) {
    return (
      <div className="adm-auth-form" role="status">
        <p className="adm-auth-sent">{sent}. It works once, for 30 minutes.</p>
        <a className="adm-btn adm-btn-ghost adm-btn-block" href="/adm-login">
          Back to Login
        </a>
      </div>
    );
  }

  return (
    <form className="adm-auth-form" noValidate onSubmit={submit} ref={form}>
      <FormProblem admin problem={problem} />
      <EmailField value={email} onChange={setEmail} error={errors.email} />
      <SubmitButton admin busy={busy} text="Send me a reset link" busyText="Sending..." />
    </form>
  );
}
