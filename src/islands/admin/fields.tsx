// The back office's form controls: labelled fields and the on/off switch.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { emailMaxLength } from '../../contract/limits';
import { fieldMessage } from '../../contract/messages';
import { FieldFrame, PasswordInput, type FieldFrameProps, type Wired } from '../form-bits';

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
