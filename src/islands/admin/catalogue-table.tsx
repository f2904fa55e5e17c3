import { useState } from 'react';
import { adminApi, toastResult } from './http';
import { Icon } from './icons';
import { watchPublish } from './publish';
import { useUndo } from './UndoBar';

/** A row's picture in the admin tables, or an empty frame when it has none. */
export function Thumb({ image, round }: { image: { url: string } | null; round?: boolean }) {
  if (!image)
    return (
      <span className="adm-thumb adm-thumb-empty" aria-hidden="true">
        <Icon name="image" />
      </span>
    );
  return (
    <img
      className={round ? 'adm-thumb adm-thumb-round' : 'adm-thumb'}
      src={image.url}
      alt=""
      width={48}
      height={48}
      loading="lazy"
    />
  );
}

/** The header row of an admin table; `num` columns are right-aligned, the last one holds the actions. */
export function TableHead({ columns }: { columns: { label: string; num?: boolean }[] }) {
  return (
    <thead>
      <tr>
        {columns.map(({ label, num }) => (
          <th key={label} scope="col" className={num ? 'adm-num' : undefined}>
            {label}
          </th>
        ))}
        <th scope="col">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

/** The row's delete button; the deletion itself waits for a confirmation. */
export function DeleteButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="adm-iconbtn adm-danger"
      aria-label={`Delete ${name}`}
      title="Delete"
      onClick={onClick}
    >
      <Icon name="trash" />
    </button>
  );
}

/**
 * The status switch and the confirmed delete of a product or category row: each change is sent
 * and, when it worked, republishes the site and reloads the table. A status switch changes the
 * live shop at once, so it is offered for undoing for a few seconds (`undoBar`); a delete asks first.
 */
export function useRowChanges<Row extends { _id: string; name: string }>(options: {
  statusPath: (id: string, status: boolean) => string;
  deletePath: (id: string) => string;
  reload: () => Promise<unknown>;
}) {
  const [busyId, setBusyId] = useState('');
  const [deleting, setDeleting] = useState<Row | null>(null);
  const undo = useUndo();

  async function changed() {
    watchPublish();
    await options.reload();
  }

  const sendStatus = (row: Row, status: boolean) =>
    adminApi(options.statusPath(encodeURIComponent(row._id), status), { method: 'PATCH' });

  async function setStatus(row: Row, status: boolean) {
    setBusyId(row._id);
    const result = await sendStatus(row, status);
    if (result.ok) {
      await changed();
      undo.offer(`${result.body?.msg ?? 'Changed'}: ${row.name}`, async () => {
        const back = await sendStatus(row, !status);
        toastResult(back);
        if (back.ok) await changed();
      });
    } else toastResult(result);
    setBusyId('');
  }

  async function remove(row: Row) {
    const result = await adminApi(options.deletePath(encodeURIComponent(row._id)), {
      method: 'DELETE',
    });
    toastResult(result);
    setDeleting(null);
    if (result.ok) await changed();
  }

  return {
    busyId,
    deleting,
    setDeleting,
    setStatus,
    remove,
    changed,
    // For other changes of the same screen (bulk actions): one bar, the newest offer in it.
    offerUndo: undo.offer,
    undoBar: undo.bar,
  };
}
