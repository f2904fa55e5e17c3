import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { BackupConfig } from './backup-config';
import { unpackBackupTar } from './backup-tar';
import { backupFromExport, isShopExport } from './export-to-backup';
import { BackupRefused } from './verify-backup';

/** A backup folder to restore from, and what to remove once done. */
export interface RestoreSource {
  folder: string;
  /** How the file given was read: a backup folder, a downloaded backup (tar), or an export. */
  kind: 'folder' | 'tar' | 'export';
  cleanup(): Promise<void>;
}

/**
 * What `npm run restore -- PATH` accepts: a backup folder, a backup downloaded from the Backups
 * screen (`.tar`, unpacked beside the backups), or a "Download the shop's data" export (turned
 * into a verified backup first). The restore then checks the folder as it checks any backup.
 */
export async function restoreSource(config: BackupConfig, path: string): Promise<RestoreSource> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new BackupRefused(resolve(path), ['there is no such file or folder']);
  const nothing = async () => {};
  if (info.isDirectory()) return { folder: path, kind: 'folder', cleanup: nothing };
  if (await isShopExport(path)) {
    const backup = await backupFromExport(config, path);
    return { folder: backup.path, kind: 'export', cleanup: nothing };
  }
  await mkdir(config.backupDir, { recursive: true });
  const work = await mkdtemp(join(config.backupDir, '.unpacked-'));
  const cleanup = () => rm(work, { recursive: true, force: true });
  try {
    return { folder: await unpackBackupTar(path, work), kind: 'tar', cleanup };
  } catch (error) {
    await cleanup();
    throw new BackupRefused(resolve(path), [
      `it is neither a backup folder, a downloaded backup nor an export of the shop’s data (${error instanceof Error ? error.message : String(error)})`,
    ]);
  }
}
