import { expect } from '@playwright/test';
import { cardsIn, outerMarkup as markup, test } from './fixtures';

// One template draws each of these (src/lib/product-card.ts, search-result.ts, product-detail.ts):
// what the build writes and what the browser draws must be the same markup, or the template was
// bypassed.

// The grids differ in width, so each card tells the browser its own image sizes.
const withoutSizes = (html: string) => html.replace(/ sizes="[^"]*"/, '');

test('a product card is the same on a built page and in the wishlist island', async ({ page }) => {
  await page.goto('/');
  const card = cardsIn(page).first();
  const id = (await card.getAttribute('data-product-card'))!;
  const wish = card.locator(`[data-wish="${id}"]`);
  await wish.click();
  await expect(wish).toHaveAttribute('aria-pressed', 'true');
  const built = await markup(card);

  await page.goto('/shop/wishlist');
  const tile = page.locator(`main .tile-grid article[data-product-card="${id}"]`);
  await expect(tile.locator('[data-wish]')).toHaveAttribute('aria-pressed', 'true');
  expect(withoutSizes(await markup(tile))).toBe(withoutSizes(built));
});

test('a search result is the same built (bestsellers) and drawn from the index', async ({
  page,
}) => {
  await page.goto('/shop/search');
  const bestseller = page.locator('[data-search-none] li.search-result').first();
  const href = (await bestseller.locator('a').getAttribute('href'))!;
  const code = (await bestseller.locator('small').first().textContent())!.split(' · ')[0]!;
  const built = await markup(bestseller);

  await page.locator('[data-search-input]').fill(code);
  const drawn = page.locator(`[data-search-results] li:has(a[href="${href}"])`);
  await expect(drawn.locator('img')).toHaveCount(1);
  expect(await markup(drawn)).toBe(built);
});

test('the product detail is the same on its built page and in the shell', async ({ page }) => {
  // A piece made in sizes with a price breakup shows every part of the template.
  const { prod } = (await (await page.request.get('/api/product/?limit=0')).json()) as {
    prod: { _id: string; sizeType: string | null; breakup: object | null; images: object[] }[];
  };
  const piece = prod.find((p) => p.sizeType && p.images.length > 1) ?? prod[0]!;
  const detail = page.locator('main .detail');
  // The page's scripts have run by load; the shell paints its buttons in the task that draws them.
  await page.goto(`/prod-detail/${piece._id}`);
  await expect(detail.locator('[data-add-to-cart]')).toBeVisible();
  const built = await detail.innerHTML();

  // Stand in for a piece added after the build: its address is answered by the shell.
  const shell = await (await page.request.get('/shells/prod-detail/')).text();
  await page.route(`**/prod-detail/${piece._id}`, (route) =>
    route.fulfill({ body: shell, contentType: 'text/html; charset=utf-8' }),
  );
  await page.reload();
  await expect(detail.locator('[data-add-to-cart]')).toBeVisible();
  expect(await detail.innerHTML()).toBe(built);
});
