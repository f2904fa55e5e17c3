import { beforeEach, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../src/build/search-build';
import { productPages } from '../../../src/build/product-pages';
import { productSitemapXml } from '../../../src/build/sitemap';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { formRequest, signInAdmin } from '../../test/customers';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import type { createMemorySite } from '../../test/memory-deps';
import { createTestDeps } from '../../test/memory-deps';
import { listProducts } from './product.service';

// DESIGN §11 "Hidden is not out of stock": a hidden piece is on no public page, API answer, search
// index or sitemap; an out-of-stock one stays listed.
let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let ids: { shown: string; out: string; hidden: string; categoryId: string };

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  const category = await addCategory(deps.db, { name: 'Rings', slug: 'rings' });
  const shown = await addProduct(deps.db, category.id);
  const out = await addProduct(deps.db, category.id, { status: false });
  const hidden = await addProduct(deps.db, category.id, { hidden: true });
  for (const product of [shown, out, hidden]) await addImage(deps.db, product.id);
  ids = { shown: shown.id, out: out.id, hidden: hidden.id, categoryId: category.id };
});

const json = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const listedIds = (body: Record<string, unknown>) =>
  (body.prod as { _id: string }[]).map((p) => p._id);

describe('a hidden product', () => {
  it('is not in the public API: 404 alone, left out of every listing and category count', async () => {
    expect((await json(`/api/product/${ids.hidden}`)).status).toBe(404);
    const out = await json(`/api/product/${ids.out}`);
    expect(out.body.prod).toMatchObject({ _id: ids.out, status: false });
    for (const path of ['/api/product/', '/api/product/?category_slug=rings']) {
      expect(listedIds((await json(path)).body).sort()).toEqual([ids.shown, ids.out].sort());
    }
    const categories = (await json('/api/category/')).body.categories as { count: number }[];
    expect(categories.map((c) => c.count)).toEqual([2]);
  });

  it('answers 404 at its address, shell or not', async () => {
    const site = deps.site as ReturnType<typeof createMemorySite>;
    site.files['/shells/prod-detail/index.html'] = '<p>Loading the piece…</p>';
    site.files['/404.html'] = '<h1>Page Not Found</h1>';
    expect((await app.request(`/prod-detail/${ids.shown}`)).status).toBe(200);
    const hidden = await app.request(`/prod-detail/${ids.hidden}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain('Page Not Found');
  });

  it('is left out of what the build makes: pages, search index and sitemap', async () => {
    const products = await listProducts(deps.db);
    const pages = productPages(products).map((page) => page.product._id);
    expect(pages.sort()).toEqual([ids.shown, ids.out].sort());
    const index = buildSearchIndex(products);
    expect(index.i.split(' ').sort()).toEqual([ids.shown, ids.out].sort());
    const sitemap = productSitemapXml(pages, 'https://shop.example/');
    expect(sitemap).toContain(`/prod-detail/${ids.out}<`);
    expect(sitemap).not.toContain(ids.hidden);
  });

  it('is the admin’s to see and to show again; a save that leaves the switch out keeps it', async () => {
    const cookie = await signInAdmin(app, deps.db);
    const admin = async (id: string) =>
      ((await json(`/api/admin/products/${id}`, { headers: { cookie } })).body.prod as {
        hidden: boolean;
        version: number;
      })!;
    expect((await admin(ids.hidden)).hidden).toBe(true);
    const page = await json('/api/admin/products?q=', { headers: { cookie } });
    const rows = page.body.items as { _id: string; hidden: boolean }[];
    expect(rows.find((row) => row._id === ids.hidden)?.hidden).toBe(true);
    expect(page.body.counts).toMatchObject({ all: 3, outOfStock: 1, hidden: 1 });

    const save = async (extra: Record<string, string>) => {
      const form = new FormData();
      const fields = {
        name: 'Hidden Band',
        description: 'A band.',
        code: 'HID-1',
        price: '1500',
        discount: '0',
        categoryID: ids.categoryId,
        weight: '5',
        ...extra,
      };
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const response = await app.request(
        `/api/product/update/${ids.hidden}`,
        formRequest('PUT', form, cookie),
      );
      expect(response.status, await response.text()).toBe(200);
    };
    await save({});
    expect((await admin(ids.hidden)).hidden).toBe(true);
    expect((await json(`/api/product/${ids.hidden}`)).status).toBe(404);
    await save({ hidden: 'false' });
    expect((await admin(ids.hidden)).hidden).toBe(false);
    expect((await json(`/api/product/${ids.hidden}`)).status).toBe(200);
  });
});
