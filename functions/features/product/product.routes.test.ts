import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { bumpCatalogueVersion } from '../../lib/catalogue-version';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
});

const getJson = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/product/', () => {
  it('lists visible products newest first with the reference fields', async () => {
    const rings = await addCategory(db(), { name: 'Rings', slug: 'rings' });
    const older = await addProduct(db(), rings.id, {
      pricePaise: 249_950,
      discount: 15,
      weightTenths: 125,
    });
    const newer = await addProduct(db(), rings.id);
    await addImage(db(), older.id, 1);
    await addImage(db(), older.id, 0);

    const { status, body } = await getJson('/api/product/');
    expect(status).toBe(200);
    expect(body.status).toBe(1);
    const prod = body.prod as Record<string, unknown>[];
    expect(prod.map((p) => p._id)).toEqual([newer.id, older.id]);
    expect(prod[1]).toMatchObject({
      _id: older.id,
      code: older.code,
      price: 2499.5,
      discount: 15,
      total_price: 2125, // 2,499.50 × 0.85 = 2,124.575 → whole rupees
      weight: 12.5,
      status: true,
      category_id: { _id: rings.id, name: 'Rings', slug: 'rings' },
      image: { url: `/media/test/${older.id}/0-800.webp`, alt: 'View 0', width: 800, height: 800 },
    });
    expect((prod[1]!.images as unknown[]).length).toBe(2);
    expect(prod[0]!.image).toBeNull();
  });

  it('answers the path without the trailing slash too', async () => {
    expect((await app.request('/api/product')).status).toBe(200);
  });

  it('applies limit and category_slug', async () => {
    const rings = await addCategory(db(), { slug: 'rings' });
    const chains = await addCategory(db(), { slug: 'chains' });
    await addProduct(db(), rings.id);
    await addProduct(db(), rings.id);
    const chain = await addProduct(db(), chains.id);

    expect(((await getJson('/api/product/?limit=2')).body.prod as unknown[]).length).toBe(2);
    expect(((await getJson('/api/product/?limit=0')).body.prod as unknown[]).length).toBe(3);
    const byCategory = await getJson('/api/product/?category_slug=chains');
    expect((byCategory.body.prod as { _id: string }[]).map((p) => p._id)).toEqual([chain.id]);
    expect(
      ((await getJson('/api/product/?category_slug=null')).body.prod as unknown[]).length,
    ).toBe(3);
  });

  it('hides products of inactive categories', async () => {
    const hidden = await addCategory(db(), { slug: 'hidden', status: false });
    await addProduct(db(), hidden.id);
    expect((await getJson('/api/product/')).body.prod).toEqual([]);
    expect((await getJson('/api/product/?category_slug=hidden')).status).toBe(404);
  });

  it.each([
    ['limit=-1'],
    ['limit=abc'],
    ['limit=2.5'],
    ['limit=5000'],
    ['category_slug=Bad%20Slug'],
  ])('rejects %s with 400 and a clear message', async (query) => {
    const { status, body } = await getJson(`/api/product/?${query}`);
    expect(status).toBe(400);
    expect(body.status).toBe(0);
    expect(body.msg).toMatch(/^Invalid query: (limit|category_slug): /);
    expect(body.errors).toBeTypeOf('object');
  });

  it('answers 404 for an unknown category', async () => {
    const { status, body } = await getJson('/api/product/?category_slug=unknown');
    expect(status).toBe(404);
    expect(body).toEqual({ status: 0, msg: 'No category "unknown"' });
  });
});

describe('GET /api/product/{id}', () => {
  it('returns one product', async () => {
    const rings = await addCategory(db());
    const ring = await addProduct(db(), rings.id, { name: 'Moonstone Band' });
    const { status, body } = await getJson(`/api/product/${ring.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, prod: { _id: ring.id, name: 'Moonstone Band' } });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await getJson('/api/product/doesNotExist123')).status).toBe(404);
    const malformed = await getJson('/api/product/bad%20id!');
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toMatch(/product id/);
  });
});

function db() {
  return deps.db;
}

describe('the product list cache', () => {
  it('answers a repeated request from memory and sees every catalogue change at once', async () => {
    const rings = await addCategory(deps.db, { slug: 'rings' });
    await addProduct(deps.db, rings.id);
    expect(((await getJson('/api/product/')).body.prod as unknown[]).length).toBe(1);
    // A write through the admin API bumps the catalogue version; the next read must see it.
    await addProduct(deps.db, rings.id);
    await deps.db.batch([bumpCatalogueVersion(deps.db, Date.now())]);
    expect(((await getJson('/api/product/')).body.prod as unknown[]).length).toBe(2);
  });
});
