import { fieldLabel, formatValue } from './audit-format';

// A creation or deletion records the whole record; past this many fields it is folded away.
const openFields = 4;

/** The changed fields of one audit entry: before → after, a creation's or deletion's fields folded. */
export function AuditChanges({ changes }: { changes: Record<string, [unknown, unknown]> }) {
  const entries = Object.entries(changes);
  if (entries.length === 0) return <span className="adm-sub">No field changed</span>;
  const list = (
    <ul className="adm-changes" role="list">
      {entries.map(([key, [before, after]]) => (
        <li key={key}>
          <span className="adm-change-field">{fieldLabel(key)}</span>:{' '}
          {before !== null && <del>{formatValue(key, before)}</del>}
          {before !== null && after !== null && ' → '}
          {after !== null && <ins>{formatValue(key, after)}</ins>}
        </li>
      ))}
    </ul>
  );
  if (entries.length <= openFields) return list;
  return (
    <details>
      <summary>{entries.length} fields</summary>
      {list}
    </details>
  );
}
