// The storefront's interactive behaviours (issue 4): hero slider, category strip, listing page size
// and sort, card badges, redirects, the mobile menu, the banner video and the store map.
import { expect, type Page } from '@playwright/test';
import { cardsIn, expectNoAxeViolations, settledCode, startPageScripts, test } from './fixtures';

interface ApiProduct {
  _id: string;
  name: string;
  code: string;
  discount: number;
  status: boolean;
  total_price: number;
  sizeType: 'ring' | 'bangle' | null;
}

/** "₹1,06,600.00" → 106600 */
const rupees = (text: string) => Number(text.replace(/[^\d.]/g, ''));

/** Prices of the visible listing cards, in the order they are shown, as shoppers read them. */
const shownPrices = async (page: Page) =>
  (await cardsIn(page).locator('visible=true').locator('.card-now').allTextContents()).map(rupees);

test.describe('hero slider', () => {
  const titles = [
    'Moonlight, set in silver',
    'Silver that stays with you',
    'Small pieces, quiet sparkle',
  ];
  const slide = (page: Page, title: string) =>
    page.getByRole('heading', { level: 2, name: title, exact: true });
  const expectOnly = async (page: Page, shown: number) => {
    for (const [i, title] of titles.entries()) {
      if (i === shown) await expect(slide(page, title)).toBeVisible();
      else await expect(slide(page, title)).toBeHidden();
    }
    await expect(page.getByRole('button', { name: `Show slide ${shown + 1}` })).toHaveAttribute(
      'aria-current',
      'true',
    );
  };

  test('advances every 5000 ms and wraps back to the first slide', async ({ page }) => {
    // Paused: only runFor moves the page's time, however long loading the page takes here. The
    // slider starts with the page's scripts, a few frames of that time after the first paint.
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto('/');
    await startPageScripts(page);
    await expectOnly(page, 0);
    await page.clock.runFor(4900);
    await expectOnly(page, 0);
    await page.clock.runFor(200);
    await expectOnly(page, 1);
    await page.clock.runFor(5000);
    await expectOnly(page, 2);
    await page.clock.runFor(5000);
    await expectOnly(page, 0);
  });

  test('arrows wrap both ways, dots jump, and Explore Bestseller leads to #bestSeller', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: /^Show slide/ })).toHaveCount(3);
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expectOnly(page, 2);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectOnly(page, 0);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectOnly(page, 1);
    await page.getByRole('button', { name: 'Show slide 3' }).click();
    await expectOnly(page, 2);
    const explore = page.getByRole('link', { name: /Explore Bestseller/i }).locator('visible=true');
    await expect(explore).toHaveAttribute('href', /#bestSeller$/);
    await explore.click();
    await expect(page.locator('#bestSeller')).toBeInViewport();
  });
});

test('the category strip scrolls by 300 px and disables its left arrow at the start', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const list = page.locator('[data-strip-list]');
  const left = page.getByRole('button', { name: 'Scroll categories left' });
  const right = page.getByRole('button', { name: 'Scroll categories right' });
  await list.scrollIntoViewIfNeeded();
  await expect(left).toBeVisible();
  await expect(left).toBeDisabled();
  await expect(right).toBeEnabled();
  const scrollLeft = () => list.evaluate((el) => el.scrollLeft);
  // Smooth scrolling takes a moment: wait until the position stops changing.
  const settled = async () => {
    let last = -1;
    await expect
      .poll(async () => last === (last = await scrollLeft()), { intervals: [150] })
      .toBe(true);
    return last;
  };

  // 300 px, give or take the few pixels scroll snapping adds to line up a category.
  await right.click();
  const first = await settled();
  expect(first).toBeGreaterThan(280);
  expect(first).toBeLessThan(320);
  await expect(left).toBeEnabled();
  // Near the end the next step stops at the end, and the right arrow turns off.
  const max = await list.evaluate((el) => el.scrollWidth - el.clientWidth);
  for (let i = 0; i < 10 && (await right.isEnabled()); i++) {
    await right.click();
    await settled();
  }
  await expect.poll(scrollLeft).toBeGreaterThanOrEqual(max - 1);
  await left.click();
  expect(max - (await settled())).toBeGreaterThan(200);
  for (let i = 0; i < 10 && (await left.isEnabled()); i++) {
    await left.click();
    await settled();
  }
  await expect.poll(scrollLeft).toBeLessThanOrEqual(10);
  await expect(left).toBeDisabled();
  await expect(list.getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/shop\/product\/[a-z-]+$/,
  );
});

test.describe('listing', () => {
  test('page size is kept in ?limit, All is 0, and Show more adds a page', async ({ page }) => {
    await page.goto('/shop/product');
    const total = await cardsIn(page).count();
    const size = page.getByLabel('Show per page');
    const count = page.locator('[data-count-text]');
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(9);

    await size.selectOption('5');
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(5);
    await expect(page).toHaveURL(/\?limit=5$/);
    await expect(count).toBeVisible();
    await expect(count).toHaveText(`Showing 5 of ${total} products`);

    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(10);
    await expect(page).toHaveURL(/\?limit=10$/);

    await size.selectOption({ label: 'All' });
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(total);
    await expect(page).toHaveURL(/\?limit=0$/);
    await expect(page.getByRole('button', { name: 'Show more' })).toBeHidden();

    await page.goto('/shop/product?limit=2');
    await expect(cardsIn(page).locator('visible=true')).toHaveCount(2);
    await expect(size).toHaveValue('2');
  });

  test('sort really reorders by price, both ways, stock first, and keeps it in the URL', async ({
    page,
  }) => {
    await page.goto('/shop/product?limit=0');
    // The built page shows its first page; the code shows them all (?limit=0).
    await settledCode(page);
    const newest = await shownPrices(page);
    const outOfStock = await cardsIn(page)
      .locator('visible=true')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('.card-badge-out') !== null));
    // Pieces out of stock come after those in stock in every order (issue 14).
    expect(outOfStock, 'out of stock last').toEqual([...outOfStock].sort());
    const inStock = newest.filter((_, i) => !outOfStock[i]);
    const out = newest.filter((_, i) => outOfStock[i]);
    const up = (prices: number[]) => [...prices].sort((a, b) => a - b);
    const ascending = [...up(inStock), ...up(out)];
    const descending = [...up(inStock).reverse(), ...up(out).reverse()];
    expect(newest, 'the default order is not already by price').not.toEqual(ascending);

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect.poll(() => shownPrices(page)).toEqual(ascending);
    await expect(page).toHaveURL(/sort=price-asc/);

    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect.poll(() => shownPrices(page)).toEqual(descending);

    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await expect.poll(() => shownPrices(page)).toEqual(descending);

    await page.getByLabel('Sort by').selectOption('');
    await expect.poll(() => shownPrices(page)).toEqual(newest);
  });

  test('cards show N% OFF only in stock with a discount, OUT OF STOCK, No Discount, and Choose Size for sized pieces', async ({
    page,
    request,
  }) => {
    const { prod } = (await (await request.get('/api/product/')).json()) as { prod: ApiProduct[] };
    expect(prod.some((p) => !p.status)).toBe(true);
    expect(prod.some((p) => p.discount === 0)).toBe(true);
    expect(prod.some((p) => !p.status && p.discount > 0)).toBe(true);
    await page.goto('/shop/product?limit=0');
    for (const product of prod) {
      const card = page.locator(`article[data-product-card="${product._id}"]`);
      await expect(card, product.code).toBeVisible();
      const off = card.getByText(/^\d+% OFF$/);
      if (product.status && product.discount > 0) {
        await expect(off, product.code).toBeVisible();
        await expect(off, product.code).toHaveText(`${product.discount}% OFF`);
      } else {
        await expect(off, product.code).toHaveCount(0);
      }
      const out = card.getByText('OUT OF STOCK', { exact: true });
      if (product.status) await expect(out, product.code).toHaveCount(0);
      else await expect(out, product.code).toBeVisible();
      // A piece made in sizes in stock is added from its page, where the size is chosen.
      if (product.status && product.sizeType) {
        await expect(card.getByRole('link', { name: 'Choose Size' }), product.code).toBeVisible();
        await expect(card.getByRole('button', { name: 'Add To Cart' })).toHaveCount(0);
      } else {
        await expect(card.getByRole('button', { name: 'Add To Cart' }), product.code)[
          product.status ? 'toBeEnabled' : 'toBeDisabled'
        ]();
      }
      const none = card.getByText('No Discount', { exact: true });
      if (product.discount === 0) await expect(none, product.code).toBeVisible();
      else await expect(none, product.code).toHaveCount(0);
      expect(rupees(await card.locator('.card-now').innerText()), product.code).toBe(
        product.total_price,
      );
    }
  });

  test('the Filter and Sort panel folds away on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/shop/product');
    const toggle = page.getByRole('button', { name: 'Filter and Sort' });
    await expect(toggle).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Sort by')).toBeVisible();
    await page.getByLabel('Sort by').selectOption('price-asc');
    const prices = await shownPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await toggle.click();
    await expect(page.getByLabel('Sort by')).toBeHidden();
  });
});

test('old paths answer with real 301 redirects that keep the query', async ({ request }) => {
  const cases: [string, string][] = [
    ['/products', '/shop/product'],
    ['/inquiry', '/shop/product'],
    ['/prod-detail', '/shop/product'],
    ['/shop/bracelets?limit=5', '/shop/product/bracelets?limit=5'],
  ];
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers()['location'], from).toBe(to);
  }
  expect((await request.get('/shop/no-such-category', { maxRedirects: 0 })).status()).toBe(404);
});

test('the menu slides in and out on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/shop/about-us');
  const open = page.getByRole('button', { name: 'Open menu' });
  const products = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: 'products',
    exact: true,
  });
  await expect(open).toBeVisible();
  await expect(products).not.toBeInViewport();
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(products).toBeInViewport();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'about us' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await expect(products).not.toBeInViewport();

  await open.click();
  await expect(products).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(products).not.toBeInViewport();
  await open.click();
  await products.click();
  await expect(page).toHaveURL(/\/shop\/product$/);
});

test.describe('home page media', () => {
  test('the banner video waits until it is on screen, then loops muted; SHOP NOW goes to the listing', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('.webm') && videoRequests.push(r.url()));
    await page.goto('/');
    const video = page.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    expect(await video.evaluate((v) => getComputedStyle(v).backgroundImage)).toMatch(
      /banner-poster\.webp/,
    );
    await expect(video).toHaveAttribute('width', /\d+/);
    await expect(video).toHaveAttribute('height', /\d+/);
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay])).toEqual([
      true,
      true,
      false,
    ]);
    expect(videoRequests, 'no video bytes before it is on screen').toEqual([]);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    const pause = page.getByRole('button', { name: 'Pause video' });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    const shopNow = page.getByRole('link', { name: 'SHOP NOW' });
    await expect(shopNow).toBeVisible();
    await expect(shopNow).toHaveAttribute('href', '/shop/product');
  });

  test('with reduced motion the video and the slider stay still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(6000);
    await expect(page.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const video = page.locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test('the store map and the High Class block load only when needed', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!new URL(r.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) thirdParty.push(r.url());
    });
    await page.goto('/');
    const visit = page.getByRole('region', { name: /Chandi, Jaipur/ });
    await expect(visit.getByText('Monday – Saturday', { exact: true })).toBeVisible();
    await expect(visit.getByText('Sunday', { exact: true })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    const tiles = page.getByRole('region', { name: 'High Class Jewellery' }).locator('img');
    expect(await tiles.count()).toBeGreaterThan(0);
    for (const img of await tiles.all()) await expect(img).toHaveAttribute('loading', 'lazy');
    await tiles.first().scrollIntoViewIfNeeded();
    await expect(tiles.first()).toBeVisible();
    await expect
      .poll(() => tiles.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    expect(thirdParty, 'no third-party request before the map is asked for').toEqual([]);

    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ body: '<p>map</p>', contentType: 'text/html' }),
    );
    await visit.getByRole('button', { name: 'Show map' }).click();
    await expect(visit.locator('iframe')).toBeVisible();
    await expect(visit.locator('iframe')).toHaveAttribute(
      'src',
      /openstreetmap\.org\/export\/embed/,
    );
    await visit.getByRole('button', { name: 'Hide map' }).click();
    await expect(visit.locator('iframe')).toBeHidden();
  });
});
