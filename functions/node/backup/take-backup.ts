import { existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { databaseFilePath, type BackupConfig } from './backup-config';
import { describeBackupError } from './backup-error';
import { sha256File, syncFile, writeFileDurably } from './files';
import { listBackups, type BackupEntry } from './list-backups';
import {
  backupName,
  databaseFile,
  manifestFile,
  partialPrefix,
  picturesFolder,
  type Manifest,
  type ManifestFile,
} from './manifest';
import { copyPictures, type PreviousFiles } from './pictures';
import { pruneBackups } from './prune-backups';
import { migrationTag } from './schema-version';
import { inspectDatabase, snapshotDatabase } from './sqlite-jobs';
import { isRunning } from '../process-alive';

/** The stages of a backup, in order, for progress messages (and tests that stop one midway). */
export type BackupStep = 'snapshot' | 'check' | 'pictures' | 'verify' | 'finish';

/** Choices for one backup. */
export interface BackupOptions {
  /** Why it is taken, kept in the manifest (default `manual`). */
  reason?: string;
  /** Apply retention afterwards (default true). */
  prune?: boolean;
  onStep?: (step: BackupStep) => void | Promise<void>;
  onPicture?: (done: number, total: number) => void | Promise<void>;
}

/** A finished backup, and the backups retention removed after it. */
export interface BackupResult extends BackupEntry {
  pruned: string[];
}

/** Remove folders left by backups whose process is gone (killed midway): they are not backups. */
async function removeAbandonedPartials(backupDir: string) {
  for (const name of await readdir(backupDir)) {
    const pid = Number(/^\.partial-.*-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid))
      await rm(join(backupDir, name), { recursive: true, force: true });
  }
}

async function previousPictures(backupDir: string): Promise<PreviousFiles> {
  const [newest] = await listBackups(backupDir);
  const files: PreviousFiles = new Map();
  const prefix = `${picturesFolder}/`;
  for (const file of newest?.manifest.files ?? [])
    if (file.path.startsWith(prefix))
      files.set(file.path.slice(prefix.length), {
        folder: join(newest!.path, picturesFolder),
        sha256: file.sha256,
      });
  return files;
}

/** Re-read every file from the disk and compare it with what was recorded. */
async function verifyWritten(folder: string, files: ManifestFile[]) {
  for (const file of files) {
    const path = join(folder, file.path);
    const [info, sha256] = await Promise.all([stat(path), sha256File(path)]);
    if (info.size !== file.size || sha256 !== file.sha256)
      throw new Error(`${file.path} changed while the backup was written; nothing was kept.`);
  }
}

async function freeName(backupDir: string, time: Date): Promise<string> {
  const base = backupName(time);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!existsSync(join(backupDir, name))) return name;
  }
}

/**
 * Take a backup of the live database and pictures into `config.backupDir` while the shop keeps
 * serving: a `VACUUM INTO` snapshot, checked with `PRAGMA integrity_check`, the pictures (unchanged
 * ones hard-linked to the previous backup), and a manifest with the time, schema version, rows per
 * table and each file's SHA-256. It is written under a `.partial-` name and renamed to `chandi-…`
 * only once every file has been re-read and matches, so a backup that stops midway never looks
 * whole. Retention runs afterwards. A failure throws `BackupFailed`, which says why in plain words
 * (a full disk, a folder that cannot be written).
 */
export async function takeBackup(
  config: BackupConfig,
  options: BackupOptions = {},
): Promise<BackupResult> {
  try {
    return await writeBackup(config, options);
  } catch (error) {
    throw describeBackupError(error, config.backupDir);
  }
}

async function writeBackup(config: BackupConfig, options: BackupOptions): Promise<BackupResult> {
  const dbPath = databaseFilePath(config.databaseUrl);
  if (!existsSync(dbPath)) throw new Error(`There is no database at ${dbPath} to back up.`);
  const time = (config.now ?? (() => new Date()))();
  await makeFolder(config.backupDir);
  await removeAbandonedPartials(config.backupDir);
  const partial = join(config.backupDir, `${partialPrefix}${backupName(time)}-${process.pid}`);
  await mkdir(partial);
  try {
    await options.onStep?.('snapshot');
    const snapshot = join(partial, databaseFile);
    await snapshotDatabase(`file:${dbPath}`, snapshot);
    await syncFile(snapshot);

    await options.onStep?.('check');
    const facts = await inspectDatabase(snapshot);
    if (facts.integrity.join() !== 'ok')
      throw new Error(`The snapshot failed its integrity check: ${facts.integrity.join('; ')}`);

    await options.onStep?.('pictures');
    const pictures = await copyPictures(
      config.uploadsDir,
      join(partial, picturesFolder),
      await previousPictures(config.backupDir),
      options.onPicture,
    );
    const files: ManifestFile[] = [
      { path: databaseFile, size: (await stat(snapshot)).size, sha256: await sha256File(snapshot) },
      ...pictures.map((file) => ({ ...file, path: `${picturesFolder}/${file.path}` })),
    ];

    await options.onStep?.('verify');
    await verifyWritten(partial, files);
    const manifest: Manifest = {
      format: 1,
      createdAt: time.toISOString(),
      reason: options.reason ?? 'manual',
      schema: {
        migration: facts.migratedAt === null ? null : migrationTag(facts.migratedAt),
        migratedAt: facts.migratedAt,
      },
      counts: facts.counts,
      files,
    };
    await writeFileDurably(join(partial, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);

    await options.onStep?.('finish');
    const name = await freeName(config.backupDir, time);
    const path = join(config.backupDir, name);
    await rename(partial, path);
    await syncFolder(config.backupDir);
    const pruned =
      options.prune === false ? [] : await pruneBackups(config.backupDir, config.keep, time);
    const size = files.reduce((sum, file) => sum + file.size, 0);
    return { name, path, manifest, size, offsite: null, pruned };
  } catch (error) {
    // A failed removal (a read-only disk) must not hide why the backup failed; the next backup
    // removes what is left.
    await rm(partial, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
}

/** Create `path` and its parents; on failure throw the real reason (EROFS, EACCES…). */
async function makeFolder(path: string) {
  try {
    await mkdir(path, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // Node's recursive mkdir says ENOENT on a read-only disk: create the first missing level alone.
    let missing = path;
    while (!existsSync(dirname(missing)) && dirname(missing) !== missing)
      missing = dirname(missing);
    await mkdir(missing);
    throw error;
  }
}

/** Make a rename in `folder` durable. */
async function syncFolder(folder: string) {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
