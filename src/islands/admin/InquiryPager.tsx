import { useId } from 'react';
import { pageCount } from '../../contract/paging';

const sizes = [10, 25, 50, 100];

/** "26–50 of 123", previous and next page, and how many rows a page holds. */
export function InquiryPager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="adm-pager" aria-label="Pages of inquiries">
      <p className="adm-pager-count" aria-live="polite">
        {total === 0
          ? 'No inquiries'
          : `${first.toLocaleString('en-IN')}–${last.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`}
        {pages > 1 && ` · page ${page} of ${pages}`}
      </p>
      <div className="adm-pager-controls">
        <label htmlFor={sizeId}>Per page</label>
        <select
          id={sizeId}
          className="adm-input adm-select"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {[...new Set([...sizes, pageSize])]
            .sort((a, b) => a - b)
            .map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
        </select>
        <button
          type="button"
          className="adm-btn adm-btn-ghost adm-btn-small"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </button>
        <button
          type="button"
          className="adm-btn adm-btn-ghost adm-btn-small"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </button>
      </div>
    </nav>
  );
}
