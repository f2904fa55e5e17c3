import type { BackupService, BackupSummary } from '../../deps';
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

/** The server's backups: list them, and take one now (only one runs at a time). */
export function createBackupService(config: BackupConfig): BackupService {
  let running: Promise<BackupSummary> | null = null;
  return {
    list: async () => (await listBackups(config.backupDir)).map(summary),
    take(reason) {
      running ??= takeBackup(config, { reason })
        .then(summary)
        .finally(() => (running = null));
      return running;
    },
  };
}
