import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createFileBlobStore } from './blob-store';

it('stores, reads and deletes files under its folder', async () => {
  const store = createFileBlobStore(mkdtempSync(join(tmpdir(), 'chandi-blobs-')));
  await store.put('products/p1/i1-400.webp', new Uint8Array([1, 2, 3]), 'image/webp');
  const blob = await store.get('products/p1/i1-400.webp');
  expect(blob).toMatchObject({ contentType: 'image/webp', size: 3 });
  expect(new Uint8Array(blob!.body as Uint8Array)).toEqual(new Uint8Array([1, 2, 3]));
  await store.delete('products/p1/i1-400.webp');
  expect(await store.get('products/p1/i1-400.webp')).toBeNull();
});

it('refuses keys that could leave its folder', async () => {
  const store = createFileBlobStore(mkdtempSync(join(tmpdir(), 'chandi-blobs-')));
  await expect(store.put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
    /Invalid blob key/,
  );
  await expect(store.get('/etc/passwd')).rejects.toThrow(/Invalid blob key/);
});
