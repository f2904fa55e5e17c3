import { useMemo, useState } from 'react';
import { formatGrams, formatRupees } from '../../lib/money';
import { ConfirmDialog } from './Dialog';
import { adminApi, toastResult } from './http';
import { Icon } from './icons';
import { Link } from './Link';
import { watchPublish } from './publish';
import type { ProductJson } from './types';
import { LoadError, Loading, PageHead, SearchBox, Switch, useLoad } from './ui';

/** The reference's confirmation before a product is deleted (§5 "Deletion"). */
export const deleteQuestion =
  'Are you sure you want to delete this item? This action cannot be undone.';

/** Products: table with status toggle and edit / delete / info (reference §2 "Products"). */
export function ProductsPage() {
  const { data, error, loading, reload } = useLoad<{ prod: ProductJson[] }>('/api/admin/products');
  const [deleting, setDeleting] = useState<ProductJson | null>(null);
  const [busyId, setBusyId] = useState('');
  const [query, setQuery] = useState('');
  const all = data?.prod ?? [];
  const products = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q
      ? all.filter((p) =>
          [p.name, p.code, p.category_id.name].some((t) => t.toLowerCase().includes(q)),
        )
      : all;
  }, [all, query]);
  const outOfStock = all.filter((p) => !p.status).length;

  async function setStatus(product: ProductJson, status: boolean) {
    setBusyId(product._id);
    const result = await adminApi(
      `/api/product/change-status/${encodeURIComponent(product._id)}/${status}`,
      { method: 'PATCH' },
    );
    toastResult(result);
    if (result.ok) {
      watchPublish();
      await reload();
    }
    setBusyId('');
  }

  async function remove(product: ProductJson) {
    const result = await adminApi(`/api/product/delete/${encodeURIComponent(product._id)}/images`, {
      method: 'DELETE',
    });
    toastResult(result);
    setDeleting(null);
    if (result.ok) {
      watchPublish();
      await reload();
    }
  }

  return (
    <>
      <PageHead
        title="Products"
        intro={data ? `${all.length} products · ${outOfStock} out of stock` : undefined}
      >
        <SearchBox label="Search products" value={query} onChange={setQuery} />
        <Link className="adm-btn" href="/admin/products/add">
          <Icon name="plus" /> Add product
        </Link>
      </PageHead>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading products…" />}
      {data && (
        <div className="adm-tablewrap">
          <table className="adm-table adm-products">
            <caption className="sr-only">Products, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Category</th>
                <th scope="col" className="adm-num">
                  Price
                </th>
                <th scope="col" className="adm-num">
                  Weight
                </th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product._id} data-product={product.code}>
                  <td data-label="Image" className="adm-thumbcell">
                    {product.image ? (
                      <img
                        className="adm-thumb"
                        src={product.image.url}
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
                    <strong>{product.name}</strong>
                    <span className="adm-sub">
                      <span className="adm-code">{product.code}</span>
                      {product.bestSeller && <span className="adm-tag">Best seller</span>}
                      {product.trendingProd && <span className="adm-tag">Trending</span>}
                      {product.newArrival && <span className="adm-tag">New</span>}
                    </span>
                  </td>
                  <td data-label="Category">{product.category_id.name}</td>
                  <td data-label="Price" className="adm-num">
                    <span className="adm-price">{formatRupees(product.price)}</span>
                    {product.discount > 0 && (
                      <span className="adm-sub">
                        −{product.discount}% → {formatRupees(product.total_price)}
                      </span>
                    )}
                  </td>
                  <td data-label="Weight" className="adm-num">
                    {formatGrams(product.weight)}
                  </td>
                  <td data-label="Status">
                    <Switch
                      checked={product.status}
                      disabled={busyId === product._id}
                      label={`${product.name} in stock`}
                      text={product.status ? 'In stock' : 'Out of stock'}
                      onChange={(next) => setStatus(product, next)}
                    />
                  </td>
                  <td className="adm-rowactions">
                    <Link
                      className="adm-iconbtn"
                      href={`/admin/products/edit/${product._id}`}
                      aria-label={`Edit ${product.name}`}
                      title="Edit"
                    >
                      <Icon name="edit" />
                    </Link>
                    <button
                      type="button"
                      className="adm-iconbtn adm-danger"
                      aria-label={`Delete ${product.name}`}
                      title="Delete"
                      onClick={() => setDeleting(product)}
                    >
                      <Icon name="trash" />
                    </button>
                    <a
                      className="adm-iconbtn"
                      href={`/prod-detail/${product._id}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`View ${product.name} in the shop (opens a new tab)`}
                      title="Info"
                    >
                      <Icon name="external" />
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {all.length === 0 && <p className="adm-empty">No products yet. Add the first one.</p>}
          {all.length > 0 && products.length === 0 && (
            <p className="adm-empty">No products match your search.</p>
          )}
        </div>
      )}
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
    </>
  );
}
