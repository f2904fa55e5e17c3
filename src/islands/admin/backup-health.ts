// What the owner is told about the shop's backups: the Backups screen and the dashboard's warning.
import type { BackupFailure, BackupSummary } from '../../../functions/deps';
import { dateTime } from './dates';

/** One backup as `GET /api/admin/backups` lists it. */
export interface BackupRow extends BackupSummary {
  /** `npm run restore -- data/backups/chandi-…`, with the server's BACKUP_DIR. */
  restoreCommand: string;
}

/** `GET /api/admin/backups`: `available` is false on the Worker, whose database host keeps backups. */
export interface BackupList {
  available: boolean;
  backups: BackupRow[];
  lastFailure: BackupFailure | null;
  /** Where each backup is also copied (BACKUP_S3_URL, no credentials); null or absent: nowhere. */
  offsite?: string | null;
}

/** The newest good backup may be this old before the owner is warned: a day and a margin. */
export const backupMaxAgeMs = 26 * 3_600_000;

const reasons: Record<string, string> = {
  manual: 'On request',
  scheduled: 'Daily',
  'before-restore': 'Before a restore',
};

/** Why a backup was taken, in words: "Daily", "Before CSV import". */
export const reasonText = (reason: string) =>
  reasons[reason] ?? reason.charAt(0).toUpperCase() + reason.slice(1);

/** "12.4 MB", "820 KB". */
export function sizeText(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Why the owner should look at the backups, a sentence each: the last attempt failed, there is no
 * backup, or the newest is older than 26 hours. Empty when all is well or on the Worker.
 */
export function backupWarnings(list: BackupList, now: number): string[] {
  if (!list.available) return [];
  const warnings: string[] = [];
  if (list.lastFailure)
    warnings.push(
      `The last backup (${reasonText(list.lastFailure.reason)}) failed at ${dateTime(list.lastFailure.at)}: ${list.lastFailure.cause}.`,
    );
  const [newest] = list.backups;
  if (newest?.offsite?.state === 'failed')
    warnings.push(
      `The newest backup could not be copied off this machine (${newest.offsite.error ?? 'no reason given'}).`,
    );
  if (!newest) warnings.push('There is no backup of the shop’s data yet.');
  else if (now - Date.parse(newest.createdAt) > backupMaxAgeMs)
    warnings.push(
      `The newest backup is from ${dateTime(newest.createdAt)}, more than 26 hours ago.`,
    );
  return warnings;
}
