// The cart is for signed-in customers (issue 11, "Speed": cart page ≥ 98): a visitor is sent to
// /login by a small inline script in the cart's head, before the page asks for any script at all,
// so no React is fetched for a page nobody sees.
import { expect, test } from '@playwright/test';

test('a visitor is sent from the cart to /login before the cart page loads any script', async ({
  page,
}) => {
  const fetchedByCart: string[] = [];
  page.on('request', (request) => {
    const from = request.headers()['referer'] ?? '';
    if (new URL(from || 'http://x/').pathname === '/shop/cart') fetchedByCart.push(request.url());
  });
  await page.goto('/shop/cart');
  await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcart$/);
  await expect(page.getByText('Please login first')).toBeVisible();
  expect(fetchedByCart.filter((url) => /\.js(\?|$)/.test(url))).toEqual([]);
});

test('a signed-in shopper stays on the cart', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      'User',
      JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', cartId: '' }),
    ),
  );
  // The island confirms the session with the server; here the answer is "still signed in".
  await page.route('**/api/user/me', (route) =>
    route.fulfill({
      json: {
        status: 1,
        msg: 'ok',
        User: { _id: 'u1', name: 'Asha', email: 'asha@example.com' },
        cartId: 'c1',
      },
    }),
  );
  await page.route('**/api/cart/state-to-cart/**', (route) =>
    route.fulfill({ json: { status: 1, msg: 'ok', UserCart: { _id: 'c1', products: [] } } }),
  );
  await page.goto('/shop/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/cart$/);
});
