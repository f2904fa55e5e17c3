import { changeLines } from './audit-format';

// A creation or deletion records the whole record; past this many lines it is folded away.
const openFields = 4;

/**
 * The changes of one audit entry in words, one line per field: before → after (only the recorded
 * side for a creation or deletion); a long list folded behind its count.
 */
export function AuditChanges({
  entity,
  changes,
}: {
  entity: string;
  changes: Record<string, [unknown, unknown]>;
}) {
  const lines = changeLines(entity, changes);
  if (lines.length === 0) return <span className="adm-sub">No field changed</span>;
  const list = (
    <ul className="adm-changes" role="list">
      {lines.map((line) => (
        <li key={line.key}>
          <span className="adm-change-field">{line.label}:</span>{' '}
          <span>
            {line.before !== null && <del>{line.before}</del>}
            {line.before !== null && line.after !== null && ' → '}
            {line.after !== null && <ins>{line.after}</ins>}
          </span>
        </li>
      ))}
    </ul>
  );
  if (lines.length <= openFields) return list;
  return (
    <details>
      <summary>{lines.length} fields</summary>
      {list}
    </details>
  );
}
