import { beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  const rings = await addCategory(deps.db, { slug: 'rings' });
  await addProduct(deps.db, rings.id);
});

it('sends the list with an ETag and answers a revalidation 304 until the catalogue changes', async () => {
  const first = await app.request('/api/product/');
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('no-cache');
  const etag = first.headers.get('etag')!;
  expect(etag).toBeTruthy();
  expect(((await first.json()) as { prod: unknown[] }).prod).toHaveLength(1);

  const again = await app.request('/api/product/', { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);

  const [rings] = await deps.db.query.categories.findMany();
  await addProduct(deps.db, rings!.id);
  await deps.db.batch([bumpCatalogueVersion(deps.db, Date.now())]);
  const changed = await app.request('/api/product/', { headers: { 'if-none-match': etag } });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect(((await changed.json()) as { prod: unknown[] }).prod).toHaveLength(2);
});

it('gzips the list for clients that accept it', async () => {
  const response = await app.request('/api/product/', {
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(response.headers.get('content-encoding')).toBe('gzip');
  const text = await new Response(
    response.body!.pipeThrough(new DecompressionStream('gzip')),
  ).text();
  expect(JSON.parse(text)).toMatchObject({ status: 1, msg: '1 products' });
});
