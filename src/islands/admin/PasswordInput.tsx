import { useState, type InputHTMLAttributes } from 'react';

/** A password input with a Show/Hide button. */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement>) {
  const [shown, setShown] = useState(false);
  return (
    <div className="adm-password">
      <input className="adm-input" {...props} type={shown ? 'text' : 'password'} />
      <button
        type="button"
        className="adm-password-toggle"
        aria-pressed={shown}
        aria-label="Show password"
        aria-controls={props.id}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
