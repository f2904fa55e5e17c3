import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './icons';
import { Spinner } from './screen-parts';

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Open dialogs, innermost last: only the innermost one answers Escape and traps Tab. */
const stack: symbol[] = [];

/** The element outside the dialogs that is made inert while one is open. */
export const appRootId = 'adm-root';

/**
 * A modal dialog (`role="dialog"`, `aria-modal`): focus moves in and is trapped, Escape asks to
 * close, and focus returns to where it was. The rest of the app is inert meanwhile.
 */
export function Dialog({
  title,
  onClose,
  children,
  footer,
  wide = false,
  role = 'dialog',
  describedBy,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const me = Symbol('dialog');
    stack.push(me);
    const previous = document.activeElement as HTMLElement | null;
    const root = document.getElementById(appRootId);
    root?.setAttribute('inert', '');
    const box = ref.current;
    const first =
      box?.querySelector<HTMLElement>('[data-autofocus]') ??
      box?.querySelector<HTMLElement>(focusable) ??
      box;
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (stack.at(-1) !== me || !box) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const items = [...box.querySelectorAll<HTMLElement>(focusable)].filter(
          (el) => el.offsetParent !== null,
        );
        if (items.length === 0) return event.preventDefault();
        const [head, tail] = [items[0]!, items.at(-1)!];
        if (
          event.shiftKey &&
          (document.activeElement === head || !box.contains(document.activeElement))
        ) {
          event.preventDefault();
          tail.focus();
        } else if (
          !event.shiftKey &&
          (document.activeElement === tail || !box.contains(document.activeElement))
        ) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      stack.splice(stack.indexOf(me), 1);
      if (stack.length === 0) root?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div className="adm-overlay">
      <div
        ref={ref}
        className={`adm-dialog${wide ? ' adm-dialog-wide' : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="adm-dialog-head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="adm-iconbtn"
            aria-label="Close"
            onClick={() => close.current()}
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="adm-dialog-body">{children}</div>
        {footer && <div className="adm-dialog-foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

/** A yes/no question before something that cannot be undone; the confirm button waits for `onConfirm`. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  workingLabel = 'Working...',
  danger = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  workingLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown> | void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const messageId = useId();
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      title={title}
      role="alertdialog"
      describedBy={messageId}
      onClose={() => !busy && onCancel()}
      footer={
        <>
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            onClick={onCancel}
            disabled={busy}
            data-autofocus
          >
            Cancel
          </button>
          <button
            type="button"
            className={`adm-btn${danger ? ' adm-btn-danger' : ''}`}
            onClick={confirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy && <Spinner />}
            {busy ? workingLabel : confirmLabel}
          </button>
        </>
      }
    >
      <div id={messageId}>{message}</div>
    </Dialog>
  );
}
