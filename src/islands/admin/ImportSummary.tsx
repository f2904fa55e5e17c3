import type { ImportPreview } from '../../contract/product-csv';
import { formatCount } from '../../contract/money';

/** What an import would do: the counts, the problems by row and column, the updates and new products. */
export function ImportSummary({ preview }: { preview: ImportPreview & { msg: string } }) {
  const { counts, problems, updates, creates } = preview;
  const more = (shown: number, all: number) =>
    all > shown && <p className="adm-hint">…and {formatCount(all - shown)} more.</p>;
  return (
    <div className="adm-import" aria-live="polite">
      <ul className="adm-import-counts" role="list" aria-label="What the file would change">
        <li>
          <strong>{formatCount(counts.update)}</strong> to update
        </li>
        <li>
          <strong>{formatCount(counts.create)}</strong> to create
        </li>
        <li>
          <strong>{formatCount(counts.unchanged)}</strong> unchanged
        </li>
        {counts.problems > 0 && (
          <li className="adm-import-bad">
            <strong>{formatCount(counts.problems)}</strong>{' '}
            {counts.problems === 1 ? 'problem' : 'problems'}
          </li>
        )}
      </ul>
      {counts.problems > 0 && (
        <section>
          <h3>Problems: fix them in the file and choose it again. Nothing has changed.</h3>
          <table className="adm-table adm-import-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, i) => (
                <tr key={i}>
                  <td>{problem.row}</td>
                  <td>
                    <code>{problem.field}</code>
                  </td>
                  <td>{problem.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {more(problems.length, counts.problems)}
        </section>
      )}
      {updates.length > 0 && (
        <section>
          <h3>Updates</h3>
          <table className="adm-table adm-import-table">
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Product</th>
                <th scope="col">Changes</th>
              </tr>
            </thead>
            <tbody>
              {updates.map((update) => (
                <tr key={update.row} data-import-row={update.code}>
                  <td>{update.row}</td>
                  <td>
                    {update.name} <span className="adm-code">{update.code}</span>
                  </td>
                  <td>
                    <ul className="adm-changes" role="list">
                      {Object.entries(update.changes).map(([field, [before, after]]) => (
                        <li key={field}>
                          <code>{field}</code>: <del>{before || '(empty)'}</del> →{' '}
                          <ins>{after || '(empty)'}</ins>
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {more(updates.length, counts.update)}
        </section>
      )}
      {creates.length > 0 && (
        <section>
          <h3>New products</h3>
          <ul className="adm-import-new" role="list">
            {creates.map((create) => (
              <li key={create.row}>
                Row {create.row}: {create.name} <span className="adm-code">{create.code}</span>
              </li>
            ))}
          </ul>
          {more(creates.length, counts.create)}
        </section>
      )}
      {counts.create + counts.update === 0 && counts.problems === 0 && (
        <p className="adm-import-none">0 changes: the file matches the shop.</p>
      )}
    </div>
  );
}
