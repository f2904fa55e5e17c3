// Trade buyers (issue 31, DESIGN §11): the built pages carry retail prices only; an approved trade
// buyer's browser asks the API after sign-in and shows the trade price, the minimum and indicative
// foreign amounts on the listing and the product page; a guest and a retail customer see none.
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const password = 'silver-e2e-pass';
type Account = { user: { _id: string; name: string; email: string }; cartId: string };
type Piece = { _id: string; total_price: number; sizeType: string | null; status: boolean };

async function register(request: APIRequestContext, name: string) {
  const response = await request.post('/api/user/register-user', {
    data: {
      name,
      email: `${unique()}@example.com`,
      password,
      confirmPassword: password,
      acceptTerms: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Account;
}

/** The browser's `User` as the login form leaves it, so the page scripts see a customer. */
async function rememberUser(page: Page, account: Account) {
  await page.goto('/');
  await page.evaluate((user) => localStorage.setItem('User', JSON.stringify(user)), {
    ...account.user,
    cartId: account.cartId,
  });
}

/** The owner's session in a context of its own. */
async function ownerRequest(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await context.request.post('/api/admin/login', { data: e2eAdmin });
  expect(login.status()).toBe(200);
  return context.request;
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

test('an approved buyer sees trade prices painted on the pages; a guest and a customer see none', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await ownerRequest(browser);
  const list = (await (await page.request.get('/api/product?limit=40')).json()) as {
    prod: Piece[];
  };
  // The newest piece is on the listing's first page.
  const piece = list.prod[0]!;
  expect(
    (
      await owner.put(`/api/admin/trade/products/${piece._id}`, {
        data: { making_kind: null, making_charge: null, min_qty: 3 },
      })
    ).status(),
  ).toBe(200);
  const rates = { USD: 84.25, EUR: 89.1, GBP: 106.5, AED: 22.94 };
  expect(
    (
      await owner.put('/api/admin/trade/settings', {
        data: { discount: 10, fx: { date: yesterday(), rates } },
      })
    ).status(),
  ).toBe(200);
  const tradePrice = Math.floor((Math.round(piece.total_price * 100) * 90 + 5000) / 10_000);

  // The built pages are the same for everyone and carry no trade figure.
  for (const path of ['/shop/product', `/prod-detail/${piece._id}`]) {
    const html = await (await page.request.get(path)).text();
    // No painted element and no trade figure (the stylesheet and the script's code name the class).
    expect(html).not.toMatch(/class="[^"]*trade-(price|fx|paint)|Trade ₹|\(indicative\)/);
    expect(html).toContain(piece._id);
  }

  // A guest: no call for trade prices, none shown.
  const guest = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const guestPage = await guest.newPage();
  const guestAsked: string[] = [];
  guestPage.on('request', (r) => r.url().includes('/api/trade/') && guestAsked.push(r.url()));
  await guestPage.goto('/shop/product');
  await guestPage.waitForLoadState('networkidle');
  await expect(guestPage.locator(`[data-product-card="${piece._id}"]`)).toBeVisible();
  await expect(guestPage.locator('.trade-price')).toHaveCount(0);
  expect(guestAsked).toEqual([]);

  // A retail customer: the page asks whether they trade (no account), then nothing more.
  const retail = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const retailPage = await retail.newPage();
  await rememberUser(retailPage, await register(retailPage.request, 'Bela Rao'));
  const retailAsked: string[] = [];
  retailPage.on('request', (r) => r.url().includes('/api/trade/') && retailAsked.push(r.url()));
  // The listing loads itself again when another spec's publish replaces its rest file: each load
  // asks once.
  let retailLoads = 0;
  retailPage.on('load', () => retailLoads++);
  const asked = retailPage.waitForResponse((r) => r.url().includes('/api/trade/account'));
  await retailPage.goto('/shop/product');
  expect(await (await asked).json()).toMatchObject({ account: null });
  await retailPage.waitForLoadState('networkidle');
  await expect(retailPage.locator('.trade-price')).toHaveCount(0);
  expect(retailLoads).toBeGreaterThan(0);
  expect(retailAsked.map((url) => new URL(url).pathname)).toEqual(
    Array<string>(retailLoads).fill('/api/trade/account'),
  );
  // The refusal is direct too: the API sends this customer no trade price.
  expect((await retailPage.request.get(`/api/trade/prices?ids=${piece._id}`)).status()).toBe(403);

  // The buyer: applies, is approved, and sees the trade price and minimum.
  const buyer = await register(page.request, 'Ravi Mehta');
  const applied = await page.request.post('/api/trade/account', {
    data: {
      businessName: 'Moti Silver House',
      country: 'AE',
      registration: 'DED-88213',
      phone: '+971 4 123 4567',
      sells: 'Silver jewellery',
    },
  });
  expect(applied.status()).toBe(201);
  expect((await owner.patch(`/api/admin/trade/accounts/${buyer.user._id}/approve`)).status()).toBe(
    200,
  );
  await rememberUser(page, buyer);
  await page.goto('/shop/product');
  const card = page.locator(`[data-product-card="${piece._id}"]`);
  await expect(card.locator('.trade-price')).toHaveText(`Trade ${rupees(tradePrice)} · min 3`);
  await expect(card.locator('.trade-fx')).toContainText('(indicative)');
  await expect(card.locator('.trade-fx')).toContainText(`US$${(tradePrice / 84.25).toFixed(2)}`);

  await page.goto(`/prod-detail/${piece._id}`);
  await expect(page.locator('.detail-info .trade-price')).toHaveText(
    `Trade price ${rupees(tradePrice)} · minimum 3 per design`,
  );

  // Above the listing, the line sheet of the pieces it shows.
  await page.goto('/shop/product');
  const sheet = page.getByRole('link', { name: 'Download line sheet (PDF)' });
  await expect(sheet).toBeVisible();
  const pdf = await page.request.get((await sheet.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');

  // In the cart: a line starts at the minimum, shows the trade price and offers no fewer.
  const inStock = list.prod.find((p) => p.status && !p.sizeType && p._id !== piece._id)!;
  await owner.put(`/api/admin/trade/products/${inStock._id}`, {
    data: { making_kind: null, making_charge: null, min_qty: 2 },
  });
  const added = await page.request.post(`/api/cart/add-to-db/${buyer.user._id}`, {
    data: { pId: inStock._id },
  });
  expect(await added.json()).toMatchObject({ qty: 2 });
  await page.goto('/shop/cart');
  const line = page.locator('tr', { has: page.locator(`a[href="/prod-detail/${inStock._id}"]`) });
  const inStockTrade = Math.floor((Math.round(inStock.total_price * 100) * 90 + 5000) / 10_000);
  await expect(line.locator('.trade-price')).toHaveText(`Trade ${rupees(inStockTrade)}`);
  await expect(line.getByText('Minimum 2 per line')).toBeVisible();
  await expect(line.locator('select option').first()).toHaveText('2');
  await expect(page.locator('[data-summary="trade"]')).toContainText(rupees(inStockTrade * 2));
  await guest.close();
  await retail.close();
});
