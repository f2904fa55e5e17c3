import { link, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesBelow, sha256Bytes } from './files';
import type { ManifestFile } from './manifest';

/** The files of the previous backup, by path, to link what has not changed. */
export type PreviousFiles = Map<string, { folder: string; sha256: string }>;

// The blob store writes `<key>.<pid>.tmp` and renames it: such a file is a picture half written.
const isUnfinished = (path: string) => path.endsWith('.tmp');

/**
 * Copy every picture below `uploadsDir` into `target` and return each one's entry. A picture whose
 * bytes equal the previous backup's copy (same path and SHA-256) is hard-linked to it instead, so
 * an unchanged picture takes no new space. Each picture is read once, and that is what is hashed
 * and written, so a picture replaced meanwhile is still recorded as it was copied.
 */
export async function copyPictures(
  uploadsDir: string,
  target: string,
  previous: PreviousFiles,
  onPicture?: (done: number, total: number) => void | Promise<void>,
): Promise<ManifestFile[]> {
  const paths = (await filesBelow(uploadsDir)).filter((path) => !isUnfinished(path));
  const entries: ManifestFile[] = [];
  for (const [index, path] of paths.entries()) {
    const bytes = await readFile(join(uploadsDir, path)).catch((error: NodeJS.ErrnoException) => {
      // Deleted since the folder was listed: the shop no longer has it either.
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!bytes) continue;
    const sha256 = sha256Bytes(bytes);
    const destination = join(target, path);
    await mkdir(dirname(destination), { recursive: true });
    const before = previous.get(path);
    const linked =
      before?.sha256 === sha256 &&
      (await link(join(before.folder, path), destination).then(
        () => true,
        () => false, // another file system, or no hard links there: copy instead
      ));
    if (!linked) await writeFile(destination, bytes, { flag: 'wx' });
    entries.push({ path, size: bytes.byteLength, sha256 });
    await onPicture?.(index + 1, paths.length);
  }
  return entries;
}
