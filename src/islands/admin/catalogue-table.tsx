import { useState } from 'react';
import { adminApi, toastResult } from './http';
import { Icon } from './icons';
import { watchPublish } from './publish';

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
 * The status switch and the confirmed delete of a product or category row: each change is sent,
 * reported in a toast and, when it worked, republishes the site and reloads the table.
 */
export function useRowChanges<Row extends { _id: string }>(options: {
  statusPath: (id: string, status: boolean) => string;
  deletePath: (id: string) => string;
  reload: () => Promise<unknown>;
}) {
  const [busyId, setBusyId] = useState('');
  const [deleting, setDeleting] = useState<Row | null>(null);

  async function changed() {
    watchPublish();
    await options.reload();
  }

  async function setStatus(row: Row, status: boolean) {
    setBusyId(row._id);
    const result = await adminApi(options.statusPath(encodeURIComponent(row._id), status), {
      method: 'PATCH',
    });
    toastResult(result);
    if (result.ok) await changed();
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

  return { busyId, deleting, setDeleting, setStatus, remove, changed };
}
