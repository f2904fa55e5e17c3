import { useState, type SubmitEvent } from 'react';
import { emailMaxLength, nameLength, passwordLength } from '../contract/limits';
import { checkFields } from '../lib/field-checks';
import { checkFieldsMessage } from '../scripts/form-toast';
import { flashToast } from '../stores/toast';
import { $user, firstName, register } from '../stores/user';
import {
  Field,
  FormProblem,
  PasswordInput,
  SubmitButton,
  fieldMessage,
  nextPath,
} from './form-bits';
import { useSubmit } from './use-submit';

const fillAll = 'Please fill all fields and accept terms.';
const mismatch = 'Passwords must match!!';

const labels = {
  name: 'Full Name',
  email: 'Email Address',
  password: 'Password',
  confirmPassword: 'Confirm Password',
} as const;
type FieldName = keyof typeof labels;

/** The registration form (reference §2 "Register", §5, §8): messages as toasts and inline, never `alert()`. */
export default function RegisterForm() {
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const { form, busy, problem, errors, fail, submit: send } = useSubmit();
  const next = nextPath();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    const blank = (Object.keys(labels) as FieldName[]).filter((key) => !values[key].trim());
    if (blank.length || !acceptTerms) {
      fail(fillAll, {
        ...Object.fromEntries(blank.map((key) => [key, `${labels[key]} is required`])),
        ...(acceptTerms ? {} : { acceptTerms: 'Please accept the terms and conditions' }),
      });
      return;
    }
    if (values.password !== values.confirmPassword) {
      // Said once, at the field; the problem line and the toast point to it as for any field.
      fail(checkFieldsMessage, { confirmPassword: mismatch });
      return;
    }
    const problems = checkFields({
      name: values.name,
      email: values.email,
      password: values.password,
    });
    if (Object.keys(problems).length) {
      fail(checkFieldsMessage, problems);
      return;
    }
    await send(
      () =>
        register({
          ...values,
          name: values.name.trim(),
          email: values.email.trim(),
          acceptTerms,
        }),
      (outcome) => {
        const user = $user.get();
        flashToast(user ? `Welcome to Chandi, ${firstName(user)}!` : outcome.msg, 'success');
        window.location.assign(next);
      },
    );
  }

  const input = (key: FieldName) => ({
    name: key,
    required: true,
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
    error: fieldMessage(labels[key], errors[key]),
    label: labels[key],
  });

  return (
    <form className="auth-form" noValidate onSubmit={submit} ref={form}>
      <FormProblem problem={problem} />
      <Field {...input('name')} autoComplete="name" maxLength={nameLength.max} />
      <Field {...input('email')} type="email" autoComplete="email" maxLength={emailMaxLength} />
      <Field
        {...input('password')}
        autoComplete="new-password"
        maxLength={passwordLength.max}
        hint={`At least ${passwordLength.min} characters.`}
        render={(props) => <PasswordInput {...props} />}
      />
      <Field
        {...input('confirmPassword')}
        autoComplete="new-password"
        maxLength={passwordLength.max}
        render={(props) => <PasswordInput {...props} />}
      />
      <div className="field">
        <label className="check">
          <input
            type="checkbox"
            name="acceptTerms"
            required
            checked={acceptTerms}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
            onChange={(e) => setAcceptTerms(e.target.checked)}
          />
          <span>I accept all the terms and conditions</span>
        </label>
        <p className="field-hint">
          Read the <a href="/shop/terms-condtions">terms and conditions</a>.
        </p>
        {errors.acceptTerms && (
          <p className="field-error" id="terms-error">
            {errors.acceptTerms}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} text="CREATE ACCOUNT" />
      <p className="auth-switch">
        Already have an account?{' '}
        <a href={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`}>Sign In</a>
      </p>
    </form>
  );
}
