import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { safeNextPath } from '../lib/next-path';

export { fieldMessage } from '../contract/messages';

/** Where to go after signing in: `?next=` when it stays on this shop (`/shop/cart`), else the fallback. */
export const nextPath = (fallback = '/'): string =>
  safeNextPath(
    new URLSearchParams(window.location.search).get('next'),
    window.location.origin,
    fallback,
  );

/** The ids that tie a control to its label, hint and error. */
export type Wired = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

export interface FieldFrameProps {
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** The back office's class names instead of the shop's. */
  admin?: boolean;
  /** Draws the control with the ids it is given. */
  children: (wired: Wired) => ReactNode;
}

const looks = {
  shop: { field: 'field', hint: 'field-hint', error: 'field-error', required: undefined },
  admin: { field: 'adm-field', hint: 'adm-hint', error: 'adm-error', required: 'adm-req' },
};

/** A label, a control, its hint and its error, tied together for assistive technology. */
export function FieldFrame({
  label,
  error,
  hint,
  required,
  className,
  admin,
  children,
}: FieldFrameProps) {
  const id = useId();
  const look = admin ? looks.admin : looks.shop;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `${look.field} ${className}` : look.field}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className={look.required} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className={look.hint} id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className={look.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Replaces the plain input (e.g. a password with a toggle); receives the wired-up props. */
  render?: (props: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
};

/** A labelled input of the shop with its hint and error (FieldFrame). */
export function Field({ label, error, hint, render, required, ...input }: FieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(ids) => {
        const wired = { ...input, ...ids, required };
        return render ? render(wired) : <input className="input" {...wired} />;
      }}
    </FieldFrame>
  );
}

/** A password input with a Show/Hide toggle; `admin` uses the back office's class names. */
export function PasswordInput({
  admin = false,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { admin?: boolean }) {
  const [shown, setShown] = useState(false);
  const prefix = admin ? 'adm-' : '';
  return (
    <div className={`${prefix}password`}>
      <input className={`${prefix}input`} {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className={`${prefix}password-toggle`}
        aria-pressed={shown}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}

/** A small spinner for buttons that are working. */
export const Spinner = () => <span className="spinner" aria-hidden="true" />;

/** The form's problem in words, kept beside it after the toast that announced it has gone. */
export function FormProblem({ problem, admin }: { problem: string; admin?: boolean }) {
  if (!problem) return null;
  if (admin)
    return (
      <p className="adm-formproblem" role="alert">
        {problem}
      </p>
    );
  return <p className="form-problem">{problem}</p>;
}

/** A form's submit button: disabled, with a spinner and `busyText`, while the form is sent. */
export function SubmitButton({
  busy,
  text,
  busyText = text,
  admin,
  className = admin ? 'adm-btn adm-btn-block' : 'btn auth-submit',
}: {
  busy: boolean;
  text: ReactNode;
  busyText?: ReactNode;
  admin?: boolean;
  className?: string;
}) {
  return (
    <button className={className} type="submit" disabled={busy} aria-busy={busy}>
      {busy && <span className={admin ? 'adm-spinner' : 'spinner'} aria-hidden="true" />}
      {busy ? busyText : text}
    </button>
  );
}

/** "Remember me" and the way to a forgotten password, under a sign-in form's fields. */
export function RememberRow({
  remember,
  onChange,
  forgotHref,
  admin,
}: {
  remember: boolean;
  onChange: (remember: boolean) => void;
  forgotHref: string;
  admin?: boolean;
}) {
  const prefix = admin ? 'adm-' : '';
  return (
    <div className={`${prefix}auth-row`}>
      <label className={`${prefix}check`}>
        <input type="checkbox" checked={remember} onChange={(e) => onChange(e.target.checked)} />
        <span>Remember me</span>
      </label>
      <a href={forgotHref}>Forgot password?</a>
    </div>
  );
}
