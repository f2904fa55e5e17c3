import { formatRupees } from '../../contract/money';
import { formatGrams } from '../../contract/weight';
import { DeleteButton, Thumb } from './catalogue-table';
import { Icon } from './icons';
import { Link } from './Link';
import type { ProductRow } from './types';
import { Switch } from './fields';

/** Which column each order sorts, for `aria-sort` on its header. */
const sortedColumn: Record<string, [string, 'ascending' | 'descending']> = {
  name: ['Name', 'ascending'],
  '-name': ['Name', 'descending'],
  code: ['Name', 'ascending'],
  '-code': ['Name', 'descending'],
  price: ['Price', 'ascending'],
  '-price': ['Price', 'descending'],
};

/**
 * One page of products: a selection box first, the name (a link to edit it) next, and the stock
 * switch, which changes the live shop at once, well after them.
 */
export function ProductTable({
  products,
  sort,
  selected,
  onSelect,
  busyId,
  onStatus,
  onDelete,
}: {
  products: ProductRow[];
  sort: string;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  busyId: string;
  onStatus: (product: ProductRow, status: boolean) => void;
  onDelete: (product: ProductRow) => void;
}) {
  const [sortedBy, direction] = sortedColumn[sort] ?? [];
  const header = (label: string, num = false) => (
    <th
      scope="col"
      className={num ? 'adm-num' : undefined}
      aria-sort={sortedBy === label ? direction : undefined}
    >
      {label}
    </th>
  );
  const all = products.length > 0 && products.every((p) => selected.has(p._id));
  return (
    <table className="adm-table adm-products">
      <caption className="sr-only">Products</caption>
      <thead>
        <tr>
          <th scope="col" className="adm-selectcell">
            <input
              type="checkbox"
              aria-label="Select every product on this page"
              checked={all}
              onChange={(e) =>
                onSelect(
                  products.map((p) => p._id),
                  e.target.checked,
                )
              }
            />
          </th>
          {header('Image')}
          {header('Name')}
          {header('Category')}
          {header('Price', true)}
          {header('Weight', true)}
          {header('Status')}
          <th scope="col">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr
            key={product._id}
            data-product={product.code}
            className={selected.has(product._id) ? 'is-selected' : undefined}
          >
            <td className="adm-selectcell">
              <input
                type="checkbox"
                aria-label={`Select ${product.name}`}
                checked={selected.has(product._id)}
                onChange={(e) => onSelect([product._id], e.target.checked)}
              />
            </td>
            <td data-label="Image" className="adm-thumbcell">
              <Thumb image={product.image} />
            </td>
            <td data-label="Name" className="adm-primary">
              <Link className="adm-rowlink" href={`/admin/products/edit/${product._id}`}>
                <strong>{product.name}</strong>
              </Link>
              <span className="adm-sub">
                <span className="adm-code">{product.code}</span>
                {product.hidden && (
                  <span className="adm-tag adm-tag-hidden" title="On no page of the shop">
                    Hidden
                  </span>
                )}
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
                onChange={(next) => onStatus(product, next)}
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
              <DeleteButton name={product.name} onClick={() => onDelete(product)} />
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
  );
}
