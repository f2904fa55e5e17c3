// Nothing is fail-closed (issue 28, DESIGN §11): when the page's inline scripts do not run (a
// blocking extension, an injected policy, a slip in the head script) or no script runs at all,
// every picture of the catalogue pages still shows on a phone and every link still works.
import { expect, type Page } from '@playwright/test';
import { cardsIn, firstProductPath, test } from './fixtures';

/** Serve each page with a CSP that lists no inline script, so none of them runs. */
async function blockInlineScripts(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/script-src [^;"]*/, "script-src 'self'");
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Bring each picture of the page into view in turn (rails scroll sideways), as a shopper looking
 * at everything would, and check that every one has drawn.
 */
async function expectEveryPictureShown(page: Page): Promise<void> {
  const pictures = page.locator('main img, footer img').locator('visible=true');
  // From the test's side: with scripting off, the page's own timers do not run.
  for (let i = 0, n = await pictures.count(); i < n; i++) {
    await pictures
      .nth(i)
      .evaluate((img) => img.scrollIntoView({ block: 'center', inline: 'center' }));
    await page.waitForTimeout(20);
  }
  await expect
    .poll(() =>
      pictures.evaluateAll((images) =>
        (images as HTMLImageElement[])
          // A stand-in written into the address (data:) is not the picture.
          .filter((img) => !img.complete || img.naturalWidth === 0 || /^data:/.test(img.currentSrc))
          .map((img) => img.currentSrc || img.src),
      ),
    )
    .toEqual([]);
}

const phone = { width: 412, height: 915 };

test.describe('with the inline scripts blocked', () => {
  test('home, the listing and a product page show every picture', async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/.test(message.text()))
        errors.push(message.text());
    });
    await blockInlineScripts(page);
    await page.setViewportSize(phone);
    for (const path of ['/', '/shop/product', await firstProductPath(page.request)]) {
      await page.goto(path);
      await expectEveryPictureShown(page);
    }
    // The policy did block them: this test is about a page whose scripts did not run.
    expect(errors.length).toBeGreaterThan(0);
  });

  test('links still lead on', async ({ page }) => {
    await blockInlineScripts(page);
    await page.setViewportSize(phone);
    await page.goto('/shop/product');
    const card = cardsIn(page).first();
    const name = (await card.locator('.card-name a').textContent())!.trim();
    await card.locator('.card-name a').click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('with no script at all', () => {
  test.use({ javaScriptEnabled: false });

  test('pictures show and links lead on', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(phone);
    for (const path of ['/', '/shop/product']) {
      await page.goto(path);
      await expectEveryPictureShown(page);
    }
    await cardsIn(page).first().locator('.card-name a').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectEveryPictureShown(page);
  });
});
