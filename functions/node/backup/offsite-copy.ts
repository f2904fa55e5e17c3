import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackupKeep } from './backup-config';
import { sha256Bytes } from './files';
import { backupPrefix, manifestFile, type Manifest } from './manifest';
import { backupsToKeep } from './retention';
import type { S3Store } from './s3-store';

/** The file in a backup folder that records its off-machine copy; not part of the backup itself. */
export const offsiteFile = 'offsite.json';

/** The outcome of the last off-machine copy of one backup. */
export interface OffsiteRecord {
  state: 'copied' | 'failed';
  /** ISO time of the outcome. */
  at: string;
  /** Where to (no credentials). */
  target: string;
  /** Why it failed (S3's answer or the local error), for the owner's screen. */
  error?: string;
}

/** Read a backup folder's off-machine record; null when it was never copied. */
export async function readOffsiteRecord(folder: string): Promise<OffsiteRecord | null> {
  const text = await readFile(join(folder, offsiteFile), 'utf8').catch(() => null);
  if (text === null) return null;
  try {
    return JSON.parse(text) as OffsiteRecord;
  } catch {
    return null;
  }
}

// Written in place: a torn record reads as "never copied", and the next copy writes it again.
const writeOffsiteRecord = (folder: string, record: OffsiteRecord) =>
  writeFile(join(folder, offsiteFile), `${JSON.stringify(record)}\n`);

/**
 * Upload a finished backup to `store` as `<name>/<file>`: every file re-read and checked against
 * the manifest first, each upload verified by the store (signed SHA-256, ETag = MD5), the manifest
 * last so a remote folder without one is an unfinished copy, and finally the remote listing
 * compared with the manifest. The outcome is recorded in the folder's `offsite.json` and returned;
 * a failure is recorded, not thrown (the local backup stands either way).
 */
export async function copyBackupOffsite(
  store: S3Store,
  target: string,
  backup: { name: string; path: string; manifest: Manifest },
  now: () => Date = () => new Date(),
): Promise<OffsiteRecord> {
  let record: OffsiteRecord;
  try {
    const expected = new Map<string, number>();
    for (const file of backup.manifest.files) {
      const bytes = await readFile(join(backup.path, file.path));
      if (sha256Bytes(bytes) !== file.sha256)
        throw new Error(`${file.path} no longer matches its checksum; it was not uploaded`);
      await store.put(`${backup.name}/${file.path}`, bytes, file.sha256);
      expected.set(`${backup.name}/${file.path}`, file.size);
    }
    const manifest = await readFile(join(backup.path, manifestFile));
    await store.put(`${backup.name}/${manifestFile}`, manifest, sha256Bytes(manifest));
    expected.set(`${backup.name}/${manifestFile}`, manifest.byteLength);
    const { objects } = await store.list(`${backup.name}/`);
    const remote = new Map(objects.map((object) => [object.key, object.size]));
    for (const [key, size] of expected)
      if (remote.get(key) !== size) throw new Error(`${key} is missing or differs in the bucket`);
    record = { state: 'copied', at: now().toISOString(), target };
  } catch (error) {
    record = {
      state: 'failed',
      at: now().toISOString(),
      target,
      error: error instanceof Error ? error.message : String(error),
    };
  }
  await writeOffsiteRecord(backup.path, record);
  return record;
}

/** The time in a backup's name (`chandi-2026-11-27T030000Z`, maybe `-2`); null for another name. */
export function timeOfBackupName(name: string): Date | null {
  const match = /^chandi-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z(?:-\d+)?$/.exec(name);
  if (!match) return null;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/**
 * Apply the local retention to the bucket: remove the remote backups that `backupsToKeep` does not
 * keep, judged by the time in their names, except any still kept on this machine (those taken
 * before a restore are never pruned). Returns the names removed.
 */
export async function pruneOffsite(
  store: S3Store,
  keep: BackupKeep,
  now: Date,
  keptHere: ReadonlySet<string>,
): Promise<string[]> {
  const { folders } = await store.list(backupPrefix, '/');
  const dated = folders.flatMap((folder) => {
    const name = folder.replace(/\/$/, '');
    const createdAt = timeOfBackupName(name);
    return createdAt ? [{ name, createdAt }] : [];
  });
  const kept = backupsToKeep(dated, keep, now);
  const removed = dated.filter(({ name }) => !kept.has(name) && !keptHere.has(name));
  for (const { name } of removed)
    for (const object of (await store.list(`${name}/`)).objects) await store.delete(object.key);
  return removed.map(({ name }) => name);
}
