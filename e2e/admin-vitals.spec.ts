import { expect, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, firstProductPath, test } from './fixtures';

// Real-user metrics end to end (DESIGN §11, issue 28): a shopper opens the home page, a listing and
// a product page and leaves each; each page's reporter sends its figures on the way out, and the
// owner's Speed card then shows the 75th percentiles with the number of reports behind them.
test.describe.configure({ timeout: 120_000 });

/**
 * Wait until the page's speed reporter has started: it is fetched only after the page has loaded,
 * painted and gone idle, and registers its listeners as it runs.
 */
async function reporterStarted(page: Page) {
  await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/_astro\/vitals[.-][\w-]+\.js$/.test(new URL(entry.name).pathname)),
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
}

interface Cell {
  page: string;
  name: string;
  samples: number;
}

test('a shopper’s visits reach the owner’s Speed card', async ({ page, baseURL, request }) => {
  const product = await firstProductPath(request);
  for (const path of ['/', '/shop/product', product]) {
    await page.goto(path);
    await reporterStarted(page);
  }
  // Leaving the last page sends its beacon too.
  await page.goto('about:blank');

  const signedIn = await page.request.post('/api/admin/login', {
    headers: { origin: baseURL! },
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  // Beacons travel on their own after the page has gone: wait until all three pages' have landed.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get('/api/admin/vitals');
        const { windows } = (await answer.json()) as { windows: { cells: Cell[] }[] };
        const ttfb = windows[0]!.cells.filter((cell) => cell.name === 'TTFB');
        return ['home', 'listing', 'product'].filter((kind) => ttfb.some((c) => c.page === kind));
      },
      { timeout: 15_000 },
    )
    .toEqual(['home', 'listing', 'product']);

  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Speed' });
  await expect(card).toBeVisible();
  for (const column of ['Home', 'Listings', 'Products'])
    await expect(card.getByRole('columnheader', { name: column })).toBeVisible();
  await expect(card.getByRole('rowheader', { name: 'LCP' })).toBeVisible();
  await expect(card.getByRole('status')).toContainText(/75th percentile\) · [\d,]+ reports/);
  // Each figure says how it is rated and how many reports it stands on.
  const homeTtfb = card.locator('[data-vital="home-TTFB"]');
  await expect(homeTtfb).toHaveText(
    /^\d+(\.\d+)? m?s (good|needs improvement|poor), [\d,]+ reports$/,
  );
  await expect(homeTtfb).toHaveClass(/is-(good|needs-improvement|poor)/);
  await card.getByRole('button', { name: '28 days' }).click();
  await expect(card.getByRole('button', { name: '28 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.locator('[data-vital="product-TTFB"]')).toBeVisible();
  await expectNoAxeViolations(page);
});
