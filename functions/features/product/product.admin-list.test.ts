import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { products } from '../../../db/schema';
import { createApp } from '../../app';
import type { AppDeps } from '../../deps';
import { registerCustomer } from '../../test/customers';
import { signedInAdmin } from '../../test/admins';
import { addCategory, addImage, addProduct } from '../../test/fixtures';
import { createTestDeps } from '../../test/memory-deps';
import type { ProductRowJson } from './product.admin-list';

let deps: AppDeps;
let app: ReturnType<typeof createApp>;
let cookie: string;

interface Page {
  items: ProductRowJson[];
  total: number;
  page: number;
  pageSize: number;
  counts: { all: number; outOfStock: number; hidden: number };
}

beforeEach(async () => {
  deps = await createTestDeps();
  app = createApp(deps);
  cookie = (await signedInAdmin(app, deps.db, 'staff')).cookie;
  const rings = await addCategory(deps.db, { name: 'Rings', slug: 'rings' });
  const anklets = await addCategory(deps.db, { name: 'Anklets', slug: 'anklets', status: false });
  // 30 products, each newer than the last: P-00 oldest … P-29 newest; prices rise with the number.
  for (let n = 0; n < 30; n++) {
    const product = await addProduct(deps.db, n % 3 ? rings.id : anklets.id, {
      name: `Piece ${String(n).padStart(2, '0')}`,
      slug: `piece-${n}`,
      code: `P-${String(n).padStart(2, '0')}`,
      pricePaise: 100_000 + (n % 10) * 1000 + n,
      status: n % 5 !== 0,
    });
    await addImage(deps.db, product.id);
  }
});

const list = async (query = '', who = cookie) => {
  const response = await app.request(`/api/admin/products${query}`, { headers: { cookie: who } });
  return { status: response.status, body: (await response.json()) as Page & { msg: string } };
};
const codes = (page: Page) => page.items.map((p) => p.code);

describe('GET /api/admin/products', () => {
  it('answers one page, newest first, with the total and the stock counts', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 1, total: 30, page: 1, pageSize: 25 });
    expect(body.counts).toEqual({ all: 30, outOfStock: 6, hidden: 0 });
    expect(codes(body)).toHaveLength(25);
    expect(codes(body).slice(0, 3)).toEqual(['P-29', 'P-28', 'P-27']);
    // A row carries what the table shows: a thumbnail (the smallest variant), no gallery or text.
    expect(body.items[0]!.image).toEqual({
      url: expect.stringMatching(/^\/media\/test\/.+-400\.webp$/),
    });
    expect(body.items[0]).not.toHaveProperty('description');
    expect(body.items[0]).toMatchObject({ version: 1, category_id: { name: 'Rings' } });
  });

  it('pages through every product exactly once', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++)
      seen.push(...codes((await list(`?pageSize=8&page=${page}`)).body));
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
    const beyond = await list('?pageSize=8&page=5');
    expect(beyond.body).toMatchObject({ items: [], total: 30, page: 5 });
  });

  it('sorts by name, code and price both ways, ties broken the same way every time', async () => {
    expect(codes((await list('?sort=name&pageSize=3')).body)).toEqual(['P-00', 'P-01', 'P-02']);
    expect(codes((await list('?sort=-code&pageSize=2')).body)).toEqual(['P-29', 'P-28']);
    const byPrice = (await list('?sort=price&pageSize=100')).body.items.map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const descending = (await list('?sort=-price&pageSize=3')).body.items.map((p) => p.code);
    expect(descending).toEqual(['P-29', 'P-19', 'P-09']);
    expect(codes((await list('?sort=created&pageSize=1')).body)).toEqual(['P-00']);
  });

  it('searches name, code and category on the server, wildcards taken literally', async () => {
    const byCode = await list('?q=p-1');
    expect(byCode.body.total).toBe(10);
    expect(codes(byCode.body).every((code) => code.startsWith('P-1'))).toBe(true);
    expect((await list('?q=PIECE%2007')).body.items.map((p) => p.name)).toEqual(['Piece 07']);
    // Hidden categories are the admin's too: "anklets" finds the ten pieces in the hidden one.
    expect((await list('?q=anklets')).body.total).toBe(10);
    expect((await list('?q=%25')).body.total).toBe(0);
    expect((await list('?q=_')).body.total).toBe(0);
    expect((await list('?q=')).body.total).toBe(30);
  });

  it('finds the pieces hidden from the shop, or only the visible ones, counted and searched alike', async () => {
    // Hide P-03 and P-17 (the owner's switch), beside out-of-stock pieces that stay visible.
    await deps.db
      .update(products)
      .set({ hidden: true })
      .where(inArray(products.code, ['P-03', 'P-17']));
    const hidden = await list('?show=hidden');
    expect(hidden.body).toMatchObject({ total: 2, counts: { all: 30, hidden: 2 } });
    expect(codes(hidden.body)).toEqual(['P-17', 'P-03']);
    expect(hidden.body.items.every((p) => p.hidden)).toBe(true);
    const visible = await list('?show=visible&pageSize=100');
    expect(visible.body.total).toBe(28);
    expect(codes(visible.body)).not.toContain('P-03');
    // Out of stock is not hidden: P-05 (out of stock) is still among the visible ones.
    expect(codes(visible.body)).toContain('P-05');
    expect((await list('?show=hidden&q=P-1')).body.items.map((p) => p.code)).toEqual(['P-17']);
    expect((await list('?show=all')).body.total).toBe(30);
    expect((await list('?show=')).body.total).toBe(30);
  });

  it('refuses a bad page, size or sort with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=x', 'page'],
      ['?pageSize=101', 'pageSize'],
      ['?sort=price;drop', 'sort'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?show=deleted', 'show'],
    ] as const) {
      const { status, body } = await list(query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(body).toMatchObject({ status: 0, errors: { [field]: expect.any(String) } });
    }
  });

  it('is for admins: 401 signed out, 403 for a customer', async () => {
    const customer = await registerCustomer(app);
    expect((await list('', '')).status).toBe(401);
    expect((await list('', customer.cookie)).status).toBe(403);
  });
});
