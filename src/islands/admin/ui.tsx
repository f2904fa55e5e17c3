import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { emailMaxLength } from '../../contract/limits';
import { shopTimeZone } from '../../contract/shop-day';
import { fieldMessage } from '../../contract/messages';
import { FieldFrame, PasswordInput, type FieldFrameProps, type Wired } from '../form-bits';
import { takeStarted } from './first-load';
import { api } from '../../lib/api';
import { announceContentShown } from '../../lib/content-shown';
import { adminAnswer, toastResult } from './http';

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

/** A labelled control of the back office, with its hint and error (FieldFrame). */
export const Field = (props: Omit<FieldFrameProps, 'admin'>) => <FieldFrame admin {...props} />;

/** A Field around the control `draw` makes from the given props and the field's ids. */
function labelled<Props extends { required?: boolean }>(draw: (props: Props & Wired) => ReactNode) {
  return function LabelledControl({
    label,
    error,
    hint,
    className,
    ...control
  }: FieldShell & Props) {
    return (
      <Field
        label={label}
        error={error}
        hint={hint}
        className={className}
        required={control.required}
      >
        {/* What is left of the props after the field's own is the control's. */}
        {(wired) => draw({ ...(control as unknown as Props), ...wired })}
      </Field>
    );
  };
}

/** A labelled text input. */
export const TextField = labelled<InputHTMLAttributes<HTMLInputElement>>((input) => (
  <input className="adm-input" {...input} />
));

/** A labelled textarea. */
export const TextArea = labelled<TextareaHTMLAttributes<HTMLTextAreaElement>>((input) => (
  <textarea className="adm-input" rows={4} {...input} />
));

/** A labelled password input with its Show/Hide toggle. */
export const PasswordField = labelled<InputHTMLAttributes<HTMLInputElement>>((input) => (
  <PasswordInput admin {...input} />
));

/** The admin's e-mail address on the sign-in and password reset forms. */
export const EmailField = ({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (email: string) => void;
  error?: string;
}) => (
  <TextField
    label="Email"
    type="email"
    name="email"
    autoComplete="username"
    required
    maxLength={emailMaxLength}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    error={fieldMessage('Email', error)}
  />
);

/** An on/off switch (`role="switch"`); `label` names it, `text` is what it shows beside the track. */
export function Switch({
  checked,
  onChange,
  label,
  text,
  disabled,
  labelledBy,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label?: string;
  text?: ReactNode;
  disabled?: boolean;
  labelledBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      className="adm-switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="adm-switch-track" aria-hidden="true">
        <span className="adm-switch-thumb" />
      </span>
      {text && <span className="adm-switch-text">{text}</span>}
    </button>
  );
}

/** A spinner for buttons and panels that wait. */
export const Spinner = () => <span className="adm-spinner" aria-hidden="true" />;

/** The message a list shows while its data loads. */
export const Loading = ({ text = 'Loading…' }: { text?: string }) => (
  <p className="adm-loading" role="status">
    <Spinner /> {text}
  </p>
);

/** A screen's heading row with its actions. */
export function PageHead({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="adm-pagehead">
      <div>
        <h1 tabIndex={-1} data-page-title>
          {title}
        </h1>
        {intro && <p className="adm-intro">{intro}</p>}
      </div>
      {children && <div className="adm-pagehead-actions">{children}</div>}
    </div>
  );
}

/**
 * Load an admin list: `data` stays shown while `reload` fetches again. Failures show the
 * reference's toast (§8) and `error` for the screen. The first answer on a page is its content
 * shown (src/lib/content-shown.ts).
 */
export function useLoad<T>(path: string | null) {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(Boolean(path));
  const latest = useRef(0);
  const reload = useCallback(async () => {
    if (!path) return;
    const call = ++latest.current;
    setLoading(true);
    // The page's first script may have asked already (first-load.ts).
    const result = await adminAnswer(takeStarted<T>(path) ?? api<T>(path));
    if (call !== latest.current) return;
    if (result.ok && result.body) {
      const body = result.body as T;
      // A transition: a long list renders in slices that leave the page free to answer input.
      startTransition(() => {
        setLoading(false);
        setData(body);
        setError('');
      });
    } else {
      setLoading(false);
      toastResult(result);
      setError(
        result.network ? 'Client side error' : result.body?.msg || 'Could not load this list.',
      );
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const answered = data !== undefined || error !== '';
  useEffect(() => {
    if (answered) announceContentShown();
  }, [answered]);
  return { data, error, loading, reload };
}

/** An error panel with a retry button. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="adm-panel adm-problem" role="alert">
      <p>{text}</p>
      <button type="button" className="adm-btn adm-btn-ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** "12 Mar 2026" in Indian English, the day in India (the days the server counts), wherever the admin is. */
export const shortDate = (iso: string | number) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: shopTimeZone,
  });

/** "12 Mar 2026, 14:05" in India's time. */
export const dateTime = (iso: string | number) =>
  new Date(iso).toLocaleString('en-IN', {
    timeZone: shopTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
