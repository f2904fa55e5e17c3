import { useEffect, useId, useState } from 'react';
import { stageLabels, stages } from '../../contract/stages';
import { formatCount } from '../../contract/money';
import { Icon } from './icons';
import { TextField } from './fields';
import type { DeskListAnswer } from './inquiry-bits';
import {
  defaultView,
  isFiltered,
  searchOfView,
  sortChoices,
  type DeskView,
  type SortChoice,
} from './inquiry-filters';

/** Stage tabs with their counts: "All" and one per stage. */
function StageTabs({
  view,
  counts,
  onChange,
}: {
  view: DeskView;
  counts: DeskListAnswer['counts'] | undefined;
  onChange: (next: Partial<DeskView>) => void;
}) {
  const tabs = [
    ['', 'All', counts?.all] as const,
    ...stages.map((s) => [s, stageLabels[s], counts?.stages[s]] as const),
  ];
  return (
    <div className="adm-seg adm-stagetabs" role="group" aria-label="Stage">
      {tabs.map(([stage, label, n]) => (
        <button
          key={stage || 'all'}
          type="button"
          aria-pressed={view.stage === stage}
          onClick={() => onChange({ stage })}
        >
          {label}
          {n !== undefined && <span className="adm-stagetab-count"> {formatCount(n)}</span>}
        </button>
      ))}
    </div>
  );
}

/**
 * The list's filters: stage tabs, search (sent after a pause in typing), kind, a range of days,
 * follow-up only, the order, and the CSV of what the filters select.
 */
export function InquiryFilterBar({
  view,
  counts,
  onChange,
}: {
  view: DeskView;
  counts: DeskListAnswer['counts'] | undefined;
  onChange: (next: Partial<DeskView>) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState(view.q);
  useEffect(() => setTyped(view.q), [view.q]);
  useEffect(() => {
    if (typed.trim() === view.q) return;
    const timer = setTimeout(() => onChange({ q: typed.trim() }), 300);
    return () => clearTimeout(timer);
  }, [typed, view.q, onChange]);
  const csv = searchOfView(view, { withPage: false });

  return (
    <div className="adm-deskbar">
      <StageTabs view={view} counts={counts} onChange={onChange} />
      <div className="adm-deskfilters">
        <div className="adm-field adm-deskfilter-q">
          <label htmlFor={`${id}-q`}>Search</label>
          <input
            id={`${id}-q`}
            className="adm-input"
            type="search"
            placeholder="Reference, name, e-mail, phone or code"
            maxLength={100}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        <div className="adm-field">
          <label htmlFor={`${id}-kind`}>Kind</label>
          <select
            id={`${id}-kind`}
            className="adm-input adm-select"
            value={view.kind}
            onChange={(event) => onChange({ kind: event.target.value as DeskView['kind'] })}
          >
            <option value="">All</option>
            <option value="inquiry">Inquiries</option>
            <option value="contact">Contact messages</option>
          </select>
        </div>
        <TextField
          label="From"
          type="date"
          value={view.from}
          max={view.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <TextField
          label="To"
          type="date"
          value={view.to}
          min={view.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        <div className="adm-field">
          <label htmlFor={`${id}-order`}>Order</label>
          <select
            id={`${id}-order`}
            className="adm-input adm-select"
            value={view.order}
            onChange={(event) => onChange({ order: event.target.value as SortChoice })}
          >
            {Object.entries(sortChoices).map(([key, choice]) => (
              <option key={key} value={key}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <label className="adm-check adm-deskfilter-follow">
          <input
            type="checkbox"
            checked={view.followUp}
            onChange={(event) => onChange({ followUp: event.target.checked })}
          />
          Needs follow-up
          {counts && <span className="adm-muted"> ({formatCount(counts.followUp)})</span>}
        </label>
        <div className="adm-deskfilter-actions">
          {isFiltered(view) && (
            <button
              type="button"
              className="adm-btn adm-btn-ghost adm-btn-small"
              onClick={() => {
                setTyped('');
                onChange({ ...defaultView, order: view.order, pageSize: view.pageSize });
              }}
            >
              Clear filters
            </button>
          )}
          <a
            className="adm-btn adm-btn-ghost adm-btn-small"
            href={`/api/admin/inquiries/export.csv${csv ? `?${csv}` : ''}`}
            download
          >
            <Icon name="down" /> Export CSV
          </a>
        </div>
      </div>
    </div>
  );
}
