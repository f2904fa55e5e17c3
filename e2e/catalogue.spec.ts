import { expect } from '@playwright/test';
import { cardsIn, expectNoAxeViolations, test } from './fixtures';

test('home shows the three rails with products, the category strip and the footer categories', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Chandi/);
  for (const title of ['NEW ARRIVALS', 'TRENDING PRODUCTS', 'BEST SELLER']) {
    const rail = page.locator('section', {
      has: page.getByRole('heading', { level: 2, name: title, exact: true }),
    });
    const count = await rail.locator('article[data-product-card]').count();
    expect(count, title).toBeGreaterThan(0);
    expect(count, title).toBeLessThanOrEqual(8);
  }
  await expect(page.locator('#bestSeller')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const name of ['Necklaces', 'Bracelets', 'Earrings']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /\/shop\/product\/[a-z-]+$/,
    );
  }
  await expectNoAxeViolations(page);
});

test('the listing shows 9 products by default out of the whole catalogue', async ({ page }) => {
  await page.goto('/shop/product');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cardsIn(page).locator('visible=true')).toHaveCount(9);
  expect(await cardsIn(page).count()).toBeGreaterThanOrEqual(30);
  await expectNoAxeViolations(page);
});

test('a category listing shows only that category, with its name and description', async ({
  page,
  request,
}) => {
  const { categories } = (await (await request.get('/api/category')).json()) as {
    categories: { slug: string; name: string; description: string; count: number }[];
  };
  const earrings = categories.find((c) => c.slug === 'earrings')!;
  await page.goto('/shop/product/earrings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(earrings.name);
  await expect(page.getByText(earrings.description)).toBeVisible();
  expect(await cardsIn(page).count()).toBe(earrings.count);
  await expect(cardsIn(page).first().locator('.card-category')).toBeVisible();
  await expect(cardsIn(page).first().locator('.card-category')).toHaveText(earrings.name);
  await expectNoAxeViolations(page);
});

test('a product detail page shows the product from the API, reached from a card', async ({
  page,
  request,
}) => {
  await page.goto('/shop/product');
  const card = cardsIn(page).first();
  const id = await card.getAttribute('data-product-card');
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/prod-detail/${id}$`));
  const { prod } = (await (await request.get(`/api/product/${id}`)).json()) as {
    prod: { name: string; code: string; category_id: { name: string } };
  };
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(prod.name);
  await expect(page.getByText(prod.code, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Inquiry Now/i })).toBeVisible();
  await expect(page.getByRole('link', { name: /Inquiry Now/i })).toHaveAttribute(
    'href',
    `/inquiry/${prod.code}`,
  );
  await expect(page.getByRole('heading', { name: /You may also like/i })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown path answers 404 with the Page Not Found screen', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home Page!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home Page!' })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page);
});

test('old listing paths redirect to the listing', async ({ page }) => {
  await page.goto('/products');
  await expect(page).toHaveURL(/\/shop\/product$/);
  await page.goto('/shop/bracelets');
  await expect(page).toHaveURL(/\/shop\/product\/bracelets$/);
});

test('robots.txt and the sitemap list the public pages', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap-index\.xml/);
  // The index has a sitemap for the demo catalogue's pages and one for its product pages (every
  // page in them: storefront-fixes.spec.ts).
  const index = await (await request.get('/sitemap-index.xml')).text();
  expect(index).toContain('/sitemap-0.xml</loc>');
  expect(index).toContain('/sitemap-products.xml</loc>');
  const sitemap = await request.get('/sitemap-0.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  expect(await sitemap.text()).toContain('/shop/product/ladies-rings</loc>');
  const { prod } = (await (await request.get('/api/product/')).json()) as {
    prod: { _id: string }[];
  };
  const products = await request.get('/sitemap-products.xml');
  expect(products.headers()['content-type']).toContain('xml');
  const xml = await products.text();
  for (const product of prod) expect(xml).toContain(`/prod-detail/${product._id}</loc>`);
});

test('the nav search suggests products and the results page lists them', async ({ page }) => {
  await page.goto('/shop/product');
  const box = page.getByRole('combobox', { name: 'Search jewellery' });
  await box.fill('jhumka');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(suggestions.getByRole('option').first()).toContainText(/Jhumka/i);
  await box.press('Escape');
  await expect(suggestions).toBeHidden();
  await box.fill('jhumka');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\/search\?q=jhumka$/);
  const results = page.locator('[data-search-results] li');
  await expect(results.first()).toBeVisible();
  await expect(results.first()).toContainText(/Jhumka/i);
  await expect(page.locator('[data-search-count]')).toBeVisible();
  await expect(page.locator('[data-search-count]')).toContainText(/found for “jhumka”/);
  await expectNoAxeViolations(page);
});
