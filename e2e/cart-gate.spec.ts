// A guest's cart (issue 32, docs/decisions/039): the reference sends a guest from the cart to the
// login page, which a shop without checkout has no reason to do. A guest sees the cart, changes a
// quantity and sends "Inquiry Now" from it; signing in, offered on the page, keeps the cart in the
// account by merging it with what the account already holds.
import { expect } from '@playwright/test';
import { cardsIn, test } from './fixtures';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** As shoppers see a price: whole rupees without ".00" (₹4,523), paise where there are some. */
const rupees = (amount: number) => inr.format(amount).replace(/\.00$/, '');
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const password = 'silver-e2e-pass';

type Product = { _id: string; name: string; code: string; status: boolean; total_price: number };

test('a guest sees the cart, changes a quantity, sends Inquiry Now, then signs in and keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // The shopper's account, made on another device, already holds a piece of its own.
  const email = `guest.${unique()}@example.com`;
  const registered = await request.post('/api/user/register-user', {
    data: { name: 'Ritu Jain', email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = (await registered.json()) as { user: { _id: string } };

  // As a guest: a piece into the cart from the listing, then the cart icon.
  await page.goto('/shop/product');
  const card = cardsIn(page)
    .filter({ has: page.locator('[data-add-to-cart]:not([disabled])') })
    .first();
  const pId = (await card.getAttribute('data-product-card'))!;
  await card.locator('[data-add-to-cart]').click();
  await expect(page.locator('header [data-count="cart"]')).toHaveText('1');
  await page.getByRole('link', { name: /^Cart items/ }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);

  const piece = ((await (await request.get(`/api/product/${pId}`)).json()) as { prod: Product })
    .prod;
  const rows = page.locator('.cart-table tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.getByRole('link', { name: piece.name })).toBeVisible();
  await expect(page.getByText('Please login first')).toHaveCount(0);
  await page.getByLabel(`Quantity of ${piece.name}`).selectOption('3');
  await expect(rows.locator('.cart-line-total')).toHaveText(
    rupees((Math.round(piece.total_price * 100) * 3) / 100),
  );

  // Inquiry Now from the cart, quantity and all, sent without an account.
  await page.getByRole('link', { name: 'Inquiry Now' }).click();
  await expect(page).toHaveURL(/\/inquiry\/.+\?from=cart$/);
  const shown = page.getByRole('list', { name: 'Pieces from your cart' }).locator('[data-piece]');
  await expect(shown.locator('[data-qty]')).toHaveText(['Qty 3']);
  await page.getByLabel(/^Full Name/).fill('Ritu Jain');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('98290 12345');
  await page.getByLabel(/^Message/).fill('Is this available for a gift next week?');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  // Meanwhile the account's own cart holds another piece.
  const list = ((await (await request.get('/api/product?limit=40')).json()) as { prod: Product[] })
    .prod;
  let own: Product | undefined;
  for (const product of list.filter((p) => p.status && p._id !== pId)) {
    const added = await request.post(`/api/cart/add-to-db/${account.user._id}`, {
      data: { pId: product._id, qty: 1 },
    });
    // A piece that comes in sizes needs one; the first without sizes will do.
    if (added.status() === 200) {
      own = product;
      break;
    }
  }
  expect(own).toBeDefined();

  // Back at the cart, the offer to sign in: the login brings the shopper back to a merged cart.
  await page.getByRole('link', { name: /^Cart items/ }).click();
  await expect(rows).toHaveCount(1);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcart$/);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Argon2id on a busy two-core machine can take a few seconds.
  await expect(page).toHaveURL(/\/shop\/cart$/, { timeout: 20_000 });
  await expect(rows).toHaveCount(2);
  await expect(page.getByLabel(`Quantity of ${piece.name}`)).toHaveValue('3');
  await expect(rows.getByRole('link', { name: own!.name })).toBeVisible();
  await expect(page.locator('header [data-count="cart"]')).toHaveText('2');
  await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
});
