import type { AppDeps } from '../deps';
import type { BlobStore, StoredBlob } from '../lib/blob-store';
import type { SiteAssets } from '../lib/site-assets';
import { createDb, migrateDb } from '../node/db';

/** A blob store in a Map, for tests. */
export function createMemoryBlobStore(): BlobStore & { files: Map<string, StoredBlob> } {
  const files = new Map<string, StoredBlob>();
  return {
    files,
    async get(key) {
      return files.get(key) ?? null;
    },
    async put(key, bytes, contentType) {
      files.set(key, { body: new Uint8Array(bytes), contentType, size: bytes.byteLength });
    },
    async delete(key) {
      files.delete(key);
    },
  };
}

/** A built site made of a few in-memory files, keyed by exact URL path. */
export function createMemorySite(
  files: Record<string, string>,
): SiteAssets & { files: Record<string, string> } {
  return {
    files,
    async serve(path) {
      const clean = path.replace(/\/+$/, '') || '/';
      const text = files[clean] ?? files[`${clean}/index.html`.replace('//', '/')];
      if (text === undefined) return null;
      const type = clean.endsWith('.json') ? 'application/json' : 'text/html; charset=utf-8';
      return new Response(text, { headers: { 'Content-Type': type } });
    },
  };
}

/** A fresh, migrated in-memory database with in-memory blobs and a tiny site. */
export async function createTestDeps(overrides: Partial<AppDeps> = {}): Promise<AppDeps> {
  const db = await createDb(':memory:');
  await migrateDb(db);
  return {
    db,
    blobs: createMemoryBlobStore(),
    site: createMemorySite({
      '/index.html': '<h1>Home</h1>',
      '/404.html': '<h1>Page Not Found</h1>',
      '/config/maintenance-status.json': '{ "maintenance": false, "message": "", "contact": "" }',
    }),
    ...overrides,
  };
}
