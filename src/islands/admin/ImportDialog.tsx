import { useId, useState } from 'react';
import type { Envelope } from '../../contract/envelope';
import { productImportLimits, type ImportPreview } from '../../contract/product-csv';
import { formatCount } from '../../contract/money';
import { toast } from '../../stores/toast';
import { Dialog } from './Dialog';
import { toLogin } from './http';
import { ImportSummary } from './ImportSummary';
import { watchPublish } from './publish';
import { Spinner } from './screen-parts';

type Answer<T> = { status: number; body: (Partial<T> & Envelope) | null };

/** Send the chosen file itself as the body (`text/csv`); a network failure is status 0. */
async function sendCsv<T>(path: string, file: File): Promise<Answer<T>> {
  try {
    const response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'text/csv' },
      body: file,
    });
    if (response.status === 401) toLogin();
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { status: 0, body: null };
  }
}

const megabytes = productImportLimits.bytes / 1024 / 1024;

/**
 * Import products from a CSV: choose the file, see what it would change (updates with the cells
 * before and after, new products, problems by row and column), then apply it all or nothing and
 * publish. Nothing changes before "Apply".
 */
export function ImportDialog({
  onClose,
  onApplied,
}: {
  onClose: () => void;
  onApplied: () => void;
}) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<(ImportPreview & { msg: string }) | null>(null);
  const [busy, setBusy] = useState<'' | 'preview' | 'apply'>('');
  const [error, setError] = useState('');
  const [stale, setStale] = useState(false);

  async function previewFile(chosen: File) {
    setPreview(null);
    setStale(false);
    if (chosen.size > productImportLimits.bytes) {
      setError(`The file is larger than ${megabytes} MB. Split it into smaller files.`);
      return;
    }
    setBusy('preview');
    const answer = await sendCsv<ImportPreview>('/api/admin/products/import/preview', chosen);
    setBusy('');
    if (answer.status === 200 && answer.body?.counts) {
      setError('');
      setPreview(answer.body as ImportPreview & { msg: string });
    } else setError(answer.body?.msg ?? 'Client side error: the file could not be sent.');
  }

  async function apply() {
    if (!file || !preview) return;
    setBusy('apply');
    const answer = await sendCsv<{ updated: number; created: number }>(
      `/api/admin/products/import/apply?fingerprint=${preview.fingerprint}`,
      file,
    );
    setBusy('');
    if (answer.status === 200) {
      toast(answer.body?.msg ?? 'Imported', { kind: 'success' });
      watchPublish();
      onApplied();
      onClose();
      return;
    }
    setStale(answer.status === 409);
    setError(answer.body?.msg ?? 'Client side error: the file could not be sent.');
  }

  const changes = preview ? preview.counts.create + preview.counts.update : 0;
  const canApply = Boolean(preview && changes > 0 && preview.counts.problems === 0 && !stale);
  return (
    <Dialog
      title="Import products from a CSV file"
      wide
      onClose={() => busy === '' && onClose()}
      footer={
        <>
          <button
            type="button"
            className="adm-btn adm-btn-ghost"
            onClick={onClose}
            disabled={busy !== ''}
          >
            {preview && changes === 0 ? 'Close' : 'Cancel'}
          </button>
          {stale && file && (
            <button
              type="button"
              className="adm-btn adm-btn-ghost"
              onClick={() => previewFile(file)}
            >
              Preview again
            </button>
          )}
          <button
            type="button"
            className="adm-btn"
            onClick={apply}
            disabled={!canApply || busy !== ''}
            aria-busy={busy === 'apply'}
          >
            {busy === 'apply' && <Spinner />}
            {busy === 'apply'
              ? 'Applying…'
              : `Apply ${formatCount(changes)} ${changes === 1 ? 'change' : 'changes'}`}
          </button>
        </>
      }
    >
      <p className="adm-hint">
        Export the products, edit the file in a spreadsheet and save it as “CSV UTF-8”. Rows are
        matched by product code: a new code adds a product (its images are added in the product form
        afterwards). The images column is not read, nor the price of a rate-linked piece (it follows
        the silver rate). At most {formatCount(productImportLimits.rows)} products and {megabytes}{' '}
        MB per file.
      </p>
      <div className="adm-field">
        <label htmlFor={inputId}>CSV file</label>
        <input
          id={inputId}
          className="adm-input"
          type="file"
          accept=".csv,text/csv"
          data-autofocus
          disabled={busy !== ''}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setError('');
            if (chosen) void previewFile(chosen);
          }}
        />
      </div>
      {busy === 'preview' && (
        <p className="adm-loading" role="status">
          <Spinner /> Reading the file…
        </p>
      )}
      {error && (
        <p className="adm-error adm-import-error" role="alert">
          {error}
        </p>
      )}
      {preview && <ImportSummary preview={preview} />}
    </Dialog>
  );
}
