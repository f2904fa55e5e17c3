import { expect, test, type Locator } from '@playwright/test';
import { cardsIn } from './fixtures';

// One template draws each of these (src/lib/product-card.ts, src/lib/search-result.ts): what the
// build writes and what the browser draws must be the same markup, or the template was bypassed.

const markup = (element: Locator) => element.evaluate((node) => node.outerHTML);
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
