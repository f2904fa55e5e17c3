import { join } from 'node:path';
import type { BackupFailure, BackupService, BackupSummary } from '../../deps';
import type { BackupConfig } from './backup-config';
import { listBackups, type BackupEntry } from './list-backups';
import { takeBackup } from './take-backup';

const summary = ({ name, manifest, size }: BackupEntry): BackupSummary => ({
  name,
  createdAt: manifest.createdAt,
  reason: manifest.reason,
  size,
  schema: manifest.schema.migration,
  pictures: manifest.files.length - 1,
  counts: manifest.counts,
});

/**
 * The server's backups: list them, take one now (only one runs at a time), and remember whether the
 * last attempt failed (in memory: the dashboard's warning of an old newest backup outlasts a restart).
 */
export function createBackupService(config: BackupConfig): BackupService {
  let running: Promise<BackupSummary> | null = null;
  let failure: BackupFailure | null = null;
  const now = config.now ?? (() => new Date());
  return {
    list: async () => (await listBackups(config.backupDir)).map(summary),
    take(reason) {
      running ??= takeBackup(config, { reason })
        .then(summary)
        .then(
          (backup) => {
            failure = null;
            return backup;
          },
          (error: unknown) => {
            failure = { at: now().toISOString(), reason };
            throw error;
          },
        )
        .finally(() => (running = null));
      return running;
    },
    lastFailure: () => failure,
    restoreCommand: (name) => `npm run restore -- ${join(config.backupDir, name)}`,
  };
}
