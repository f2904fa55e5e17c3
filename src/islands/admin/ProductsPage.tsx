import { useMemo, useState } from 'react';
import { formatRupees } from '../../contract/money';
import { formatGrams } from '../../contract/weight';
import { DeleteButton, TableHead, Thumb, useRowChanges } from './catalogue-table';
import { ConfirmDialog } from './Dialog';
import { Icon } from './icons';
import { Link } from './Link';
import type { ProductJson } from './types';
import { LoadError, Loading, PageHead, SearchBox, Switch, useLoad } from './ui';

/** The reference's confirmation before a product is deleted (§5 "Deletion"). */
export const deleteQuestion =
  'Are you sure you want to delete this item? This action cannot be undone.';

/** Products: table with status toggle and edit / delete / info (reference §2 "Products"). */
export function ProductsPage() {
  const { data, error, loading, reload } = useLoad<{ prod: ProductJson[] }>('/api/admin/products');
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

  const { busyId, deleting, setDeleting, setStatus, remove } = useRowChanges<ProductJson>({
    statusPath: (id, status) => `/api/product/change-status/${id}/${status}`,
    deletePath: (id) => `/api/product/delete/${id}/images`,
    reload,
  });

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
            <TableHead
              columns={[
                { label: 'Image' },
                { label: 'Name' },
                { label: 'Category' },
                { label: 'Price', num: true },
                { label: 'Weight', num: true },
                { label: 'Status' },
              ]}
            />
            <tbody>
              {products.map((product) => (
                <tr key={product._id} data-product={product.code}>
                  <td data-label="Image" className="adm-thumbcell">
                    <Thumb image={product.image} />
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
                    <DeleteButton name={product.name} onClick={() => setDeleting(product)} />
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
