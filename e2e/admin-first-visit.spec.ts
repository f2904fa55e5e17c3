import { expect } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { test } from './fixtures';

// The back office draws its screens in script after load. A first visit's fetch of the web fonts
// for the next page (src/inline/fonts.ts) waits until the first screen is shown: fetched at
// load, 105 KB of fonts shared a phone's line with the app's code and the list it waits for.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

test('a first visit to the back office fetches the web fonts only once its list is shown', async ({
  page,
  baseURL,
}) => {
  const signedIn = await page.request.post('/api/admin/login', {
    headers: { origin: baseURL! },
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  let listReleased = Infinity;
  await page.route(
    (url) => url.pathname === '/api/admin/products',
    async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      listReleased = Math.min(listReleased, Date.now());
      await route.continue();
    },
  );
  const fontRequests: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(Date.now());
  });

  await page.goto('/admin/products');
  await expect(page.locator('.adm-intro')).toContainText('out of stock');
  await expect.poll(() => fontRequests.length).toBe(3);
  expect(Math.min(...fontRequests)).toBeGreaterThanOrEqual(listReleased);
  await page.waitForFunction(() => localStorage.getItem('chandi:fonts') === '1');
});
