import { resolve } from 'node:path';
import type { AppEnv } from '../../env';
import { parseS3Url, type S3Target } from './s3-store';

/** How many backups retention keeps: the newest of each of the last N days, ISO weeks and months. */
export interface BackupKeep {
  daily: number;
  weekly: number;
  monthly: number;
}

/** Where a backup reads from and writes to. */
export interface BackupConfig {
  /** The live database: a `file:` URL (DATABASE_URL). */
  databaseUrl: string;
  /** The uploaded pictures (UPLOADS_DIR). */
  uploadsDir: string;
  /** Where backups are written (BACKUP_DIR). */
  backupDir: string;
  keep: BackupKeep;
  /** The bucket each backup is also copied to (BACKUP_S3_URL); unset, none. */
  offsite?: S3Target;
  /** The clock; injectable so tests choose a backup's time. */
  now?: () => Date;
}

/** The backup settings of the shop's configuration. */
export function backupConfigFromEnv(env: AppEnv): BackupConfig {
  return {
    databaseUrl: env.DATABASE_URL,
    uploadsDir: env.UPLOADS_DIR,
    backupDir: env.BACKUP_DIR,
    keep: env.BACKUP_KEEP,
    offsite: env.BACKUP_S3_URL ? parseS3Url(env.BACKUP_S3_URL, env.BACKUP_S3_REGION) : undefined,
  };
}

/** Thrown when backups cannot work with this configuration (a remote database, for one). */
export class BackupConfigError extends Error {}

/** The absolute path of the database file; only a local `file:` database can be backed up here. */
export function databaseFilePath(databaseUrl: string): string {
  if (!databaseUrl.startsWith('file:') || databaseUrl.includes(':memory:'))
    throw new BackupConfigError(
      `DATABASE_URL is ${databaseUrl}: backups on Node need a local file: database. ` +
        "A remote libSQL database is backed up by its host's point-in-time restore (see README).",
    );
  return resolve(databaseUrl.slice('file:'.length));
}
