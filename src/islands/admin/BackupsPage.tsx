import { useState } from 'react';
import { formatCount } from '../../contract/money';
import {
  backupWarnings,
  reasonText,
  sizeText,
  type BackupList,
  type BackupRow,
} from './backup-health';
import { adminApi, toastResult } from './http';
import { dateTime } from './dates';
import { LoadError, Loading, PageHead } from './screen-parts';
import { useLoad } from './use-load';

/** The counts a shopkeeper recognises, from a backup's rows per table. */
function rowsText(counts: Record<string, number>) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const some = (table: string, label: string) => `${formatCount(counts[table] ?? 0)} ${label}`;
  return `${some('products', 'products')}, ${some('inquiries', 'inquiries')}, ${some('users', 'customers')} · ${formatCount(total)} rows in all`;
}

/** How to put a backup back: a command on the server, with the shop stopped. */
function RestoreHelp({ backup }: { backup: BackupRow }) {
  return (
    <section className="adm-panel" aria-labelledby="backup-restore">
      <div className="adm-panel-head">
        <h2 id="backup-restore">Restore the backup of {dateTime(backup.createdAt)}</h2>
      </div>
      <p className="adm-hint">
        A restore replaces every product, inquiry, customer and picture with the backup's, so it is
        done on the server, not here. Stop the shop, run this in its folder, then start it again.
        What it replaces is kept as one more backup.
      </p>
      <pre className="adm-backup-command">
        <code>{backup.restoreCommand}</code>
      </pre>
    </section>
  );
}

/** On the Worker: the database host keeps the history. */
function HostedBackups() {
  return (
    <section className="adm-panel" aria-labelledby="backup-hosted">
      <div className="adm-panel-head">
        <h2 id="backup-hosted">Kept by the database host</h2>
      </div>
      <p className="adm-hint">
        This shop's database is a hosted libSQL database (Turso or sqld), so this server takes no
        backups of its own. The host's point-in-time restore brings the database back as it was at
        any moment of its retention period: see the section “Backups” in the shop's README.md.
      </p>
    </section>
  );
}

/** Where a backup's off-machine copy stands, in words. */
function offsiteText(backup: BackupRow, target: string | null | undefined) {
  if (!target) return 'Not set up';
  if (!backup.offsite) return 'Not copied';
  if (backup.offsite.state === 'copied') return `Copied ${dateTime(backup.offsite.at)}`;
  return `Failed: ${backup.offsite.error ?? 'no reason given'}`;
}

/** "Download the shop's data": every table's rows in one file that `npm run restore` accepts. */
function ExportPanel() {
  return (
    <section className="adm-panel" aria-labelledby="backup-export">
      <div className="adm-panel-head">
        <h2 id="backup-export">Download the shop's data</h2>
      </div>
      <p className="adm-hint">
        One file with every product, inquiry, customer and setting (not the pictures). A server
        running the shop restores it with <code>npm run restore -- FILE</code>, so the shop can move
        from the edge to a single machine.
      </p>
      <a className="adm-btn adm-btn-ghost" href="/api/admin/backups/export" download>
        Download the shop's data
      </a>
    </section>
  );
}

/** The owner's Backups screen (Node): every finished backup, "Back up now", and how to restore one. */
export function BackupsPage() {
  const { data, error, loading, reload } = useLoad<BackupList>('/api/admin/backups');
  const [busy, setBusy] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const warnings = data ? backupWarnings(data, Date.now()) : [];
  const restoring = data?.backups.find((backup) => backup.name === chosen);

  async function backUpNow() {
    setBusy(true);
    const result = await adminApi('/api/admin/backups', { method: 'POST' });
    setBusy(false);
    toastResult(result);
    await reload();
  }

  return (
    <>
      <PageHead title="Backups" intro="Copies of the shop's data and pictures, kept on the server.">
        {data?.available && (
          <button
            type="button"
            className="adm-btn"
            disabled={busy}
            onClick={() => void backUpNow()}
          >
            {busy ? 'Backing up…' : 'Back up now'}
          </button>
        )}
      </PageHead>
      {error && !data && <LoadError text={error} onRetry={reload} />}
      {loading && !data && <Loading text="Loading the backups…" />}
      {data && !data.available && <HostedBackups />}
      {warnings.map((warning) => (
        <p key={warning} className="adm-settings-demo" role="note">
          {warning}
        </p>
      ))}
      {data?.available && (
        <p className="adm-hint">
          The server backs up every night and before every CSV import and bulk delete.{' '}
          {data.offsite
            ? `Each backup is also copied to ${data.offsite}.`
            : 'Copy the backup folder off this machine too (or set BACKUP_S3_URL): a backup on the same disk does not survive the disk.'}
        </p>
      )}
      {data?.available && data.backups.length > 0 && (
        <div className="adm-tablewrap">
          <table className="adm-table">
            <caption className="sr-only">Backups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Taken</th>
                <th scope="col">Why</th>
                <th scope="col">Size</th>
                <th scope="col">What it holds</th>
                <th scope="col">Off this machine</th>
                <th scope="col">
                  <span className="sr-only">Download</span>
                </th>
                <th scope="col">
                  <span className="sr-only">Restore</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.backups.map((backup) => (
                <tr key={backup.name} data-backup={backup.name}>
                  <td data-label="Taken">{dateTime(backup.createdAt)}</td>
                  <td data-label="Why">{reasonText(backup.reason)}</td>
                  <td data-label="Size">{sizeText(backup.size)}</td>
                  <td data-label="What it holds">
                    {rowsText(backup.counts)}, {formatCount(backup.pictures)} pictures
                  </td>
                  <td data-label="Off this machine">{offsiteText(backup, data.offsite)}</td>
                  <td>
                    <a
                      className="adm-btn adm-btn-ghost adm-btn-small"
                      href={`/api/admin/backups/${encodeURIComponent(backup.name)}/download`}
                      download
                    >
                      Download
                      <span className="sr-only"> the backup of {dateTime(backup.createdAt)}</span>
                    </a>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="adm-btn adm-btn-ghost adm-btn-small"
                      aria-pressed={chosen === backup.name}
                      onClick={() => setChosen(backup.name)}
                    >
                      How to restore
                      <span className="sr-only"> the backup of {dateTime(backup.createdAt)}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {restoring && <RestoreHelp backup={restoring} />}
      {data && <ExportPanel />}
    </>
  );
}
