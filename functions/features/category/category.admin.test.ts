import { beforeEach, describe, expect, it } from 'vitest';
import { categorySlugRedirects } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { formRequest, jsonRequest, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import { imageFile } from '../../test/images';
import type { createMemoryBlobStore } from '../../test/memory-deps';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;
let published = 0;

beforeEach(async () => {
  published = 0;
  deps = await createTestDeps({
    publisher: { schedule: () => published++, status: () => ({ state: 'idle', at: 0 }) },
  });
  app = createApp(deps);
  cookie = await signInAdmin(app, deps.db);
});

const blobs = () => deps.blobs as ReturnType<typeof createMemoryBlobStore>;
const allCategories = async () =>
  (
    (await (await app.request('/api/admin/categories', { headers: { cookie } })).json()) as {
      categories: Record<string, unknown>[];
    }
  ).categories;

async function categoryForm(name: string, withImage = true) {
  const form = new FormData();
  form.set('name', name);
  form.set('slug', 'ignored-client-slug');
  form.set('description', 'Hand-finished silver');
  if (withImage) {
    form.set('image-0-400', await imageFile(400));
    form.set('image-0-800', await imageFile(800));
  }
  return form;
}

it('creates a category with its image variants and a derived slug, and schedules a rebuild', async () => {
  const response = await app.request(
    '/api/category/create',
    formRequest('POST', await categoryForm("Nose Pins & Studs'"), cookie),
  );
  expect(response.status).toBe(201);
  const [created] = await allCategories();
  expect(created).toMatchObject({
    name: "Nose Pins & Studs'",
    slug: 'nose-pins-studs',
    status: true,
    count: 0,
  });
  expect((created!.image as { srcset: string }).srcset).toMatch(
    /-400\.webp 400w, .*-800\.webp 800w$/,
  );
  expect(blobs().files.size).toBe(2);
  expect(published).toBe(1);
});

it('requires an image on create and refuses non-images and files over 5 MB', async () => {
  const missing = await app.request(
    '/api/category/create',
    formRequest('POST', await categoryForm('Anklets', false), cookie),
  );
  expect(missing.status).toBe(400);
  expect(await missing.json()).toMatchObject({ errors: { image: 'is required' } });

  const fake = await categoryForm('Anklets', false);
  fake.set(
    'image',
    new File(['<html><script>alert(1)</script>'], 'photo.jpg', { type: 'image/jpeg' }),
  );
  const refused = await app.request('/api/category/create', formRequest('POST', fake, cookie));
  expect(refused.status).toBe(400);
  expect(await refused.json()).toMatchObject({
    msg: 'image is not a JPEG, PNG, WebP or AVIF image',
  });

  const huge = await categoryForm('Anklets', false);
  const big = new Uint8Array(5 * 1024 * 1024 + 10);
  big.set(new Uint8Array(await (await imageFile(100)).arrayBuffer()));
  huge.set('image', new File([big], 'big.webp', { type: 'image/webp' }));
  expect(
    (await app.request('/api/category/create', formRequest('POST', huge, cookie))).status,
  ).toBe(413);
  expect(blobs().files.size).toBe(0);
});

it('refuses a duplicate or reserved slug with a message', async () => {
  await addCategory(deps.db, { name: 'Anklets', slug: 'anklets' });
  const duplicate = await app.request(
    '/api/category/create',
    formRequest('POST', await categoryForm('Anklets'), cookie),
  );
  expect(duplicate.status).toBe(409);
  const reserved = await app.request(
    '/api/category/create',
    formRequest('POST', await categoryForm('Cart'), cookie),
  );
  expect(reserved.status).toBe(400);
  expect(await reserved.json()).toMatchObject({
    errors: { name: expect.stringContaining('the shop uses itself') },
  });
});

it('updates name and description from JSON keeping the slug, toggles status, and deletes only empty categories', async () => {
  const category = await addCategory(deps.db, { name: 'Anklets', slug: 'anklets' });
  const update = await app.request(
    `/api/category/update/${category.id}`,
    jsonRequest('PUT', { name: 'Payal Anklets', description: 'Ghungroo payals' }, cookie),
  );
  expect(update.status).toBe(200);
  expect(await update.json()).toMatchObject({ slug: 'anklets' });
  expect((await allCategories())[0]).toMatchObject({
    name: 'Payal Anklets',
    slug: 'anklets',
    description: 'Ghungroo payals',
  });

  expect(
    (
      await app.request(
        `/api/category/change-status/${category.id}/false`,
        jsonRequest('PATCH', undefined, cookie),
      )
    ).status,
  ).toBe(200);
  expect(
    ((await (await app.request('/api/category')).json()) as { categories: unknown[] }).categories,
  ).toEqual([]);

  await addProduct(deps.db, category.id);
  const refused = await app.request(
    `/api/category/delete/${category.id}`,
    jsonRequest('DELETE', undefined, cookie),
  );
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({
    msg: 'Payal Anklets still has 1 product. Move or delete them first.',
  });

  const empty = await addCategory(deps.db, { name: 'Empty', slug: 'empty' });
  expect(
    (
      await app.request(
        `/api/category/delete/${empty.id}`,
        jsonRequest('DELETE', undefined, cookie),
      )
    ).status,
  ).toBe(200);
  expect(
    (
      await app.request(
        `/api/category/delete/${empty.id}`,
        jsonRequest('DELETE', undefined, cookie),
      )
    ).status,
  ).toBe(404);
});

describe('category slugs', () => {
  const update = (id: string, body: Record<string, unknown>) =>
    app.request(`/api/category/update/${id}`, jsonRequest('PUT', body, cookie));
  const redirects = () =>
    deps.db
      .select({ slug: categorySlugRedirects.slug, categoryId: categorySlugRedirects.categoryId })
      .from(categorySlugRedirects)
      .orderBy(categorySlugRedirects.slug);

  it('keeps the slug when only the description changes, or when the same slug is sent', async () => {
    const necklaces = await addCategory(deps.db, { name: 'Necklaces', slug: 'necklace' });
    expect(
      (await update(necklaces.id, { name: 'Necklaces', description: 'Long silver chains' })).status,
    ).toBe(200);
    expect(
      (
        await update(necklaces.id, {
          name: 'Necklaces',
          slug: 'necklace',
          description: 'Chains and pendants',
        })
      ).status,
    ).toBe(200);
    expect((await allCategories())[0]).toMatchObject({
      slug: 'necklace',
      description: 'Chains and pendants',
    });
    expect(await redirects()).toEqual([]);
  });

  it('changes the slug only when one is sent, through the slug rule, keeping the old one to redirect', async () => {
    const necklaces = await addCategory(deps.db, { name: 'Necklaces', slug: 'necklace' });
    const moved = await update(necklaces.id, {
      name: 'Necklaces',
      slug: ' Silver Necklaces ',
      description: 'Silver chains',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ slug: 'silver-necklaces' });
    expect((await allCategories())[0]).toMatchObject({ slug: 'silver-necklaces' });
    expect(await redirects()).toEqual([{ slug: 'necklace', categoryId: necklaces.id }]);
    expect(published).toBe(1);

    // a → b → c: both old slugs stay with the category; going back to one takes it out of the table.
    await update(necklaces.id, { name: 'Necklaces', slug: 'chains', description: 'Silver' });
    expect((await redirects()).map((r) => r.slug)).toEqual(['necklace', 'silver-necklaces']);
    await update(necklaces.id, { name: 'Necklaces', slug: 'necklace', description: 'Silver' });
    expect((await redirects()).map((r) => r.slug)).toEqual(['chains', 'silver-necklaces']);
  });

  it('refuses a slug another category has (409), an empty or reserved one (400), and moves nothing', async () => {
    const necklaces = await addCategory(deps.db, { name: 'Necklaces', slug: 'necklace' });
    await addCategory(deps.db, { name: 'Chains', slug: 'chains' });
    const taken = await update(necklaces.id, {
      name: 'Necklaces',
      slug: 'Chains',
      description: 'Silver',
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({
      status: 0,
      errors: { slug: 'is already used by another category' },
    });
    for (const [slug, message] of [
      ['--', 'must contain letters or digits'],
      ['Cart', 'is "cart", which the shop uses itself'],
      [7, 'must be text'],
    ] as const) {
      const refused = await update(necklaces.id, { name: 'Necklaces', slug, description: 'x' });
      expect(refused.status, String(slug)).toBe(400);
      expect(await refused.json()).toMatchObject({ errors: { slug: message } });
    }
    expect((await allCategories()).map((c) => c.slug).sort()).toEqual(['chains', 'necklace']);
    expect(await redirects()).toEqual([]);
  });

  it("lets a new or renamed category take over another's old slug, which then stops redirecting", async () => {
    const necklaces = await addCategory(deps.db, { name: 'Necklaces', slug: 'necklace' });
    await update(necklaces.id, { name: 'Necklaces', slug: 'necklaces', description: 'Silver' });
    const anklets = await addCategory(deps.db, { name: 'Anklets', slug: 'anklets' });
    expect(
      (await update(anklets.id, { name: 'Anklets', slug: 'necklace', description: 'x' })).status,
    ).toBe(200);
    expect(await redirects()).toEqual([{ slug: 'anklets', categoryId: anklets.id }]);

    const created = await app.request(
      '/api/category/create',
      formRequest('POST', await categoryForm('Anklets'), cookie),
    );
    expect(created.status).toBe(201);
    expect(await redirects()).toEqual([]);
  });

  it('deletes the old slugs with the category', async () => {
    const empty = await addCategory(deps.db, { name: 'Toe Rings', slug: 'toe-rings' });
    await update(empty.id, { name: 'Toe Rings', slug: 'bichiya', description: 'Silver' });
    expect(await redirects()).toHaveLength(1);
    expect(
      (
        await app.request(
          `/api/category/delete/${empty.id}`,
          jsonRequest('DELETE', undefined, cookie),
        )
      ).status,
    ).toBe(200);
    expect(await redirects()).toEqual([]);
  });
});
