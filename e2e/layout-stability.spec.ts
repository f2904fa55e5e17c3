// Nothing moves while a page settles (issue 11, "Speed": CLS ≤ 0.01 in every run). On a slow phone
// the web fonts arrive after the first paint, and the admin sign-in form after its fallback: both
// used to push text and cards around. Fonts and scripts are slowed down here so that it happens.
import { expect, test, type Page, type Route } from '@playwright/test';

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

/** Every layout shift of the page so far, summed (stricter than CLS, which takes the worst window). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

const slowly = (ms: number) => async (route: Route) => {
  await new Promise((done) => setTimeout(done, ms));
  await route.continue();
};

/** Open `path` with fonts 1 s late and give back how far things moved once they are in. */
async function shiftWithLateFonts(page: Page, path: string) {
  await page.route('**/*.woff2', slowly(1000));
  await page.goto(path);
  await page.waitForFunction(() =>
    [...document.fonts].some((font) => font.family.includes('Jost') && font.status === 'loaded'),
  );
  await page.waitForTimeout(300);
  return layoutShift(page);
}

for (const path of ['/', '/shop/product']) {
  test(`${path} keeps still when its web fonts arrive late`, async ({ page }) => {
    expect(await shiftWithLateFonts(page, path)).toBeLessThan(0.01);
  });
}

test('a product page keeps still when its web fonts arrive late', async ({ page }) => {
  const { prod } = (await (await page.request.get('/api/product/')).json()) as {
    prod: { _id: string }[];
  };
  expect(await shiftWithLateFonts(page, `/prod-detail/${prod[0]!._id}`)).toBeLessThan(0.01);
});

test('the admin sign-in card keeps still when its form arrives late', async ({ page }) => {
  await page.route('**/_astro/AdminLogin.*', slowly(1000));
  await page.goto('/adm-login');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});
