import { useRef, useState, type SubmitEvent } from 'react';
import { messageOf } from '../lib/api';
import { client, send as call } from '../lib/api-client';
import { fieldChecks } from '../lib/field-checks';
import { Field, FormProblem, SubmitButton, fieldMessage } from './form-bits';
import { useSubmit } from './use-submit';

/**
 * "Forgot password?": the customer gives their e-mail address and is told a link is on its way.
 * The answer is the same whether or not the address has an account, so the page never says which.
 */
export default function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const { form, busy, problem, errors, fail, submit: send } = useSubmit();
  const confirmation = useRef<HTMLDivElement>(null);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const problemText = fieldChecks.email(email);
    if (problemText) return fail(problemText, { email: problemText });
    await send(
      async () => {
        const result = await call(
          client.user['forgot-password'].$post({ json: { email: email.trim() } }),
        );
        return { ok: result.ok, msg: messageOf(result), errors: result.body?.errors ?? {} };
      },
      () => {
        setSentTo(email.trim());
        requestAnimationFrame(() => confirmation.current?.focus());
      },
    );
  }

  if (sentTo) {
    return (
      <div className="auth-sent" role="status" tabIndex={-1} ref={confirmation}>
        <p>
          If an account exists for <strong>{sentTo}</strong>, we have sent a link to reset the
          password. It works once, for 30 minutes.
        </p>
        <p>Nothing in your inbox after a few minutes? Look in the spam folder, or ask again.</p>
        <p className="auth-switch">
          <button type="button" className="link-button" onClick={() => setSentTo('')}>
            Ask again
          </button>{' '}
          · <a href="/login">Back to login</a>
        </p>
      </div>
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={submit} ref={form}>
      <FormProblem problem={problem} />
      <Field
        label="Email Address"
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={254}
        hint="The address you signed up with."
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldMessage('Email Address', errors.email)}
      />
      <SubmitButton busy={busy} text="Send me a link" busyText="Sending..." />
      <p className="auth-switch">
        Remembered it? <a href="/login">Back to login</a>
      </p>
    </form>
  );
}
