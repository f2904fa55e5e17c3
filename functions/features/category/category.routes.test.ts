import { beforeEach, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { addCategory, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';

let deps: AppDeps;

beforeEach(async () => {
  deps = await createTestDeps();
});

it('lists active categories in creation order with product counts and image urls', async () => {
  const rings = await addCategory(deps.db, {
    name: 'Rings',
    slug: 'rings',
    imageKey: 'seed/categories/abc',
    imageWidths: '400,800',
    createdAt: 1,
  });
  await addCategory(deps.db, { name: 'Chains', slug: 'chains', createdAt: 2 });
  await addCategory(deps.db, { name: 'Hidden', slug: 'hidden', status: false, createdAt: 3 });
  await addProduct(deps.db, rings.id);
  await addProduct(deps.db, rings.id);

  const response = await createApp(deps).request('/api/category');
  expect(response.status).toBe(200);
  const body = (await response.json()) as { status: number; categories: Record<string, unknown>[] };
  expect(body.status).toBe(1);
  expect(body.categories.map((c) => [c.slug, c.count])).toEqual([
    ['rings', 2],
    ['chains', 0],
  ]);
  expect(body.categories[0]).toMatchObject({
    _id: rings.id,
    name: 'Rings',
    description: 'Silver rings',
    status: true,
    image: {
      url: '/media/seed/categories/abc-800.webp',
      srcset: '/media/seed/categories/abc-400.webp 400w, /media/seed/categories/abc-800.webp 800w',
    },
  });
  expect(body.categories[1]!.image).toBeNull();
});

it('returns an empty list when there are no categories', async () => {
  const body = (await (await createApp(deps).request('/api/category')).json()) as {
    categories: unknown[];
  };
  expect(body.categories).toEqual([]);
});
