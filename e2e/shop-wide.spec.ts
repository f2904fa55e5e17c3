import { expect, type BrowserContext, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, signInWithForm, test } from './fixtures';

// What changes the whole shop for everyone on it, run after every other spec (playwright.config.ts):
// the maintenance switch closes the storefront, and the owner's password reset ends every admin
// session, which the other admin specs hold.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const resetSecret = 'e2e-reset-secret-value';

let context: BrowserContext;
let page: Page;

// One page keeps the session across the steps.
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

test('maintenance on answers 503 with the maintenance screen; off opens the shop again', async () => {
  await signInWithForm(page);
  const toggle = page.getByRole('switch', { name: 'Maintenance mode' });
  await expect(toggle).toBeEnabled();
  try {
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText('Shop closed')).toBeVisible();
    // The card names the switch that holds the shop closed, as the server reports it.
    await expect(
      page
        .getByRole('region', { name: 'Maintenance' })
        .getByText('The shop is closed: your maintenance switch is on.'),
    ).toBeVisible();
    const closed = await page.request.get('/');
    expect(closed.status()).toBe(503);
    expect(await closed.text()).toContain('Website Temporarily Unavailable');
    // The admin stays reachable while the shop is closed.
    expect((await page.request.get('/admin')).status()).toBe(200);
  } finally {
    // Off again straight away, even when a check above failed: other tests share this server.
    if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  }
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText('Shop open')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Maintenance' }).getByText('The shop is open.'),
  ).toBeVisible();
  expect((await page.request.get('/')).status()).toBe(200);
});

test('the password is reset with the secret key and the new one signs in', async () => {
  const newPassword = `e2e-new-password-${Date.now().toString(36)}`;
  // Signed out, an admin asks for a link by e-mail; the owner may use the shop's secret key.
  await page.goto('/adm-forgot-password');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: "Owner: use the shop's secret key instead" }).click();
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel('Secret key').fill(resetSecret);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/adm-login$/);
  try {
    // The reset ended every admin session.
    expect((await page.request.get('/api/admin/me')).status()).toBe(401);
    await signInWithForm(page, newPassword);
  } finally {
    // Put the original password back so later runs and other tests can sign in.
    const back = await page.request.put('/api/admin/reset-password', {
      data: { email: e2eAdmin.email, secretKey: resetSecret, newPassword: e2eAdmin.password },
    });
    expect(back.status(), await back.text()).toBe(200);
  }
});
