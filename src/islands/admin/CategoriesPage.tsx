import { useState } from 'react';
import { DeleteButton, TableHead, Thumb, useRowChanges } from './catalogue-table';
import { ConfirmDialog } from './Dialog';
import { CategoryDialog } from './CategoryDialog';
import { Icon } from './icons';
import type { CategoryJson } from './types';
import { Switch } from './fields';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

/** Categories: table with add/edit modal, status toggle and delete with confirmation (reference §2). */
export function CategoriesPage() {
  const { data, error, loading, reload } = useLoad<{ categories: CategoryJson[] }>(
    '/api/admin/categories',
  );
  const [editing, setEditing] = useState<CategoryJson | null | undefined>(undefined);
  const categories = data?.categories ?? [];
  const { busyId, deleting, setDeleting, setStatus, remove, changed, undoBar } =
    useRowChanges<CategoryJson>({
      statusPath: (id, status) => `/api/category/change-status/${id}/${status}`,
      deletePath: (id) => `/api/category/delete/${id}`,
      reload,
    });

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
            <TableHead
              columns={[
                { label: 'Image' },
                { label: 'Name' },
                { label: 'Slug' },
                { label: 'Description' },
                { label: 'Products', num: true },
                { label: 'Status' },
              ]}
            />
            <tbody>
              {categories.map((category) => (
                <tr key={category._id} data-category={category.slug}>
                  <td data-label="Image" className="adm-thumbcell">
                    <Thumb image={category.image} round />
                  </td>
                  <td data-label="Name" className="adm-primary">
                    {/* The row's first control opens it; the visibility switch comes later. */}
                    <button
                      type="button"
                      className="adm-rowlink adm-linkbutton"
                      onClick={() => setEditing(category)}
                    >
                      <strong>{category.name}</strong>
                    </button>
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
                    <DeleteButton name={category.name} onClick={() => setDeleting(category)} />
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
      {undoBar}
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
