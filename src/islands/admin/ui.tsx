import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { adminApi, toastResult } from './http';

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
  className?: string;
}

type Wired = { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/** A labelled control with its hint and error tied to it for assistive technology. */
export function Field({
  label,
  error,
  hint,
  className,
  required,
  children,
}: FieldShell & { required?: boolean; children: (wired: Wired) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`adm-field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="adm-req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p className="adm-hint" id={hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="adm-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled text input. */
export function TextField({
  label,
  error,
  hint,
  className,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={input.required}>
      {(wired) => <input className="adm-input" {...input} {...wired} />}
    </Field>
  );
}

/** A labelled textarea. */
export function TextArea({
  label,
  error,
  hint,
  className,
  ...input
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className} required={input.required}>
      {(wired) => <textarea className="adm-input" rows={4} {...input} {...wired} />}
    </Field>
  );
}

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
 * reference's toast (§8) and `error` for the screen.
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
    const result = await adminApi<T>(path);
    if (call !== latest.current) return;
    setLoading(false);
    if (result.ok && result.body) {
      setData(result.body as T);
      setError('');
    } else {
      toastResult(result);
      setError(
        result.network ? 'Client side error' : result.body?.msg || 'Could not load this list.',
      );
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
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

/** "12 Mar 2026" in Indian English. */
export const shortDate = (iso: string | number) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** "12 Mar 2026, 14:05". */
export const dateTime = (iso: string | number) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });

/** A search box that filters a table as you type. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="adm-search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        className="adm-input"
        type="search"
        placeholder={`${label}…`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
