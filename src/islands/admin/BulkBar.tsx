import { useState } from 'react';
import type { InferResponseType } from 'hono/client';
import type { client } from '../../lib/api-client';
import { formatCount } from '../../contract/money';
import { ConfirmDialog } from './Dialog';
import { adminApi, toastResult, type ApiResult } from './http';
import { Spinner } from './screen-parts';

type Action = 'activate' | 'deactivate' | 'hide' | 'show' | 'delete';

type BulkJson = InferResponseType<typeof client.admin.products.bulk.$post>;

/** What a bulk action answered: its message and, but for a delete, each changed piece as it was. */
export type BulkAnswer = NonNullable<ApiResult<BulkJson>['body']>;

const plural = (n: number) => `${formatCount(n)} ${n === 1 ? 'product' : 'products'}`;

const questions: Record<Action, { title: (n: string) => string; body: string }> = {
  activate: {
    title: (n) => `Mark ${n} in stock?`,
    body: 'Shoppers can add them to the cart again as soon as the shop is published.',
  },
  deactivate: {
    title: (n) => `Mark ${n} out of stock?`,
    body: 'Shoppers see them as out of stock and cannot add them to the cart once the shop is published.',
  },
  hide: {
    title: (n) => `Hide ${n} from the shop?`,
    body: 'Once the shop is published they are on no page, in no search and in no sitemap, and their addresses answer “not found”. You can show them again at any time.',
  },
  show: {
    title: (n) => `Show ${n} in the shop?`,
    body: 'They are listed again, as they are in stock or not, as soon as the shop is published.',
  },
  delete: {
    title: (n) => `Delete ${n}?`,
    body: 'They and their images will be deleted. This action cannot be undone.',
  },
};

/**
 * What can be done with the selected products at once: mark them in or out of stock, hide or show
 * them, or delete them, each after a confirmation naming how many. Each is one request (one batch
 * on the server); `onDone` gets the answer, whose earlier states an Undo sends back.
 */
export function BulkBar({
  ids,
  onClear,
  onDone,
}: {
  ids: string[];
  onClear: () => void;
  onDone: (action: Action, answer: BulkAnswer) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [asking, setAsking] = useState<Action | null>(null);

  async function run(action: Action) {
    setBusy(action);
    const result = await adminApi<BulkJson>('/api/admin/products/bulk', {
      json: { action, ids },
    });
    setBusy(null);
    setAsking(null);
    // A change that can be undone is told by the Undo bar; a delete, no change or a failure by a toast.
    if (!result.ok || !result.body?.previous?.length) toastResult(result);
    if (result.ok && result.body) await onDone(action, result.body);
  }

  const button = (action: Action, label: string) => (
    <button
      type="button"
      className={`adm-btn adm-btn-small${action === 'delete' ? ' adm-btn-danger' : ' adm-btn-ghost'}`}
      disabled={busy !== null}
      onClick={() => setAsking(action)}
    >
      {busy === action && <Spinner />}
      {label}
    </button>
  );
  return (
    <div className="adm-bulkbar" role="region" aria-label="Selected products">
      <p aria-live="polite">
        <strong>{plural(ids.length)}</strong> selected
      </p>
      {button('activate', 'Mark in stock…')}
      {button('deactivate', 'Mark out of stock…')}
      {button('hide', 'Hide…')}
      {button('show', 'Show…')}
      {button('delete', 'Delete…')}
      <button type="button" className="adm-btn adm-btn-ghost adm-btn-small" onClick={onClear}>
        Clear selection
      </button>
      {asking && (
        <ConfirmDialog
          title={questions[asking].title(plural(ids.length))}
          message={<p>{questions[asking].body}</p>}
          confirmLabel={questions[asking].title(plural(ids.length)).replace('?', '')}
          workingLabel="Working..."
          danger={asking === 'delete'}
          onConfirm={() => run(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
