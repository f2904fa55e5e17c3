import { useCallback, useEffect, useState } from 'react';
import type { Stage } from '../../contract/stages';
import { stageLabels } from '../../contract/stages';
import { formatCount } from '../../contract/money';
import { client } from '../../lib/api-client';
import { adminSend, toastResult } from './http';
import {
  closedStages,
  FollowUpMark,
  QuoteSummary,
  StageBadge,
  type DeskListAnswer,
  type DeskRow,
} from './inquiry-bits';
import {
  inquiryListPath,
  isFiltered,
  searchOfView,
  viewFromSearch,
  type DeskView,
} from './inquiry-filters';
import { InquiryFilterBar } from './InquiryFilterBar';
import { Pager } from './Pager';
import { Link } from './Link';
import { dateTime } from './dates';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

const summary = (counts: DeskListAnswer['counts']) =>
  `${formatCount(counts.all)} in total · ${formatCount(counts.stages.new)} new · ${formatCount(counts.followUp)} need follow-up`;

/** An e-mail address that, when it has to wrap, breaks after the @ first. */
function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@') + 1;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** The list's state in the address bar: read on arrival and on back/forward, written on change. */
function useViewInAddress() {
  const [view, setView] = useState(() => viewFromSearch(location.search));
  useEffect(() => {
    const onPop = () => setView(viewFromSearch(location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const change = useCallback((next: Partial<DeskView>) => {
    setView((current) => {
      // Any change but the page itself starts again at page 1.
      const merged = { ...current, ...next, page: next.page ?? 1 };
      const search = searchOfView(merged);
      history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}`);
      return merged;
    });
  }, []);
  return [view, change] as const;
}

/** The reference's Unread/Acknowledged toggle, now new ⇄ in progress; other stages show a badge. */
function StageCell({
  row,
  busy,
  onToggle,
}: {
  row: DeskRow;
  busy: boolean;
  onToggle: (row: DeskRow, to: Stage) => void;
}) {
  const toggle = row.stage === 'new' ? 'in_progress' : row.stage === 'in_progress' ? 'new' : null;
  return (
    <>
      {toggle ? (
        <button
          type="button"
          className={`adm-status adm-stage is-${row.stage}`}
          onClick={() => onToggle(row, toggle)}
          disabled={busy}
          aria-label={`${stageLabels[row.stage]}: mark inquiry from ${row.fullname} as ${stageLabels[toggle].toLowerCase()}`}
        >
          {stageLabels[row.stage]}
        </button>
      ) : (
        <StageBadge stage={row.stage} />
      )}
      {row.quote && (
        <span className="adm-sub">
          <QuoteSummary quote={row.quote} />
        </span>
      )}
    </>
  );
}

function InquiryRow({
  row,
  busy,
  onToggle,
}: {
  row: DeskRow;
  busy: boolean;
  onToggle: (row: DeskRow, to: Stage) => void;
}) {
  return (
    <tr
      className={closedStages.includes(row.stage) ? 'is-done' : undefined}
      data-inquiry={row.reference}
    >
      <td data-label="Customer Name" className="adm-primary">
        <Link href={`/admin/inquiries/${encodeURIComponent(row._id)}`} className="adm-desk-open">
          <strong>{row.fullname}</strong>
        </Link>
        <span className="adm-sub">
          <Link href={`/admin/inquiries/${encodeURIComponent(row._id)}`}>{row.reference}</Link>
          {' · '}
          {dateTime(row.createdAt)}
          {row.kind === 'contact' && <span className="adm-tag">Contact</span>}
          {row.followUp && <FollowUpMark />}
        </span>
      </td>
      <td data-label="Email" className="adm-email">
        <a
          href={`mailto:${row.email}?subject=${encodeURIComponent(`Your inquiry ${row.reference}`)}`}
        >
          <EmailText address={row.email} />
        </a>
      </td>
      <td data-label="Message">
        <p className="adm-message">{row.message}</p>
      </td>
      <td data-label="Phone No" className="adm-nowrap">
        {row.phoneNumber ? (
          <a href={`tel:${row.phoneNumber.replace(/\s/g, '')}`}>{row.phoneNumber}</a>
        ) : (
          <span className="adm-muted">None</span>
        )}
      </td>
      <td data-label="Product Code">
        {row.products.length === 0 && <span className="adm-muted">None</span>}
        <ul className="adm-codes" role="list">
          {row.products.map((p, i) => (
            <li key={`${p.code}-${i}`}>
              <span className="adm-code">{p.code}</span>
              {p.qty > 1 && <span className="adm-muted">× {p.qty}</span>}
              {p._id ? (
                <a
                  className="adm-btn adm-btn-small adm-btn-ghost"
                  href={`/prod-detail/${p._id}`}
                  target="_blank"
                  rel="noopener"
                >
                  View on the shop<span className="sr-only">: {p.name}, in a new tab</span>
                </a>
              ) : (
                <span className="adm-muted" title={p.name}>
                  deleted
                </span>
              )}
            </li>
          ))}
        </ul>
      </td>
      <td data-label="Status" className="adm-nowrap">
        <StageCell row={row} busy={busy} onToggle={onToggle} />
      </td>
    </tr>
  );
}

/**
 * The inquiry desk's list: stage tabs with counts, search and filters, order and pages kept in the
 * address, a follow-up marker, each row opening its inquiry, and the CSV of the filtered list.
 */
export function InquiriesPage() {
  const [view, change] = useViewInAddress();
  const { data, error, loading, reload } = useLoad<DeskListAnswer>(inquiryListPath(view));
  const [busyId, setBusyId] = useState('');

  async function toggle(row: DeskRow, stage: Stage) {
    setBusyId(row._id);
    const result = await adminSend(
      client.admin.inquiries[':id'].stage.$patch({
        param: { id: encodeURIComponent(row._id) },
        json: { stage },
      }),
    );
    toastResult(result);
    if (result.ok) await reload();
    setBusyId('');
  }

  // A page past the end (rows removed since) moves back to the last page that has rows.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && view.page > 1)
      change({ page: Math.ceil(data.total / view.pageSize) });
  }, [data, view.page, view.pageSize, change]);

  return (
    <>
      <PageHead
        title="Inquiries"
        intro={
          data && (isFiltered(view) ? `${formatCount(data.total)} match` : summary(data.counts))
        }
      />
      <InquiryFilterBar view={view} counts={data?.counts} onChange={change} />
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading inquiries…" />}
      {data && (
        <>
          <div className="adm-tablewrap" aria-busy={loading}>
            <table className="adm-table adm-inquiries">
              <caption className="sr-only">Inquiries</caption>
              <thead>
                <tr>
                  <th scope="col">Customer Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Message</th>
                  <th scope="col">Phone No</th>
                  <th scope="col">Product Code</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((row) => (
                  <InquiryRow key={row._id} row={row} busy={busyId === row._id} onToggle={toggle} />
                ))}
              </tbody>
            </table>
            {data.total === 0 && (
              <p className="adm-empty">
                {isFiltered(view) ? 'No inquiries match these filters.' : 'No inquiries found.'}
              </p>
            )}
          </div>
          <Pager
            what="inquiries"
            page={view.page}
            pageSize={view.pageSize}
            total={data.total}
            onPage={(page) => change({ page })}
            onPageSize={(pageSize) => change({ pageSize })}
          />
        </>
      )}
    </>
  );
}
