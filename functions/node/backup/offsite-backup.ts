import type { BackupConfig } from './backup-config';
import { listBackups } from './list-backups';
import type { Manifest } from './manifest';
import { copyBackupOffsite, pruneOffsite, type OffsiteRecord } from './offsite-copy';
import { createS3Store, describeS3Target } from './s3-store';

/** What sending one backup off the machine did. */
export interface OffsiteResult {
  record: OffsiteRecord;
  /** Remote backups retention removed after a good copy. */
  pruned: string[];
}

/**
 * Copy a finished backup to the bucket of `config.offsite` (see `copyBackupOffsite`), then, once
 * the copy is verified, apply the same retention there. A failed prune is logged: the copy stands.
 */
export async function sendBackupOffsite(
  config: BackupConfig & { offsite: NonNullable<BackupConfig['offsite']> },
  backup: { name: string; path: string; manifest: Manifest },
): Promise<OffsiteResult> {
  const now = config.now ?? (() => new Date());
  const store = createS3Store(config.offsite);
  const record = await copyBackupOffsite(store, describeS3Target(config.offsite), backup, now);
  if (record.state !== 'copied') return { record, pruned: [] };
  const here = new Set((await listBackups(config.backupDir)).map((entry) => entry.name));
  const pruned = await pruneOffsite(store, config.keep, now(), here).catch((error: unknown) => {
    console.error('Backup: pruning the off-machine copies failed:', error);
    return [];
  });
  return { record, pruned };
}
