import { useEffect, useRef, useState } from 'react';
import { Spinner } from './screen-parts';

/** How long a change can be undone from the bar (the countdown holds while it is pointed at or focused). */
export const undoMs = 8000;

interface Offer {
  id: number;
  text: string;
  undo: () => Promise<unknown>;
}

let nextOffer = 1;

/**
 * Undo for a switch that changes the live shop at once: `offer(text, undo)` shows a bar saying what
 * changed, with an Undo button, for a few seconds. A newer offer replaces the older one.
 */
export function useUndo() {
  const [offer, setOffer] = useState<Offer | null>(null);
  return {
    offer: (text: string, undo: () => Promise<unknown>) =>
      setOffer({ id: nextOffer++, text, undo }),
    bar: offer && <UndoBar key={offer.id} offer={offer} onDone={() => setOffer(null)} />,
  };
}

function UndoBar({ offer, onDone }: { offer: Offer; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const [held, setHeld] = useState(0);
  const left = useRef(undoMs);
  useEffect(() => {
    if (held > 0 || busy) return;
    const started = Date.now();
    const timer = setTimeout(onDone, left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [held, busy]);

  async function undo() {
    setBusy(true);
    await offer.undo();
    onDone();
  }

  const hold = () => setHeld((n) => n + 1);
  const release = () => setHeld((n) => Math.max(0, n - 1));
  return (
    <div
      className="adm-undobar"
      role="status"
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <span>{offer.text}</span>
      <button type="button" className="adm-btn adm-btn-small" onClick={undo} disabled={busy}>
        {busy && <Spinner />}
        Undo
      </button>
    </div>
  );
}
