// Finding the right piece (issue 14): listing filters in the URL with counts, several categories at
// once, stock last, weight sort; a search that forgives spelling, offers a way on when nothing
// matches, shows stock, and opens from an icon on a phone.
import { expect, type Locator, type Page } from '@playwright/test';
import { cardsIn, expectNoAxeViolations, test } from './fixtures';

interface ApiProduct {
  _id: string;
  name: string;
  code: string;
  total_price: number;
  weight: number;
  status: boolean;
  category_id: { slug: string; name: string };
}

const products = async (page: Page) =>
  ((await (await page.request.get('/api/product/')).json()) as { prod: ApiProduct[] }).prod;

/** Ids of the cards shown, in order. */
const shownIds = async (page: Page) =>
  cardsIn(page)
    .locator('visible=true')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-card') ?? ''));

/** The count beside an option (its description reads "7 pieces"). */
const optionCount = async (option: Locator) =>
  Number(
    (await option.evaluate(
      (input: HTMLInputElement) => input.labels?.[0]?.querySelector('[data-count]')?.textContent,
    )) ?? NaN,
  );

test.describe('listing filters', () => {
  test('narrow the listing with counts, survive a reload and come back with Back', async ({
    page,
  }) => {
    const all = await products(page);
    const inBand = all.filter((p) => p.total_price >= 2000 && p.total_price < 5000);
    const inBandInStock = inBand.filter((p) => p.status);
    expect(inBand.length, 'the demo has pieces in the band').toBeGreaterThan(inBandInStock.length);
    expect(inBandInStock.length).toBeGreaterThan(0);

    await page.goto('/shop/product?limit=0');
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(all.length);
    const band = page.getByRole('radio', { name: /^₹2,000 – ₹5,000/ });
    await expect(band).toHaveAccessibleName('₹2,000 – ₹5,000');
    await expect(band).toHaveAccessibleDescription(`${inBand.length} pieces`);
    await band.check();
    await expect(page).toHaveURL(/[?&]price=2000-5000(&|$)/);
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(inBand.length);
    expect(new Set(await shownIds(page))).toEqual(new Set(inBand.map((p) => p._id)));
    await expect(page.locator('[data-count-text]')).toHaveText(
      `Showing ${inBand.length} of ${inBand.length} products`,
    );
    // The stock option counts what it would leave with the band chosen.
    const stock = page.getByRole('checkbox', { name: /^In stock only/ });
    expect(await optionCount(stock)).toBe(inBandInStock.length);
    await stock.focus();
    await page.keyboard.press('Space');
    await expect(stock).toBeChecked();
    await expect(stock, 'focus stays on the option just chosen').toBeFocused();
    await expect(page).toHaveURL(/[?&]stock=1(&|$)/);
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(inBandInStock.length);
    await expect(cardsIn(page).locator('visible=true').getByText('OUT OF STOCK')).toHaveCount(0);

    await page.reload();
    await expect(band).toBeChecked();
    await expect(stock).toBeChecked();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(inBandInStock.length);

    await page.goBack();
    await expect(stock).not.toBeChecked();
    await expect(band).toBeChecked();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(inBand.length);
    await page.goBack();
    await expect(page.getByRole('radio', { name: 'Any price' })).toBeChecked();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(all.length);
    await page.goForward();
    await expect(band).toBeChecked();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(inBand.length);

    await page.getByRole('button', { name: 'Clear all filters' }).first().click();
    await expect(page.getByRole('radio', { name: 'Any price' })).toBeChecked();
    await expect(page).not.toHaveURL(/price=/);
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(all.length);
    await expectNoAxeViolations(page);
  });

  test('show two categories at once, sorted by weight with pieces out of stock last', async ({
    page,
  }) => {
    const all = await products(page);
    const rings = all.filter((p) => ['ladies-rings', 'mens-rings'].includes(p.category_id.slug));
    expect(
      rings.some((p) => !p.status),
      'a ring is out of stock',
    ).toBe(true);

    await page.goto('/shop/product/ladies-rings');
    const mens = page.getByRole('checkbox', { name: /^Men's Rings/ });
    // A click, not check(): the choice moves to another page, where the box is checked again.
    await mens.click();
    // The page of every product takes over, with both categories chosen and the same focus.
    await expect(page).toHaveURL(/\/shop\/product\?(.*&)?cat=ladies-rings,mens-rings/);
    await expect(page.getByRole('checkbox', { name: /^Ladies Rings/ })).toBeChecked();
    await expect(mens).toBeChecked();
    await expect(mens).toBeFocused();
    await page.getByLabel('Show per page').selectOption({ label: 'All' });
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(rings.length);

    await page.getByLabel('Sort by').selectOption('weight-asc');
    await expect(page).toHaveURL(/sort=weight-asc/);
    const byId = new Map(all.map((p) => [p._id, p]));
    const expected = [...rings]
      .sort((a, b) => Number(b.status) - Number(a.status) || a.weight - b.weight)
      .map((p) => p.weight);
    await expect
      .poll(async () => (await shownIds(page)).map((id) => byId.get(id)!.weight))
      .toEqual(expected);
    const last = cardsIn(page).locator('visible=true').last();
    await expect(last.getByText('OUT OF STOCK')).toBeVisible();

    await page.reload();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(rings.length);
    await mens.uncheck();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(
      rings.filter((p) => p.category_id.slug === 'ladies-rings').length,
    );
  });

  test('the phone panel stays open while choosing, across a change of page too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const all = await products(page);
    await page.goto('/shop/product?limit=0');
    const toggle = page.getByRole('button', { name: 'Filter and Sort' });
    await toggle.click();
    await page.getByRole('radio', { name: /^Under 5 g/ }).check();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: /^5 – 10 g/ })).toBeVisible();
    await page.getByRole('radio', { name: /^5 – 10 g/ }).check();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(
      all.filter((p) => p.weight >= 5 && p.weight < 10).length,
    );

    await page.goto('/shop/product/earrings');
    await toggle.click();
    const tops = page.getByRole('checkbox', { name: /^Tops/ });
    await tops.check();
    await expect(page).toHaveURL(/cat=earrings,tops/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(tops).toBeVisible();
    await expect(tops).toBeFocused();
  });

  test('on a phone, "Show N pieces" under the open filters takes the shopper to the results', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 915 });
    const all = await products(page);
    const ladies = all.filter((p) => p.category_id.slug === 'ladies-rings');
    await page.goto('/shop/product');
    const toggle = page.getByRole('button', { name: 'Filter and Sort' });
    await toggle.click();
    const show = page.getByRole('button', { name: /^(Show \d+ pieces?|No pieces match)$/ });
    await expect(show).toHaveText(`Show ${all.length} pieces`);
    await page.getByRole('checkbox', { name: /^Ladies Rings/ }).check();
    await expect(show).toHaveText(`Show ${ladies.length} pieces`);
    await expect(show).toBeInViewport();
    await show.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(cardsIn(page).locator('visible=true').first()).toBeInViewport();
    await expect(
      page.getByRole('heading', { name: /^Showing \d+ of \d+ products?$/ }),
    ).toBeFocused();

    // A choice that leaves nothing keeps the button in sight, disabled, beside a way back.
    await toggle.click();
    const radios = await page.getByRole('radio').all();
    const counts = await Promise.all(radios.map(optionCount));
    expect(counts, 'a band holds no ladies ring').toContain(0);
    await radios[counts.indexOf(0)]!.check();
    await expect(show).toHaveText('No pieces match');
    await expect(show).toBeDisabled();
    await expect(show).toBeInViewport();
    await page
      .locator('[data-filters-show]')
      .getByRole('button', { name: 'Clear all filters' })
      .click();
    await expect(show).toHaveText(`Show ${all.length} pieces`);
    await expect(show).toBeEnabled();
  });
});

test.describe('search', () => {
  test('a misspelt search finds the piece, and results show stock', async ({ page }) => {
    await page.goto('/shop/product');
    const box = page.getByRole('combobox', { name: 'Search jewellery' });
    await box.fill('neckless');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(suggestions.getByRole('option').first()).toContainText(/Necklace/);
    // A swapped pair of letters is one typo, and the word for a category puts it first.
    await box.fill('saphire rign');
    await expect(suggestions.getByRole('option').nth(0)).toContainText(/Sapphire \S+ Ring/);
    await expect(suggestions.getByRole('option').nth(1)).toContainText(/Sapphire \S+ Ring/);
    await box.fill('jumka');
    await expect(suggestions.getByRole('option').first()).toContainText(/Jhumka/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/shop\/search\?q=jumka$/);
    const results = page.locator('[data-search-results] li');
    await expect(results.first()).toContainText(/Jhumka/);
    await expect(page.locator('[data-search-count]')).toContainText(/found for “jumka”/);
    // Thumbnails arrive after the results.
    await expect(results.first().locator('img')).toHaveAttribute('src', /^\/media\//);

    const out = (await products(page)).find((p) => !p.status)!;
    await page.goto(`/shop/search?q=${encodeURIComponent(out.code)}`);
    await expect(results.first()).toContainText(out.name);
    await expect(results.first()).toContainText('Out of stock');
    await expectNoAxeViolations(page);
  });

  test('a search that finds nothing offers the categories and bestsellers', async ({ page }) => {
    await page.goto('/shop/search?q=platinum%20tiara');
    await expect(page.locator('[data-search-count]')).toContainText(
      'No pieces found for “platinum tiara”',
    );
    const categories = page.getByRole('region', { name: 'Shop by category' });
    await expect(categories.getByRole('link', { name: /Necklaces/ })).toBeVisible();
    const bestsellers = page.getByRole('region', { name: 'Bestsellers' });
    await expect(bestsellers.getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // Typing a word that matches hides them again.
    await page.getByLabel('Search by name, code or category').fill('ring');
    await expect(categories).toBeHidden();
    await page.goto('/shop/search?q=zzzz');
    await page.getByRole('region', { name: 'Shop by category' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/shop\/product\/[a-z-]+$/);
  });

  test('on a phone the search icon opens the search', async ({ page }) => {
    // Five icons and the brand fit the bar without widening the page, down to 320 px.
    for (const width of [320, 360, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}`).toBe(
        width,
      );
    }
    const box = page.getByRole('combobox', { name: 'Search jewellery' });
    await expect(box).toBeHidden();
    const open = page.getByRole('button', { name: 'Open search' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toBeVisible();
    await expect(box).toBeFocused();
    await page.keyboard.type('jhumki');
    await expect(
      page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first(),
    ).toContainText(/Jhumka/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/shop\/search\?q=jhumki$/);
    await expect(page.locator('[data-search-results] li').first()).toContainText(/Jhumka/);
  });
});
