import { useState, type SubmitEvent } from 'react';
import { flashToast } from '../stores/toast';
import { $user, firstName, login } from '../stores/user';
import {
  Field,
  FormProblem,
  PasswordInput,
  RememberRow,
  SubmitButton,
  fieldMessage,
  nextPath,
} from './form-bits';
import { useSubmit } from './use-submit';

/** The customer login form (reference §2 "Login"): success goes to / or back where "Please login first" came from. */
export default function LoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const { form, busy, problem, errors, fail, submit: send } = useSubmit();
  const next = nextPath();
  const registerHref = next === '/' ? '/register' : `/register?next=${encodeURIComponent(next)}`;

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      fail('Please enter your e-mail address and password.', {
        ...(email.trim() ? {} : { email: 'Please enter your e-mail address.' }),
        ...(password ? {} : { password: 'Please enter your password.' }),
      });
      return;
    }
    await send(
      () => login({ email: email.trim(), password, remember }),
      (outcome) => {
        const user = $user.get();
        flashToast(user ? `Welcome back, ${firstName(user)}!` : outcome.msg, 'success');
        window.location.assign(next);
      },
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
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldMessage('Email Address', errors.email)}
      />
      <Field
        label="Password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={fieldMessage('Password', errors.password)}
        render={(props) => <PasswordInput {...props} />}
      />
      <RememberRow remember={remember} onChange={setRemember} forgotHref="/forgot-password" />
      <SubmitButton busy={busy} text="Login" busyText="Logging in..." />
      <p className="auth-switch">
        Don&apos;t have an account? <a href={registerHref}>Sign Up</a>
      </p>
    </form>
  );
}
