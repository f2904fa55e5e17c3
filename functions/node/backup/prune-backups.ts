import { rm } from 'node:fs/promises';
import type { BackupKeep } from './backup-config';
import { listBackups } from './list-backups';
import { backupsToKeep } from './retention';

/** Backups kept until removed by hand: what a restore replaced. */
const pinnedReasons = new Set(['before-restore']);

/**
 * Remove the backups in `backupDir` that retention does not keep (see `backupsToKeep`); those
 * taken before a restore are never removed here. Returns the names removed.
 */
export async function pruneBackups(
  backupDir: string,
  keep: BackupKeep,
  now: Date,
): Promise<string[]> {
  const backups = (await listBackups(backupDir)).filter(
    (backup) => !pinnedReasons.has(backup.manifest.reason),
  );
  const kept = backupsToKeep(
    backups.map((backup) => ({
      name: backup.name,
      createdAt: new Date(backup.manifest.createdAt),
    })),
    keep,
    now,
  );
  const removed = backups.filter((backup) => !kept.has(backup.name));
  for (const backup of removed) await rm(backup.path, { recursive: true, force: true });
  return removed.map((backup) => backup.name);
}
