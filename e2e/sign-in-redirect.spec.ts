import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const password = 'silver-e2e-pass';

// `?next=` values as they appear in the address: the URL parser drops tab, LF and CR and reads a
// backslash as a slash, so each of these once sent the shopper to evil.example (issue 11, 17).
const hostile = [
  '%2F%09%2Fevil.example',
  '%2F%0A%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '/%09%5Cevil.example',
  '%2F%5Cevil.example',
  '%2F%2Fevil.example',
  'https%3A%2F%2Fevil.example%2F',
  'javascript%3Aalert(1)',
];

/** Wait until the page has left the form's path, then say where it is. */
async function landing(page: Page, formPath: string): Promise<URL> {
  await page.waitForURL((url) => url.pathname !== formPath, { timeout: 15_000 });
  return new URL(page.url());
}

test.beforeEach(async ({ page }) => {
  // Should the shop send the browser away, it lands here instead of on the network.
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ body: 'evil', contentType: 'text/plain' }),
  );
  // Where the shop sends the browser is what these tests read, not what the page there shows: the
  // pages a sign-in lands on answer with a stand-in, so a dozen sign-ins do not each load home.
  const origin = new URL(test.info().project.use.baseURL!).origin;
  await page.route(
    (url) => url.origin === origin && ['/', '/shop/wishlist'].includes(url.pathname),
    (route) =>
      route.fulfill({ body: '<!doctype html><title>Landed</title>', contentType: 'text/html' }),
  );
});

test('login with a hostile ?next= always lands on the shop; a path on the shop is kept', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const email = `next.${unique()}@example.com`;
  // The account is made outside the browser, so the browser starts signed out.
  const api = await playwright.request.newContext({ baseURL: origin });
  const registered = await api.post('/api/user/register-user', {
    data: { name: 'Nisha Rao', email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  await api.dispose();

  for (const next of [...hostile, '%2Fshop%2Fwishlist%3Fsort%3Dnew']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${next}`);
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    const url = await landing(page, '/login');
    expect({ next, origin: url.origin }).toEqual({ next, origin });
    expect(url.pathname + url.search, next).toBe(
      next.startsWith('%2Fshop') ? '/shop/wishlist?sort=new' : '/',
    );
  }
});

test('registration with a hostile ?next= lands on the shop', async ({ page }) => {
  test.setTimeout(90_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const next of hostile.slice(0, 4)) {
    await page.context().clearCookies();
    await page.goto(`/register?next=${next}`);
    await page.getByLabel('Full Name').fill('Nisha Rao');
    await page.getByLabel('Email Address').fill(`next.${unique()}@example.com`);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByLabel('I accept all the terms and conditions').check();
    await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
    const url = await landing(page, '/register');
    expect({ next, origin: url.origin, path: url.pathname }).toEqual({ next, origin, path: '/' });
  }
});

test('the Sign Up and Sign In links pass on only a safe ?next=', async ({ page }) => {
  await page.goto('/login?next=%2F%09%2Fevil.example');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  await page.goto('/register?next=%2Fshop%2Fcart');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login?next=%2Fshop%2Fcart',
  );
});
