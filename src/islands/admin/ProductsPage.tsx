import { useState } from 'react';
import type { InferResponseType } from 'hono/client';
import { formatCount } from '../../contract/money';
import type { client } from '../../lib/api-client';
import { BulkBar, type BulkAnswer } from './BulkBar';
import { useRowChanges } from './catalogue-table';
import { ConfirmDialog } from './Dialog';
import { adminApi, toastResult } from './http';
import { Icon } from './icons';
import { ImportDialog } from './ImportDialog';
import { Link } from './Link';
import { listPath } from './list-address';
import { useLastPageClamp, useListView } from './list-view';
import { productList } from './paged-lists';
import { Pager, ServerSearch, SortPicker } from './Pager';
import { ProductShowFilter } from './ProductShowFilter';
import { ProductTable } from './ProductTable';
import type { ProductRow } from './types';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

/** The reference's confirmation before a product is deleted (§5 "Deletion"). */
export const deleteQuestion =
  'Are you sure you want to delete this item? This action cannot be undone.';

/** Undo of a bulk action: the states its answer gave, sent back; the list reloads when it worked. */
async function undoBulk(
  restore: NonNullable<BulkAnswer['previous']>,
  changed: () => Promise<unknown>,
) {
  const result = await adminApi('/api/admin/products/bulk/undo', { json: { restore } });
  toastResult(result);
  if (result.ok) await changed();
}

/** `GET /api/admin/products`: one page, the total that matched, and the stock counts. */
type ProductPage = InferResponseType<typeof client.admin.products.$get>;

/**
 * Products, one page at a time, searched and sorted on the server (the address keeps page, order
 * and search): stock switch with Undo, edit / delete / view, bulk actions on a selection (with
 * Undo, but for delete), and the CSV export and import (reference §2 "Products", DESIGN §10).
 */
export function ProductsPage() {
  const [view, setView] = useListView(productList.shape);
  const { data, error, loading, reload } = useLoad<ProductPage>(listPath(productList, view));
  useLastPageClamp(view, data?.total, setView);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const { busyId, deleting, setDeleting, setStatus, remove, changed, offerUndo, undoBar } =
    useRowChanges<ProductRow>({
      statusPath: (id, status) => `/api/product/change-status/${id}/${status}`,
      deletePath: (id) => `/api/product/delete/${id}/images`,
      reload,
    });

  function select(ids: string[], on: boolean) {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  }

  const counts = data?.counts;
  return (
    <>
      <PageHead
        title="Products"
        intro={
          counts
            ? `${formatCount(counts.all)} products · ${formatCount(counts.outOfStock)} out of stock · ${formatCount(counts.hidden)} hidden`
            : undefined
        }
      >
        <ServerSearch label="Search products" value={view.q} onSearch={(q) => setView({ q })} />
        <a className="adm-btn adm-btn-ghost" href="/api/admin/products/export" download>
          Export CSV
        </a>
        <button type="button" className="adm-btn adm-btn-ghost" onClick={() => setImporting(true)}>
          Import CSV
        </button>
        <Link className="adm-btn" href="/admin/products/add">
          <Icon name="plus" /> Add product
        </Link>
      </PageHead>
      <div className="adm-listbar">
        <SortPicker
          value={view.sort}
          choices={productList.orders}
          onChange={(sort) => setView({ sort })}
        />
        <ProductShowFilter
          value={view.filters.show ?? ''}
          onChange={(show) => setView({ filters: { show } })}
        />
        {selected.size > 0 && (
          <BulkBar
            ids={[...selected]}
            onClear={() => setSelected(new Set())}
            onDone={async (_action, answer) => {
              setSelected(new Set());
              await changed();
              const restore = answer.previous ?? [];
              if (restore.length > 0) offerUndo(answer.msg, () => undoBulk(restore, changed));
            }}
          />
        )}
      </div>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading products…" />}
      {data && (
        <div className="adm-tablewrap" aria-busy={loading}>
          <ProductTable
            products={data.items ?? []}
            sort={view.sort}
            selected={selected}
            onSelect={select}
            busyId={busyId}
            onStatus={setStatus}
            onDelete={setDeleting}
          />
          {counts?.all === 0 && <p className="adm-empty">No products yet. Add the first one.</p>}
          {counts !== undefined && counts.all > 0 && data.total === 0 && (
            <p className="adm-empty">No products match your search and filter.</p>
          )}
          <Pager
            what="products"
            page={view.page}
            pageSize={view.pageSize}
            total={data.total}
            onPage={(page) => setView({ page })}
            onPageSize={(pageSize) => setView({ pageSize })}
          />
        </div>
      )}
      {undoBar}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.name}?`}
          message={<p>{deleteQuestion}</p>}
          confirmLabel="Delete"
          workingLabel="Deleting..."
          danger
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
      {importing && (
        <ImportDialog onClose={() => setImporting(false)} onApplied={() => void reload()} />
      )}
    </>
  );
}
