import type { InferResponseType } from 'hono/client';
import { useId } from 'react';
import type { client } from '../../lib/api-client';
import { AuditChanges } from './AuditChanges';
import { Link } from './Link';
import { describeAction, entityLabel } from './audit-actions';
import { listPath } from './list-address';
import { useLastPageClamp, useListView } from './list-view';
import { auditList } from './paged-lists';
import { Pager, ServerSearch, SortPicker } from './Pager';
import { dateTime } from './dates';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

type AuditPageData = InferResponseType<typeof client.admin.audit.$get>;
type Facets = InferResponseType<typeof client.admin.audit.facets.$get>;

function Choice({
  label,
  any,
  value,
  options,
  onChange,
}: {
  label: string;
  /** What the empty choice means: "Everyone", "Everything". */
  any: string;
  value: string;
  options: [string, string][];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="adm-audit-filter">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="adm-input adm-select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{any}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Day({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (day: string) => void;
}) {
  const id = useId();
  return (
    <div className="adm-audit-filter">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="adm-input"
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * The audit trail (owner only): who changed what and when, with each changed field before and
 * after; filtered by who, what and shop days, paged on the server, the address keeping the view.
 */
export function AuditPage() {
  const [view, setView] = useListView(auditList.shape);
  const { data, error, loading, reload } = useLoad<AuditPageData>(listPath(auditList, view));
  const { data: facets } = useLoad<Facets>('/api/admin/audit/facets');
  useLastPageClamp(view, data?.total, setView);
  const filter = (name: string) => (value: string) => setView({ filters: { [name]: value } });
  const people = (facets?.actors ?? []).map((a): [string, string] => [a.id, a.name || a.email]);
  const kinds = (facets?.entities ?? []).map((e): [string, string] => [e, entityLabel(e)]);

  return (
    <>
      <PageHead
        title="Audit trail"
        intro="Every change made in the back office: who, when and what."
      >
        <ServerSearch label="Search changes" value={view.q} onSearch={(q) => setView({ q })} />
      </PageHead>
      <div className="adm-listbar adm-audit-filters" role="group" aria-label="Filters">
        <Choice
          label="Who"
          any="Everyone"
          value={view.filters.actor ?? ''}
          options={people}
          onChange={filter('actor')}
        />
        <Choice
          label="What"
          any="Everything"
          value={view.filters.entity ?? ''}
          options={kinds}
          onChange={filter('entity')}
        />
        <Day label="From" value={view.filters.from ?? ''} onChange={filter('from')} />
        <Day label="To" value={view.filters.to ?? ''} onChange={filter('to')} />
        <SortPicker
          value={view.sort}
          choices={auditList.orders}
          onChange={(sort) => setView({ sort })}
        />
      </div>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {error && data && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      {loading && !data && <Loading text="Loading the trail…" />}
      {data && (
        <div className="adm-tablewrap" aria-busy={loading}>
          <table className="adm-table adm-audit">
            <caption className="sr-only">
              Changes, {view.sort === 'at' ? 'oldest' : 'newest'} first
            </caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {(data.items ?? []).map((entry) => (
                <tr key={entry._id} data-audit={entry.entity}>
                  <td data-label="When">
                    <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                  </td>
                  <td data-label="Who">{entry.actor.name}</td>
                  <td data-label="What">
                    <strong>{describeAction(entry.entity, entry.action)}</strong>
                    {entry.inquiry ? (
                      <span className="adm-sub">
                        <Link href={`/admin/inquiries/${encodeURIComponent(entry.entityId ?? '')}`}>
                          {entry.inquiry.reference}
                        </Link>{' '}
                        · {entry.inquiry.customerName}
                      </span>
                    ) : (
                      entry.entityName && <span className="adm-sub">{entry.entityName}</span>
                    )}
                  </td>
                  <td data-label="Changes">
                    <AuditChanges entity={entry.entity} changes={entry.changes} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data.total === 0 && <p className="adm-empty">No changes match these filters.</p>}
          <Pager
            what="changes"
            page={view.page}
            pageSize={view.pageSize}
            total={data.total}
            onPage={(page) => setView({ page })}
            onPageSize={(pageSize) => setView({ pageSize })}
          />
        </div>
      )}
    </>
  );
}
