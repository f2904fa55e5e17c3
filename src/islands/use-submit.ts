import { useState } from 'react';
import { toast } from '../stores/toast';

/** How a form's call ended, as the account and admin stores report it. */
export interface FormOutcome {
  ok: boolean;
  msg: string;
  errors: Record<string, string>;
}

/**
 * The submit cycle the sign-in, registration and reset forms share: one request at a time, the
 * problem line above the form, errors beside the fields and an error toast. `send` runs only when
 * `check` found nothing; `done` handles success (the forms leave the page, so busy stays on).
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  function fail(message: string, fieldErrors: Record<string, string> = {}, withToast = true) {
    setProblem(message);
    setErrors(fieldErrors);
    if (withToast) toast(message, { kind: 'error' });
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
    if (outcome.ok) return done(outcome);
    setBusy(false);
    fail(outcome.msg, outcome.errors);
  }

  return { busy, problem, errors, fail, submit };
}
