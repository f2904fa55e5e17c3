import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { jsonRequest, signInAdmin } from '../../test/customers';
import { addCategory, addProduct } from '../../test/fixtures';
import type { createMemorySite } from '../../test/memory-deps';
import { createTestDeps } from '../../test/memory-deps';

it('serves built pages with security headers', async () => {
  const app = createApp(await createTestDeps());
  const response = await app.request('/');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<h1>Home</h1>');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('strict-transport-security')).toBeNull();
});

it('adds HSTS only over https', async () => {
  const app = createApp(await createTestDeps());
  const response = await app.request('https://shop.example/');
  expect(response.headers.get('strict-transport-security')).toContain('max-age=');
});

it('answers unknown paths with the Page Not Found page and status 404', async () => {
  const response = await createApp(await createTestDeps()).request('/no/such/page');
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

it('redirects /products, /inquiry and /prod-detail to the listing with 301', async () => {
  const app = createApp(await createTestDeps());
  for (const path of ['/products', '/inquiry', '/prod-detail/']) {
    const response = await app.request(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/shop/product');
  }
});

it('redirects /shop/{category slug} to that category listing, keeping the query', async () => {
  const deps = await createTestDeps();
  await addCategory(deps.db, { slug: 'earrings' });
  const response = await createApp(deps).request('/shop/earrings?limit=5');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/shop/product/earrings?limit=5');
  expect((await createApp(deps).request('/shop/not-a-category')).status).toBe(404);
});

it('redirects a category listing under any old slug to its current one for good (301)', async () => {
  const deps = await createTestDeps();
  const site = deps.site as ReturnType<typeof createMemorySite>;
  site.files['/shop/product/chains/index.html'] = '<h1>Chains</h1>';
  const necklaces = await addCategory(deps.db, { slug: 'necklace' });
  const app = createApp(deps);
  const cookie = await signInAdmin(app, deps.db);
  const rename = (slug: string) =>
    app.request(
      `/api/category/update/${necklaces.id}`,
      jsonRequest('PUT', { name: 'Necklaces', slug, description: 'Silver' }, cookie),
    );
  expect((await rename('necklaces')).status).toBe(200);
  expect((await rename('chains')).status).toBe(200);

  for (const path of ['/shop/product/necklace', '/shop/product/necklaces/', '/shop/necklace']) {
    const response = await app.request(`${path}?limit=5`);
    expect(response.status, path).toBe(301);
    expect(response.headers.get('location'), path).toBe('/shop/product/chains?limit=5');
  }
  expect((await app.request('/shop/product/chains')).status).toBe(200);
  expect((await app.request('/shop/product/unknown-slug')).status).toBe(404);

  // An old slug another category takes is that category's address from then on.
  const pendants = await addCategory(deps.db, { slug: 'pendants' });
  const takeOver = await app.request(
    `/api/category/update/${pendants.id}`,
    jsonRequest('PUT', { name: 'Pendants', slug: 'necklace', description: 'Silver' }, cookie),
  );
  expect(takeOver.status).toBe(200);
  expect((await app.request('/shop/product/pendants')).headers.get('location')).toBe(
    '/shop/product/necklace',
  );
  expect((await app.request('/shop/necklace')).headers.get('location')).toBe(
    '/shop/product/necklace',
  );
  // Not built yet (the rebuild is on its way): not a redirect loop.
  expect((await app.request('/shop/product/necklace')).status).toBe(404);
});

it('answers unknown API paths with a JSON 404', async () => {
  const response = await createApp(await createTestDeps()).request('/api/nothing-here');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ status: 0, msg: 'No such API endpoint' });
});

it('answers /inquiry/{codes} with the inquiry shell page', async () => {
  const deps = await createTestDeps();
  const site = deps.site as ReturnType<typeof createMemorySite>;
  site.files['/shells/inquiry/index.html'] = '<h1>Get In Touch</h1>';
  const response = await createApp(deps).request('/inquiry/NCK-101,RNG-7');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Get In Touch');
});

it('answers an unbuilt /prod-detail/{id} of a real product with the shell, any other id with 404', async () => {
  const deps = await createTestDeps();
  const site = deps.site as ReturnType<typeof createMemorySite>;
  site.files['/shells/prod-detail/index.html'] = '<p>Loading the piece…</p>';
  site.files['/prod-detail/built1/index.html'] = '<h1>Moon Ring</h1>';
  site.files['/404.html'] = '<h1>Page Not Found</h1>';
  const category = await addCategory(deps.db);
  const product = await addProduct(deps.db, category.id);
  const app = createApp(deps);

  const unbuilt = await app.request(`/prod-detail/${product.id}`);
  expect(unbuilt.status).toBe(200);
  expect(await unbuilt.text()).toContain('Loading the piece…');
  expect(await (await app.request(`/prod-detail/${product.id}/`)).text()).toContain('Loading');
  expect(await (await app.request('/prod-detail/built1')).text()).toContain('Moon Ring');
  const unknown = await app.request('/prod-detail/noSuchProduct');
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain('Page Not Found');
  // Deeper paths are not product pages.
  expect((await app.request('/prod-detail/a/b')).status).toBe(404);
});

it('answers the cart page to a guest as to a signed-in customer, however spelled (no login gate)', async () => {
  const deps = await createTestDeps();
  const site = deps.site as ReturnType<typeof createMemorySite>;
  site.files['/shop/cart/index.html'] = '<h1>Cart</h1>';
  const app = createApp(deps);
  for (const cookie of [undefined, 'chandi_session=some-token', 'chandi_admin=x']) {
    for (const path of ['/shop/cart', '/shop/cart/', '/shop/cart/index.html', '/shop/%63art']) {
      const response = await app.request(path, cookie ? { headers: { cookie } } : undefined);
      expect(response.status, `${path} ${cookie}`).toBe(200);
      expect(await response.text(), `${path} ${cookie}`).toContain('<h1>Cart</h1>');
    }
  }
});
