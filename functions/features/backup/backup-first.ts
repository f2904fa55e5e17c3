import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/errors';

/**
 * Take a backup before a risky change (a CSV import, a bulk delete) where the server keeps backups
 * (Node); on the Worker there is none to take. When it fails the change is refused with a 503:
 * a large change with no way back is worse than one made a minute later.
 */
export async function backupBeforeChange(deps: AppDeps, reason: string): Promise<void> {
  if (!deps.backups) return;
  await deps.backups.take(reason).catch((error: unknown) => {
    // The cause names the server's files and folders: it goes to the log, not the answer.
    console.error(`Backup: ${reason} failed:`, error instanceof Error ? error.message : error);
    const cause = deps.backups?.lastFailure()?.cause;
    throw new HttpError(
      503,
      `The backup taken before this change failed${cause ? ` (${cause})` : ''}, so nothing was changed. Try again once that is fixed; the server’s log says more.`,
    );
  });
}
