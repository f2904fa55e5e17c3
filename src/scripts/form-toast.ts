import { dismissToast, toast } from '../stores/toast';

/** The toast of a failed submit whose fields, highlighted, say what is wrong. */
export const checkFieldsMessage = 'Please check the highlighted fields.';

/**
 * One form's error toast: each failure replaces the form's previous one, so failures never stack,
 * and `clear` takes it away (when the form succeeds, so no error stays over a thank-you).
 */
export function formToast() {
  let shown: number | undefined;
  const clear = () => {
    if (shown !== undefined) dismissToast(shown);
    shown = undefined;
  };
  return {
    fail(text: string) {
      clear();
      shown = toast(text, { kind: 'error' });
    },
    clear,
  };
}
