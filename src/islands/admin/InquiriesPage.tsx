import { useMemo, useState } from 'react';
import { formatRupees } from '../../contract/money';
import { adminApi, toastResult } from './http';
import type { InquiryRow } from './types';
import { LoadError, Loading, PageHead, SearchBox, dateTime, useLoad } from './ui';

type Filter = 'all' | 'unread' | 'acknowledged';

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

/** Inquiries, newest first: Unread/Acknowledged toggle, acknowledged rows struck through (reference §2). */
export function InquiriesPage() {
  const { data, error, loading, reload } = useLoad<{ inquiry: InquiryRow[] }>(
    '/api/inquiry/get-inquiry',
  );
  const [busyId, setBusyId] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [query, setQuery] = useState('');
  const all = data?.inquiry ?? [];
  const unread = all.filter((i) => !i.status).length;
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return all.filter(
      (i) =>
        (filter === 'all' || (filter === 'unread') === !i.status) &&
        (!q ||
          [
            i.fullname,
            i.email,
            i.phoneNumber,
            i.message,
            i.reference,
            ...i.products.map((p) => p.code),
          ].some((t) => t.toLowerCase().includes(q))),
    );
  }, [all, filter, query]);

  async function toggle(inquiry: InquiryRow) {
    setBusyId(inquiry._id);
    const result = await adminApi(
      `/api/inquiry/change-status/${encodeURIComponent(inquiry._id)}/${!inquiry.status}`,
      { method: 'PATCH' },
    );
    toastResult(result);
    if (result.ok) await reload();
    setBusyId('');
  }

  return (
    <>
      <PageHead
        title="Inquiries"
        intro={data ? `${all.length} in total · ${unread} unread` : undefined}
      >
        <SearchBox label="Search inquiries" value={query} onChange={setQuery} />
        <div className="adm-seg" role="group" aria-label="Show">
          {(['all', 'unread', 'acknowledged'] as const).map((f) => (
            <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)}>
              {f === 'all' ? 'All' : f === 'unread' ? 'Unread' : 'Acknowledged'}
            </button>
          ))}
        </div>
      </PageHead>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading inquiries…" />}
      {data && (
        <div className="adm-tablewrap">
          <table className="adm-table adm-inquiries">
            <caption className="sr-only">Inquiries, newest first</caption>
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
              {rows.map((inquiry) => (
                <tr
                  key={inquiry._id}
                  className={inquiry.status ? 'is-done' : undefined}
                  data-inquiry={inquiry.reference}
                >
                  <td data-label="Customer Name" className="adm-primary">
                    <strong>{inquiry.fullname}</strong>
                    <span className="adm-sub">
                      {inquiry.reference} · {dateTime(inquiry.createdAt)}
                    </span>
                  </td>
                  <td data-label="Email" className="adm-email">
                    <a
                      href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Your inquiry ${inquiry.reference}`)}`}
                    >
                      <EmailText address={inquiry.email} />
                    </a>
                  </td>
                  <td data-label="Message">
                    <p className="adm-message">{inquiry.message}</p>
                  </td>
                  <td data-label="Phone No" className="adm-nowrap">
                    <a href={`tel:${inquiry.phoneNumber.replace(/\s/g, '')}`}>
                      {inquiry.phoneNumber}
                    </a>
                  </td>
                  <td data-label="Product Code">
                    {inquiry.products.length === 0 && <span className="adm-muted">None</span>}
                    <ul className="adm-codes" role="list">
                      {inquiry.products.map((p, i) => (
                        <li key={`${p.code}-${i}`}>
                          <span className="adm-code">{p.code}</span>
                          {p._id ? (
                            <a
                              className="adm-btn adm-btn-small adm-btn-ghost"
                              href={`/prod-detail/${p._id}`}
                              target="_blank"
                              rel="noopener"
                              title={`${p.name} · ${formatRupees(p.price)} when asked`}
                            >
                              Show details {i + 1}
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
                    <button
                      type="button"
                      className={`adm-status ${inquiry.status ? 'is-ack' : 'is-unread'}`}
                      onClick={() => toggle(inquiry)}
                      disabled={busyId === inquiry._id}
                      aria-label={`${inquiry.status ? 'Acknowledged' : 'Unread'}: mark inquiry from ${inquiry.fullname} as ${inquiry.status ? 'unread' : 'acknowledged'}`}
                    >
                      {inquiry.status ? 'Acknowledged' : 'Unread'}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {all.length === 0 && <p className="adm-empty">No inquiries found.</p>}
          {all.length > 0 && rows.length === 0 && <p className="adm-empty">No inquiries match.</p>}
        </div>
      )}
    </>
  );
}
