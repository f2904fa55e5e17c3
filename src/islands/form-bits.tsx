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

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: string;
  /** Replaces the plain input (e.g. a password with a toggle); receives the wired-up props. */
  render?: (props: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
};

/** A labelled input with its hint and error tied to it for assistive technology. */
export function Field({ label, error, hint, render, required, ...input }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const wired = {
    ...input,
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {render ? render(wired) : <input className="input" {...wired} />}
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
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
