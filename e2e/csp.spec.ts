import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from '../playwright.config';
import { test } from './fixtures';

// The page policy is two policies at once: the server's header (every source the pages use) and
// Astro's meta tag (hashes of its inline scripts and styles). A real browser is the only judge of
// whether together they let every page work, so each page is opened and used here while any
// violation it reports is collected.

/** Collect every CSP violation the page reports, from the DOM event and from the console. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return violations;
}

/** Open a page and let its scripts, islands and lazy resources run. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Open the map on demand and wait for its frame (the frame's own load may fail offline). */
async function openMap(page: Page) {
  const button = page.getByRole('button', { name: 'Show map' }).first();
  await button.scrollIntoViewIfNeeded();
  await button.click();
  await expect(page.locator('[data-map-slot] iframe').first()).toBeAttached();
  await page.waitForTimeout(500);
}

test('the storefront pages and the map run without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/');
  await openMap(page);
  await visit(page, '/shop/product');
  const href = await page
    .locator('main article[data-product-card] a[href*="/prod-detail/"]')
    .first()
    .getAttribute('href');
  await visit(page, href!);
  await visit(page, '/shop/contact');
  await openMap(page);
  await visit(page, '/shop/about-us');
  await visit(page, '/login');
  expect(violations).toEqual([]);
});

test('the cart of a signed-in customer runs without a CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const email = `csp.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
  const registered = await page.request.post('/api/user/register-user', {
    data: {
      name: 'Kavya Iyer',
      email,
      password: 'silver-e2e-pass',
      confirmPassword: 'silver-e2e-pass',
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  // Signing in through the form also sends a write with the browser's own Origin.
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('silver-e2e-pass');
  await page.getByRole('button', { name: 'Login' }).click();
  // Argon2id on a busy two-core machine can take a few seconds.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await visit(page, '/shop/cart');
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations).toEqual([]);
});

test('the admin sign-in and the admin, with a picture chosen, run without a CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await visit(page, '/adm-login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel(/^Password/).fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForLoadState('networkidle');
  await visit(page, '/admin/products/add');
  // The preview of a chosen picture is an object (blob:) URL.
  await page.getByLabel('Choose images').setInputFiles({
    name: 'preview.png',
    mimeType: 'image/png',
    buffer: await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 190, g: 192, b: 196 } },
    })
      .png()
      .toBuffer(),
  });
  await expect(page.locator('img[src^="blob:"]').first()).toBeVisible();
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});
