import { expect, type Page } from '@playwright/test';
import { cardsIn, expectNoAxeViolations, test } from './fixtures';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
/** As shoppers see a price: whole rupees without ".00" (₹4,523), paise where there are some. */
const rupees = { format: (amount: number) => inr.format(amount).replace(/\.00$/, '') };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

type Product = { _id: string; name: string; code: string; total_price: number };

/** Ids of the first `n` in-stock products on the listing. */
async function inStockIds(page: Page, n: number): Promise<string[]> {
  const cards = cardsIn(page).filter({ has: page.locator('[data-add-to-cart]:not([disabled])') });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push((await cards.nth(i).getAttribute('data-product-card'))!);
  return ids;
}

const toasts = (page: Page) => page.locator('[data-toasts]');
const badge = (page: Page, name: 'cart' | 'wishlist') =>
  page.locator(`header [data-count="${name}"]`);

test('a visitor signs up, the cart merges, an inquiry is sent and tracked; others cannot touch the cart', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `meera.${unique()}@example.com`;
  const password = 'silver-e2e-pass';

  // Visitor: two products into the cart and the wishlist.
  await page.goto('/shop/product');
  const ids = await inStockIds(page, 2);
  for (const id of ids) {
    const add = page.locator(`main [data-add-to-cart="${id}"]`);
    await add.click();
    // Read at once: a toast lives 5 s, and a slow machine can spend that on the rest of the loop.
    await expect(toasts(page).getByText('Item Added To Cart').last()).toBeVisible();
    await expect(add).toHaveText('Item Added To Cart');
    await expect(add).toBeDisabled();
    const wish = page.locator(`main [data-wish="${id}"]`);
    await wish.click();
    await expect(wish).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(badge(page, 'cart')).toBeVisible();
  await expect(badge(page, 'cart')).toHaveText('2');
  await expect(badge(page, 'wishlist')).toBeVisible();
  await expect(badge(page, 'wishlist')).toHaveText('2');
  const products: Product[] = [];
  for (const id of ids)
    products.push(
      ((await (await page.request.get(`/api/product/${id}`)).json()) as { prod: Product }).prod,
    );

  // A guest sees the cart, and is offered to sign in to keep it.
  await page.goto('/shop/cart');
  await expect(page.locator('.cart-table tbody tr')).toHaveCount(2);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcart$/);

  // Register: a mismatch first, then properly.
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register\?next=/);
  await page.getByLabel('Full Name').fill('Meera Sharma');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(`${password}-typo`);
  await page.getByLabel('I accept all the terms and conditions').check();
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.getByText('Passwords must match!!')).toBeVisible();
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();

  // Back at the cart, signed in, with the merged items.
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.locator('[data-account-label]')).toBeVisible();
  await expect(page.locator('[data-account-label]')).toHaveText('Hello, Meera');
  const rows = page.locator('.cart-table tbody tr');
  await expect(rows).toHaveCount(2);
  for (const p of products) await expect(rows.getByRole('link', { name: p.name })).toBeVisible();
  const [first, second] = products as [Product, Product];
  const subtotal = (a: number, b: number) =>
    (Math.round(first.total_price * 100) * a + Math.round(second.total_price * 100) * b) / 100;
  const shipping = (s: number) => (s > 5000 ? 0 : 12);
  await expect(page.locator('[data-summary="subtotal"]')).toBeVisible();
  await expect(page.locator('[data-summary="total"]')).toBeVisible();
  await expect(page.locator('[data-summary="subtotal"]')).toHaveText(rupees.format(subtotal(1, 1)));

  // Changing a quantity recomputes the line, the subtotal and the total.
  await page.getByLabel(`Quantity of ${first.name}`).selectOption('3');
  const newSubtotal = subtotal(3, 1);
  await expect(page.locator('[data-summary="subtotal"]')).toHaveText(rupees.format(newSubtotal));
  await expect(page.locator('[data-summary="total"]')).toHaveText(
    rupees.format(newSubtotal + shipping(newSubtotal)),
  );
  await expect(rows.filter({ hasText: first.name }).locator('.cart-line-total')).toHaveText(
    rupees.format((Math.round(first.total_price * 100) * 3) / 100),
  );
  await expectNoAxeViolations(page);

  // Inquiry Now carries both codes.
  await page.getByRole('link', { name: 'Inquiry Now' }).click();
  await expect(page).toHaveURL(/\/inquiry\/[A-Z0-9-]+,[A-Z0-9-]+\?from=cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch' })).toBeVisible();
  const chips = page.locator('[data-chip]');
  await expect(chips).toHaveCount(2);
  for (const chip of await chips.all()) await expect(chip).toBeVisible();
  expect((await chips.allTextContents()).sort()).toEqual(products.map((p) => p.code).sort());
  await expect(page.getByLabel(/^Full Name/)).toHaveValue('Meera Sharma');
  await expect(page.getByLabel(/^Email Address/)).toHaveValue(email);
  await page.getByLabel(/^Phone Number/).fill('98290 12345');
  await page.getByLabel(/^Message/).fill('Are these available for a wedding next month?');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(page.locator('[data-reference]')).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent())!;
  expect(reference).toMatch(/^INQ-\d{4}-\d{6}$/);
  // The form resets after 4 s; the reference stays until dismissed.
  await expect(page.getByLabel(/^Phone Number/)).toHaveValue('', { timeout: 7000 });
  await expect(page.locator('[data-reference]')).toBeVisible();
  await expect(page.locator('[data-reference]')).toHaveText(reference);

  // Tracking with the reference and the e-mail address shows it as Received.
  await page.goto('/track-order');
  await page.getByLabel(/^Reference number/).fill(reference);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByRole('button', { name: 'Track Now' }).click();
  await expect(page.locator('[data-status]')).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Received');

  // Another customer, in another browser, cannot read or change this cart.
  const owner = (await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? 'null'))) as {
    _id: string;
    cartId: string;
  };
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const registered = await other.request.post('/api/user/register-user', {
    data: {
      name: 'Ravi Kumar',
      email: `ravi.${unique()}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(registered.status()).toBe(201);
  expect(
    (
      await other.request.post(`/api/cart/state-to-cart/${owner._id}`, {
        data: { state_cart: '[]' },
      })
    ).status(),
  ).toBe(403);
  expect(
    (
      await other.request.post(`/api/cart/add-to-db/${owner._id}`, {
        data: { pId: first._id, qty: 10 },
      })
    ).status(),
  ).toBe(403);
  expect(
    (
      await other.request.delete(`/api/cart/delete-from-db-cart/${owner.cartId}/${first._id}`)
    ).status(),
  ).toBe(403);
  expect(
    (
      await other.request.post(`/api/wishlist/state-to-db/${owner._id}`, {
        data: { state_wishlist: '[]' },
      })
    ).status(),
  ).toBe(403);
  const own = (await (
    await other.request.post(
      `/api/cart/state-to-cart/${((await registered.json()) as { user: { _id: string } }).user._id}`,
      {
        data: { state_cart: '[]' },
      },
    )
  ).json()) as { UserCart: { products: unknown[] } };
  expect(own.UserCart.products).toEqual([]);
  await other.close();
  const mine = (await (
    await page.request.post(`/api/cart/state-to-cart/${owner._id}`, { data: { state_cart: '[]' } })
  ).json()) as {
    UserCart: { products: { qty: number }[] };
  };
  expect(mine.UserCart.products.map((p) => p.qty).sort()).toEqual([1, 3]);

  // Logout empties the badges and the stored state.
  await page.locator('[data-account-label]').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(badge(page, 'cart')).toHaveText('0');
  await expect(badge(page, 'wishlist')).toHaveText('0');
  await expect(page.locator('[data-account-label]')).toBeVisible();
  await expect(page.locator('[data-account-label]')).toHaveText('login');
  expect(
    await page.evaluate(() => ['User', 'Cartlist', 'wishlist'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null]);

  // Logging in again from the cart returns to it, with the account's cart.
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(rows).toHaveCount(2);
  await expect(badge(page, 'cart')).toHaveText('2');
  await expect(badge(page, 'wishlist')).toHaveText('2');
});

test('product detail: quantity, Add To Cart and the wishlist toggle', async ({ page }) => {
  await page.goto('/shop/product');
  const [id] = await inStockIds(page, 1);
  await page.goto(`/prod-detail/${id}`);
  const wish = page.getByRole('button', { name: 'Add to WishList' });
  await wish.click();
  await expect(page.getByRole('button', { name: 'Remove from WishList' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(badge(page, 'wishlist')).toHaveText('1');
  await page.getByLabel('Quantity').selectOption('4');
  const add = page.locator(`main .detail-buy [data-add-to-cart="${id}"]`);
  await add.click();
  await expect(add).toHaveText('Item Added To Cart');
  await expect(add).toBeDisabled();
  await expect(badge(page, 'cart')).toHaveText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('Cartlist') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ pId: id, qty: 4 })]);
  // Still shown as added after a reload.
  await page.reload();
  await expect(add).toHaveText('Item Added To Cart');
  await page.getByRole('button', { name: 'Remove from WishList' }).click();
  await expect(badge(page, 'wishlist')).toHaveText('0');
});

test('the shopper pages have one h1, their own titles and no axe violations', async ({ page }) => {
  // axe on six pages, one after another: 45 s on a busy two-core machine.
  test.setTimeout(90_000);
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Login \| /);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await expectNoAxeViolations(page);

  await page.goto('/register');
  await page.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(page.locator('.form-problem')).toHaveText(
    'Please fill all fields and accept terms.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoAxeViolations(page);

  await page.goto('/shop/wishlist');
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
  await expect(page.getByText('Start adding items you love to your wishlist')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/shop/product');
  const [id] = await inStockIds(page, 1);
  await page.locator(`main [data-wish="${id}"]`).click();
  await page.goto('/shop/wishlist');
  await expect(cardsIn(page)).toHaveCount(1);
  await expectNoAxeViolations(page);

  const code = ((await (await page.request.get(`/api/product/${id}`)).json()) as { prod: Product })
    .prod.code;
  await page.goto(`/inquiry/${code.toLowerCase()},%20${code}`);
  await expect(page.locator('[data-chip]')).toBeVisible();
  await expect(page.locator('[data-chip]')).toHaveText([code]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const addCode = page.getByLabel('Product Ids');
  await addCode.fill(' nck-999 ');
  await addCode.press('Enter');
  await page.getByRole('button', { name: 'Add Code' }).click();
  await expect(page.locator('[data-chip]')).toHaveText([code, 'NCK-999']);
  await page.getByRole('button', { name: 'Remove NCK-999' }).click();
  await expect(page.locator('[data-chip]')).toHaveText([code]);
  await expect(page.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*${code}`),
  );
  await expect(page.getByText('* Required fields. Your privacy is important to us.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/track-order');
  await page.getByLabel(/^Reference number/).fill('INQ-2020-999999');
  await page.getByLabel(/^Email Address/).fill('meera@example.com');
  await page.getByRole('button', { name: 'Track Now' }).click();
  await expect(
    page.getByText(/could not find an inquiry with the reference INQ-2020-999999/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
