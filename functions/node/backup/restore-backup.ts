import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { databaseFilePath, type BackupConfig } from './backup-config';
import { sha256File, syncFile } from './files';
import { backupName, databaseFile, picturesFolder, type Manifest } from './manifest';
import { databaseInUse } from './sqlite-jobs';
import { takeBackup } from './take-backup';
import { verifyBackup } from './verify-backup';

/** Thrown when a restore cannot start; nothing has been changed. */
export class RestoreRefused extends Error {}

/** What a restore did, for its message. */
export interface RestoreResult {
  manifest: Manifest;
  /** Where what it replaced was kept: a verified backup, or (when that failed) the raw files. */
  keptAs: string | null;
  /** True when the replaced database could not be backed up (damaged) and was moved aside as is. */
  keptRaw: boolean;
}

const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];

/** Move the live files aside as they are, when they cannot be backed up (a damaged database). */
async function keepRaw(config: BackupConfig, dbPath: string, time: Date): Promise<string> {
  const folder = join(config.backupDir, `replaced-${backupName(time).slice('chandi-'.length)}`);
  await mkdir(folder, { recursive: true });
  for (const file of [dbPath, ...sidecars(dbPath)])
    if (existsSync(file)) await copyFile(file, join(folder, file.slice(dirname(file).length + 1)));
  if (existsSync(config.uploadsDir))
    await cp(config.uploadsDir, join(folder, picturesFolder), { recursive: true });
  return folder;
}

/**
 * Restore a backup folder: verify it whole first (`verifyBackup`) and refuse while a server has
 * the database open, changing nothing in either case; keep the live database and pictures as one
 * more backup (or, when the live database is too damaged to back up, as raw files beside the
 * backups); then copy the snapshot to a new file and rename it over the database, and swap the
 * pictures folder the same way.
 */
export async function restoreBackup(config: BackupConfig, path: string): Promise<RestoreResult> {
  const dbPath = databaseFilePath(config.databaseUrl);
  const source = resolve(path);
  const manifest = await verifyBackup(source);
  if (await databaseInUse(dbPath))
    throw new RestoreRefused(
      `${dbPath} is open in another process (is the shop running?). Stop the server first, then ` +
        'run the restore again. Nothing was changed.',
    );

  let keptAs: string | null = null;
  let keptRaw = false;
  if (existsSync(dbPath)) {
    try {
      keptAs = (await takeBackup(config, { reason: 'before-restore', prune: false })).path;
    } catch {
      keptAs = await keepRaw(config, dbPath, (config.now ?? (() => new Date()))());
      keptRaw = true;
    }
  }

  // The database: a whole new file, checked, then renamed over the old one in one step.
  const incoming = `${dbPath}.restoring-${process.pid}`;
  await mkdir(dirname(dbPath), { recursive: true });
  await copyFile(join(source, databaseFile), incoming);
  await syncFile(incoming);
  const expected = manifest.files.find((file) => file.path === databaseFile)?.sha256;
  if ((await sha256File(incoming)) !== expected) {
    await rm(incoming, { force: true });
    throw new RestoreRefused('The copied database does not match the backup. Nothing was changed.');
  }
  // The old write-ahead log belongs to the old file: applied to the new one it would corrupt it.
  for (const file of sidecars(dbPath)) await rm(file, { force: true });
  await rename(incoming, dbPath);

  // The pictures: a full new folder, swapped in by renames.
  const uploads = resolve(config.uploadsDir);
  const newPictures = `${uploads}.restoring-${process.pid}`;
  const oldPictures = `${uploads}.replaced-${process.pid}`;
  await rm(newPictures, { recursive: true, force: true });
  await mkdir(newPictures, { recursive: true });
  const pictures = join(source, picturesFolder);
  if (existsSync(pictures)) await cp(pictures, newPictures, { recursive: true });
  if (existsSync(uploads)) await rename(uploads, oldPictures);
  await rename(newPictures, uploads);
  await rm(oldPictures, { recursive: true, force: true });
  return { manifest, keptAs, keptRaw };
}
