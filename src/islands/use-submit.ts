import { useEffect, useRef, useState, type RefObject } from 'react';
import { checkFieldsMessage, formToast } from '../scripts/form-toast';

/** How a form's call ended, as the account and admin stores report it. */
export interface FormOutcome {
  ok: boolean;
  msg: string;
  errors: Record<string, string>;
}

/** After each failed submit (`failures` counts them), focus the form's first field marked invalid. */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, failures: number) {
  useEffect(() => {
    if (failures > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, failures]);
}

/**
 * The submit cycle the sign-in, registration and reset forms share: one request at a time, the
 * problem line above the form, errors beside the fields with focus on the first, and one error
 * toast per form that each failure replaces and success removes. `send` runs only when `check`
 * found nothing; `done` handles success (the forms leave the page, so busy stays on). Give the
 * form `ref={form}` for the focus to move.
 */
export function useSubmit() {
  const form = useRef<HTMLFormElement>(null);
  const [alert] = useState(formToast);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failures, setFailures] = useState(0);
  useFocusFirstInvalid(form, failures);

  function fail(message: string, fieldErrors: Record<string, string> = {}, withToast = true) {
    setProblem(message);
    setErrors(fieldErrors);
    setFailures((count) => count + 1);
    if (withToast) alert.fail(message);
    else alert.clear();
  }

  async function submit(
    send: () => Promise<FormOutcome>,
    done: (outcome: FormOutcome) => void,
  ): Promise<void> {
    if (busy) return;
    setBusy(true);
    setProblem('');
    setErrors({});
    const outcome = await send();
    if (outcome.ok) {
      alert.clear();
      return done(outcome);
    }
    setBusy(false);
    // The server's summary of refused fields ("Invalid registration: email: …") is written for
    // developers; the fields themselves say what is wrong.
    fail(Object.keys(outcome.errors).length ? checkFieldsMessage : outcome.msg, outcome.errors);
  }

  return { form, busy, problem, errors, fail, submit };
}
