import { useEffect, useId, useState } from 'react';
import { pageCount, searchMaxLength } from '../../contract/paging';
import { formatCount } from '../../contract/money';

const sizes = [10, 25, 50, 100];

/** "26–50 of 5,000 products · page 2 of 200", previous and next, and how many rows a page holds. */
export function Pager({
  what,
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  /** The rows, plural: "products". */
  what: string;
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
    <nav className="adm-pager" aria-label={`Pages of ${what}`}>
      <p className="adm-pager-count" aria-live="polite">
        {total === 0
          ? `No ${what}`
          : `${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${what}`}
        {pages > 1 && ` · page ${formatCount(page)} of ${formatCount(pages)}`}
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
          onClick={() => onPage(Math.min(page - 1, pages))}
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

/** The list's order as a labelled select: `choices` maps each sort value to what it says. */
export function SortPicker({
  value,
  choices,
  onChange,
}: {
  value: string;
  choices: Record<string, string>;
  onChange: (sort: string) => void;
}) {
  const id = useId();
  return (
    <div className="adm-sortpick">
      <label htmlFor={id}>Sort</label>
      <select
        id={id}
        className="adm-input adm-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {Object.entries(choices).map(([sort, label]) => (
          <option key={sort} value={sort}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A search box for a list searched on the server: it shows every key at once and hands the text
 * on once typing pauses, so the server is not asked for every letter.
 */
export function ServerSearch({
  label,
  placeholder = `${label}…`,
  value,
  onSearch,
  delayMs = 300,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (q: string) => void;
  delayMs?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  // The address changed (Back, a link): show its search, unless it is what is being typed.
  useEffect(() => {
    if (value !== text.trim()) setText(value);
  }, [value]);
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="adm-search">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        className="adm-input"
        type="search"
        placeholder={placeholder}
        value={text}
        maxLength={searchMaxLength}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(text.trim());
        }}
      />
    </div>
  );
}
