// The cart is for signed-in customers (issue 11, "Speed": cart page ≥ 98). A visitor without a
// session cookie is sent to /login by the server before any page; one whose cookie is left but who
// is not signed in in this browser is sent there by a small inline script in the cart's head,
// before the page asks for any script at all, so no React is fetched for a page nobody sees.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';

/** The scripts the cart page itself asked for. */
function scriptsFetchedByCart(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const from = request.headers()['referer'] ?? '';
    if (new URL(from || 'http://x/').pathname === '/shop/cart' && /\.js(\?|$)/.test(request.url()))
      fetched.push(request.url());
  });
  return fetched;
}

test('a visitor without a session is sent from the cart to /login by the server', async ({
  page,
}) => {
  const answer = await page.request.get('/shop/cart', { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers()['location']).toBe('/login?next=%2Fshop%2Fcart&notice=login-first');

  await page.goto('/shop/cart');
  await expect(page.getByText('Please login first')).toBeVisible();
  // The notice is shown once: it leaves the address, and a reload does not show it again.
  await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcart$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText('Please login first')).toHaveCount(0);
});

test('a browser with a stale session cookie but no signed-in user leaves before any script', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'chandi_session', value: 'ended-long-ago', url: baseURL! }]);
  const fetchedByCart = scriptsFetchedByCart(page);
  await page.goto('/shop/cart');
  await expect(page.getByText('Please login first')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=%2Fshop%2Fcart$/);
  expect(fetchedByCart).toEqual([]);
});

test('a signed-in shopper stays on the cart', async ({ page, context, baseURL }) => {
  // The session's cookie lets the server send the page; the island confirms the session with the
  // server, and here the answer is "still signed in".
  await context.addCookies([{ name: 'chandi_session', value: 'a-live-session', url: baseURL! }]);
  await page.addInitScript(() =>
    localStorage.setItem(
      'User',
      JSON.stringify({ _id: 'u1', name: 'Asha', email: 'asha@example.com', cartId: '' }),
    ),
  );
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
