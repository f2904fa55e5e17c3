import { mkdir, readFile, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { blobKeyPattern, type BlobStore } from '../lib/blob-store';

const types: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** A blob store in a folder: each key is a file path below it; the type comes from the extension we chose. */
export function createFileBlobStore(folder: string): BlobStore {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    if (!blobKeyPattern.test(key)) throw new Error(`Invalid blob key: ${key}`);
    return join(root, key);
  };
  return {
    async get(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const body = await readFile(path);
      const extension = key.split('.').pop()?.toLowerCase() ?? '';
      return { body, contentType: types[extension] ?? 'application/octet-stream', size: info.size };
    },
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
