import { useState } from 'react';
import { Spinner } from './screen-parts';

/**
 * Says that another admin saved this product after this form opened it (the save answered 409)
 * and offers to load their version; the changes typed here are then replaced.
 */
export function StaleProduct({ onReload }: { onReload: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="adm-panel adm-problem adm-stale" role="alert">
      <p>
        <strong>Someone else changed this product since you opened it.</strong> Your changes were
        not saved. Reload it to see their version, then make your changes again.
      </p>
      <button
        type="button"
        className="adm-btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onReload();
          setBusy(false);
        }}
      >
        {busy && <Spinner />}
        Reload the product
      </button>
    </div>
  );
}
