import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createClient } from '@libsql/client';
import type { BackupFailure, BackupService, BackupSummary } from '../../deps';
import type { BackupConfig } from './backup-config';
import { describeBackupError } from './backup-error';
import { backupTarSize, backupTarStream } from './backup-tar';
import { listBackups, type BackupEntry } from './list-backups';
import { sendBackupOffsite } from './offsite-backup';
import { describeS3Target } from './s3-store';
import { takeBackup } from './take-backup';

const summary = ({ name, manifest, size, offsite }: BackupEntry): BackupSummary => ({
  name,
  createdAt: manifest.createdAt,
  reason: manifest.reason,
  size,
  schema: manifest.schema.migration,
  pictures: manifest.files.length - 1,
  counts: manifest.counts,
  offsite,
});

/** The server's backups, and a way for tests to wait for the off-machine copies. */
export interface NodeBackupService extends BackupService {
  /** Resolves once every off-machine copy started so far has finished (well or not). */
  offsiteSettled(): Promise<void>;
}

/**
 * The server's backups: list them, take one now (only one runs at a time), and remember whether the
 * last attempt failed (in memory: the dashboard's warning of an old newest backup outlasts a restart).
 * With BACKUP_S3_URL each new backup is then copied off the machine, one copy at a time, after
 * `take` has answered: a change waiting on its backup does not wait on the network too.
 */
export function createBackupService(config: BackupConfig): NodeBackupService {
  let running: Promise<BackupSummary> | null = null;
  let failure: BackupFailure | null = null;
  let offsiteQueue: Promise<void> = Promise.resolve();
  const now = config.now ?? (() => new Date());
  const sendOffsite = (backup: BackupEntry) => {
    const offsite = config.offsite;
    if (!offsite) return;
    offsiteQueue = offsiteQueue
      .then(() => sendBackupOffsite({ ...config, offsite }, backup))
      .then(({ record }) => {
        if (record.state === 'failed')
          console.error(`Backup: copying ${backup.name} off the machine failed: ${record.error}`);
      })
      .catch((error: unknown) => console.error('Backup: the off-machine copy failed:', error));
  };
  return {
    list: async () => (await listBackups(config.backupDir)).map(summary),
    take(reason) {
      running ??= takeBackup(config, { reason })
        .then((backup) => {
          failure = null;
          sendOffsite(backup);
          return summary(backup);
        })
        .catch((error: unknown) => {
          failure = {
            at: now().toISOString(),
            reason,
            cause: describeBackupError(error, config.backupDir).plainCause,
          };
          throw error;
        })
        .finally(() => (running = null));
      return running;
    },
    lastFailure: () => failure,
    restoreCommand: (name) => `npm run restore -- ${join(config.backupDir, name)}`,
    offsiteTarget: () => (config.offsite ? describeS3Target(config.offsite) : null),
    async readSnapshot() {
      // A client of its own, so its read transaction holds none of the app's connection: in WAL
      // mode it reads one moment's data while the shop keeps writing.
      const client = createClient({ url: config.databaseUrl, concurrency: 1 });
      try {
        await client.execute('PRAGMA busy_timeout = 5000');
        const tx = await client.transaction('read');
        return {
          execute: (statement) => tx.execute(statement),
          close: () => {
            tx.close();
            client.close();
          },
        };
      } catch (error) {
        client.close();
        throw error;
      }
    },
    async download(name) {
      const found = (await listBackups(config.backupDir)).find((backup) => backup.name === name);
      if (!found) return null;
      const stream = await backupTarStream(found.path, name);
      const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
      return { body, size: await backupTarSize(found.path) };
    },
    offsiteSettled: () => offsiteQueue,
  };
}
