// The customer's side of the inquiry desk (issue 13): a password reset by e-mail, the contact form
// into the desk, and an inquiry from the cart whose pieces travel whole to the tracking page and
// My inquiries.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { clickAndExpectAnswer, expectNoAxeViolations, test } from './fixtures';
import { linkIn, waitForMail } from './mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const password = 'silver-e2e-pass';

interface Account {
  user: { _id: string; name: string; email: string };
  cartId: string;
}

/** Register a customer through the API of `request` (whose cookies then hold their session). */
async function register(request: APIRequestContext, name: string, email: string) {
  const response = await request.post('/api/user/register-user', {
    data: { name, email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Account;
}

/** Show the page as the signed-in customer: the browser's `User`, as the login form leaves it. */
async function rememberUser(page: Page, account: Account) {
  await page.goto('/');
  await page.evaluate((user) => localStorage.setItem('User', JSON.stringify(user)), {
    ...account.user,
    cartId: account.cartId,
  });
}

test('a forgotten password is reset from the e-mailed link, which signs in and ends other sessions', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const email = `nisha.${unique()}@example.com`;
  const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await register(otherDevice.request, 'Nisha Rao', email);
  expect((await otherDevice.request.get('/api/user/me')).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const address = page.getByLabel(/^Email Address/);
  await address.fill('nisha@');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.').first()).toBeVisible();
  await expect(address).toBeFocused();
  await address.fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for' }),
  ).toContainText('we have sent a link to reset the password');
  await expectNoAxeViolations(page);

  const mail = await waitForMail({ to: email, subject: /Reset your .+ password/ });
  const link = linkIn(mail, '/reset-password');
  expect(new URL(link).hash).toMatch(/^#token=[\w-]{43}$/);
  await page.goto(link);
  // The token leaves the address bar once read.
  await expect.poll(() => page.url()).toMatch(/\/reset-password$/);
  await page.getByLabel(/^New Password/).fill('new-silver-pass');
  await page.getByLabel(/^Confirm New Password/).fill('new-silver-typo');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel(/^Confirm New Password/).fill('new-silver-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Signed in here, at home.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.locator('[data-account-label]')).toHaveText('Hello, Nisha');
  expect((await page.request.get('/api/user/me')).status()).toBe(200);
  // Every other session of the account has ended; the old password no longer works.
  expect((await otherDevice.request.get('/api/user/me')).status()).toBe(401);
  const login = (pass: string) =>
    otherDevice.request.post('/api/user/login-user', { data: { email, password: pass } });
  expect((await login(password)).status()).toBe(401);
  expect((await login('new-silver-pass')).status()).toBe(200);
  await otherDevice.close();

  // The link works once.
  await page.goto(link);
  await page.getByLabel(/^New Password/).fill('third-silver-pass');
  await page.getByLabel(/^Confirm New Password/).fill('third-silver-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('This reset link has expired or has already been used.').first(),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

/** Fill in and send the contact form as `name` <`email`>; returns the reference shown. */
async function sendContactForm(page: Page, name: string, email: string, message: string) {
  await page.goto('/shop/contact');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Subject').selectOption('Care and Repair');
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(message);
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await clickAndExpectAnswer(
    page,
    page.getByRole('button', { name: 'Send Message' }),
    '/api/inquiry/contact',
  );
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const reference = (await page.locator('[data-thanks-reference]').textContent())!;
  expect(reference).toMatch(/^INQ-\d{4}-\d{6}$/);
  return reference;
}

test('the contact form puts a guest’s message on the desk and copies it to nobody', async ({
  page,
}) => {
  const name = `Kavya ${unique()}`;
  const email = `kavya.${unique()}@example.com`;
  const reference = await sendContactForm(
    page,
    name,
    email,
    'My anklet clasp broke. Can you repair it?',
  );
  // Any address can be typed in: the shop sends the text to none (a relay for anyone's words).
  await expect(page.locator('[data-thanks-copy]')).toBeHidden();
  const owner = await waitForMail({
    to: e2eAdmin.email,
    subject: `New message ${reference} from ${name}`,
  });
  expect(owner.text).toContain(email);
  // The thank-you's own link opens the message's tracking page.
  await page.getByRole('link', { name: 'Follow your message' }).click();
  await expect(page.getByRole('heading', { name: `Message ${reference}` })).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Received');
});

test('the contact form e-mails a signed-in customer a copy at their account’s address', async ({
  page,
}) => {
  const account = await register(page.request, 'Kavya Rao', `kavya.${unique()}@example.com`);
  const typed = `someone.${unique()}@example.com`;
  const reference = await sendContactForm(page, 'Kavya Rao', typed, 'Can you resize a toe ring?');
  await expect(
    page.getByText(`We have e-mailed you a copy at ${account.user.email}.`),
  ).toBeVisible();
  const copy = await waitForMail({
    to: account.user.email,
    subject: `We received your message ${reference}`,
  });
  expect(copy.text).toContain('Can you resize a toe ring?');
  // Its link opens the message's tracking page.
  await page.goto(linkIn(copy, '/track-order'));
  await expect(page.getByRole('heading', { name: `Message ${reference}` })).toBeVisible();
});

test('an inquiry from the cart carries each piece and quantity to the tracking page and My inquiries', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const account = await register(page.request, 'Leela Menon', `leela.${unique()}@example.com`);
  // Two pieces in the cart, two of one and three of the other.
  const list = (await (await page.request.get('/api/product?limit=40')).json()) as {
    prod: { _id: string; name: string; status: boolean }[];
  };
  const pieces: { name: string; qty: number }[] = [];
  for (const product of list.prod.filter((p) => p.status)) {
    const qty = pieces.length + 2;
    const added = await page.request.post(`/api/cart/add-to-db/${account.user._id}`, {
      data: { pId: product._id, qty },
    });
    // A piece that comes in sizes needs one; the pieces without sizes are enough here.
    if (added.status() === 200) pieces.push({ name: product.name, qty });
    if (pieces.length === 2) break;
  }
  expect(pieces).toHaveLength(2);

  await rememberUser(page, account);
  await page.goto('/shop/cart');
  await expect(page.locator('.cart-table tbody tr')).toHaveCount(2);
  await page.getByRole('link', { name: 'Inquiry Now' }).click();
  await expect(page).toHaveURL(/\/inquiry\/.+\?from=cart$/);

  // The form shows the pieces (thumbnail, name, quantity) above the code chips.
  const shown = page.getByRole('list', { name: 'Pieces from your cart' }).locator('[data-piece]');
  await expect(shown).toHaveCount(2);
  for (const piece of pieces) {
    const row = shown.filter({ hasText: piece.name });
    await expect(row.locator('[data-qty]')).toHaveText(`Qty ${piece.qty}`);
    await expect(row.locator('img')).toHaveAttribute('src', /\/media\//);
  }
  await expect(page.locator('[data-chip]')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Phone Number/).fill('98290 12345');
  await page.getByLabel(/^Message/).fill('For a wedding in March: can both be ready by then?');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent())!;

  // The tracking page lists them with their quantities.
  await page.getByRole('link', { name: 'track your inquiry' }).click();
  await expect(page.locator('[data-status]')).toHaveText('Received');
  const tracked = page.locator('.track-pieces [data-piece]');
  await expect(tracked).toHaveCount(2);
  for (const piece of pieces) {
    await expect(tracked.filter({ hasText: piece.name }).locator('[data-qty]')).toHaveText(
      String(piece.qty),
    );
  }
  await expectNoAxeViolations(page);

  // My inquiries, from the account menu, lists it with its pieces and a way back to tracking.
  await page.locator('[data-account-label]').click();
  await page.getByRole('link', { name: 'My inquiries' }).click();
  await expect(page).toHaveURL(/\/account\/inquiries$/);
  const entry = page.locator(`[data-inquiry="${reference}"]`);
  await expect(entry.locator('[data-status]')).toHaveText('Received');
  for (const piece of pieces) await expect(entry).toContainText(`${piece.qty} × ${piece.name}`);
  await expectNoAxeViolations(page);
  await entry.getByRole('link', { name: `Track ${reference}` }).click();
  await expect(page.getByRole('heading', { name: `Inquiry ${reference}` })).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Received');
});

test('My inquiries sends a visitor to the login page', async ({ page }) => {
  await page.goto('/account/inquiries');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Finquiries$/);
});
