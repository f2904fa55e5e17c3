import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestDeps } from '../../test/memory-deps';

it('serves a stored image with its type and long caching', async () => {
  const deps = await createTestDeps();
  const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
  await deps.blobs.put('seed/products/abc/def-400.webp', bytes, 'image/webp');
  const response = await createApp(deps).request('/media/seed/products/abc/def-400.webp');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/webp');
  expect(response.headers.get('cache-control')).toContain('immutable');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
});

it.each(['/media/missing-400.webp', '/media/..%2F..%2Fetc%2Fpasswd', '/media/a/../b.webp'])(
  'answers 404 for %s',
  async (path) => {
    const response = await createApp(await createTestDeps()).request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 0 });
  },
);
