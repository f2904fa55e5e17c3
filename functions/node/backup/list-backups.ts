import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { backupPrefix, manifestFile, parseManifest, type Manifest } from './manifest';
import { readOffsiteRecord, type OffsiteRecord } from './offsite-copy';

/** A finished backup folder and what its manifest says. */
export interface BackupEntry {
  name: string;
  path: string;
  manifest: Manifest;
  /** Bytes of its files (pictures shared with other backups by hard links count in each). */
  size: number;
  /** Its off-machine copy's last outcome, if one was attempted. */
  offsite: OffsiteRecord | null;
}

/**
 * The finished backups in `backupDir`, newest first. Folders still being written (or left by a
 * killed backup) and folders whose manifest cannot be read are not listed: they are not backups.
 */
export async function listBackups(backupDir: string): Promise<BackupEntry[]> {
  const names = await readdir(backupDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const entries: BackupEntry[] = [];
  for (const name of names.filter((name) => name.startsWith(backupPrefix))) {
    const path = join(backupDir, name);
    const text = await readFile(join(path, manifestFile), 'utf8').catch(() => null);
    if (text === null) continue;
    try {
      const manifest = parseManifest(text);
      const size = manifest.files.reduce((sum, file) => sum + file.size, 0);
      entries.push({ name, path, manifest, size, offsite: await readOffsiteRecord(path) });
    } catch {
      continue;
    }
  }
  return entries.sort((a, b) => b.manifest.createdAt.localeCompare(a.manifest.createdAt));
}
