import { useState } from 'react';
import { ConfirmDialog } from './Dialog';
import { CategoryDialog } from './CategoryDialog';
import { adminApi, toastResult } from './http';
import { Icon } from './icons';
import { watchPublish } from './publish';
import type { CategoryJson } from './types';
import { LoadError, Loading, PageHead, Switch, useLoad } from './ui';

/** Categories: table with add/edit modal, status toggle and delete with confirmation (reference §2). */
export function CategoriesPage() {
  const { data, error, loading, reload } = useLoad<{ categories: CategoryJson[] }>(
    '/api/admin/categories',
  );
  const [editing, setEditing] = useState<CategoryJson | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CategoryJson | null>(null);
  const [busyId, setBusyId] = useState('');
  const categories = data?.categories ?? [];

  async function changed() {
    watchPublish();
    await reload();
  }

  async function setStatus(category: CategoryJson, status: boolean) {
    setBusyId(category._id);
    const result = await adminApi(
      `/api/category/change-status/${encodeURIComponent(category._id)}/${status}`,
      { method: 'PATCH' },
    );
    toastResult(result);
    if (result.ok) await changed();
    setBusyId('');
  }

  async function remove(category: CategoryJson) {
    const result = await adminApi(`/api/category/delete/${encodeURIComponent(category._id)}`, {
      method: 'DELETE',
    });
    toastResult(result);
    setDeleting(null);
    if (result.ok) await changed();
  }

  return (
    <>
      <PageHead
        title="Category"
        intro={
          data
            ? `${categories.length} categories · hidden ones are not shown to shoppers`
            : undefined
        }
      >
        <button type="button" className="adm-btn" onClick={() => setEditing(null)}>
          <Icon name="plus" /> Add category
        </button>
      </PageHead>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading categories…" />}
      {data && (
        <div className="adm-tablewrap">
          <table className="adm-table adm-categories">
            <caption className="sr-only">Categories</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Slug</th>
                <th scope="col">Description</th>
                <th scope="col" className="adm-num">
                  Products
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {categories.map((category) => (
                <tr key={category._id} data-category={category.slug}>
                  <td data-label="Image" className="adm-thumbcell">
                    {category.image ? (
                      <img
                        className="adm-thumb adm-thumb-round"
                        src={category.image.url}
                        alt=""
                        width={48}
                        height={48}
                        loading="lazy"
                      />
                    ) : (
                      <span className="adm-thumb adm-thumb-empty" aria-hidden="true">
                        <Icon name="image" />
                      </span>
                    )}
                  </td>
                  <td data-label="Name" className="adm-primary">
                    <strong>{category.name}</strong>
                  </td>
                  <td data-label="Slug">
                    <code>{category.slug}</code>
                  </td>
                  <td data-label="Description" className="adm-desc">
                    {category.description}
                  </td>
                  <td data-label="Products" className="adm-num">
                    {category.count}
                  </td>
                  <td data-label="Status">
                    <Switch
                      checked={category.status}
                      disabled={busyId === category._id}
                      label={`${category.name} shown in the shop`}
                      text={category.status ? 'Active' : 'Hidden'}
                      onChange={(next) => setStatus(category, next)}
                    />
                  </td>
                  <td className="adm-rowactions">
                    <button
                      type="button"
                      className="adm-iconbtn"
                      aria-label={`Edit ${category.name}`}
                      title="Edit"
                      onClick={() => setEditing(category)}
                    >
                      <Icon name="edit" />
                    </button>
                    <button
                      type="button"
                      className="adm-iconbtn adm-danger"
                      aria-label={`Delete ${category.name}`}
                      title="Delete"
                      onClick={() => setDeleting(category)}
                    >
                      <Icon name="trash" />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {categories.length === 0 && (
            <p className="adm-empty">No categories yet. Add the first one.</p>
          )}
        </div>
      )}
      {editing !== undefined && (
        <CategoryDialog
          category={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void changed();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete category?"
          message={
            <p>
              Are you sure you want to delete <strong>{deleting.name}</strong>? This action cannot
              be undone.
              {deleting.count > 0 &&
                ` It still has ${deleting.count} ${deleting.count === 1 ? 'product' : 'products'}: move or delete them first.`}
            </p>
          }
          confirmLabel="Delete"
          workingLabel="Deleting..."
          danger
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </>
  );
}
