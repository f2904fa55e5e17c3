import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const password = 'silver-e2e-pass';

type Product = {
  _id: string;
  name: string;
  code: string;
  status: boolean;
  sizeType: 'ring' | 'bangle' | null;
  sizes: string[];
  pricing: 'fixed' | 'rate_linked';
};

/** A piece in stock made in this size type (priced from the silver rate, if asked), from the API. */
async function aPieceIn(
  page: Page,
  type: 'ring' | 'bangle',
  pricing?: Product['pricing'],
): Promise<Product> {
  const { prod } = (await (await page.request.get('/api/product?limit=0')).json()) as {
    prod: Product[];
  };
  const piece = prod.find(
    (p) =>
      p.status && p.sizeType === type && p.sizes.length >= 3 && (!pricing || p.pricing === pricing),
  );
  if (!piece) throw new Error(`no ${type} in stock with sizes`);
  return piece;
}

const picker = (page: Page) => page.getByRole('group', { name: /size/i });
const badge = (page: Page) => page.locator('header [data-count="cart"]');
const storedLines = (page: Page) =>
  page.evaluate(() =>
    (
      JSON.parse(localStorage.getItem('Cartlist') ?? '[]') as {
        pId: string;
        qty: number;
        size?: string;
      }[]
    ).map(({ pId, qty, size }) => ({ pId, qty, size })),
  );

test('a ring is added in two sizes, the lines survive sign-in, and the inquiry from the cart carries the sizes', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const ring = await aPieceIn(page, 'ring', 'rate_linked');
  const [small, middle, large] = ring.sizes as [string, string, string];
  // The account already holds this ring in two sizes, from another device.
  const email = `kavya.${unique()}@example.com`;
  const otherDevice = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const registered = await otherDevice.request.post('/api/user/register-user', {
    data: { name: 'Kavya Iyer', email, password, confirmPassword: password, acceptTerms: true },
  });
  expect(registered.status()).toBe(201);
  const account = ((await registered.json()) as { user: { _id: string } }).user;
  for (const size of [small, large]) {
    const added = await otherDevice.request.post(`/api/cart/add-to-db/${account._id}`, {
      data: { pId: ring._id, size },
    });
    expect(added.status()).toBe(200);
  }
  await otherDevice.close();

  // A visitor: without a size, neither the cart nor the inquiry goes ahead.
  await page.goto(`/prod-detail/${ring._id}`);
  await expect(picker(page)).toBeVisible();
  await expect(picker(page).getByRole('radio')).toHaveCount(ring.sizes.length);
  const add = page.locator('main .detail-buy [data-add-to-cart]');
  await add.click();
  await expect(picker(page).getByText('Choose a size')).toBeVisible();
  await expect(picker(page).getByRole('radio', { name: small, exact: true })).toBeFocused();
  expect(await storedLines(page)).toEqual([]);
  await page.getByRole('link', { name: 'Inquiry Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/prod-detail/${ring._id}$`));
  await expect(picker(page).getByText('Choose a size')).toBeVisible();
  await expectNoAxeViolations(page);

  // One size, then the same ring in another size: two lines.
  await picker(page).getByRole('radio', { name: small, exact: true }).check();
  await expect(picker(page).getByText('Choose a size')).toHaveCount(0);
  await expect(
    picker(page).getByText(new RegExp(`^Size ${small}: \\d+\\.\\d mm inside$`)),
  ).toBeVisible();
  await add.click();
  await expect(add).toHaveText('Item Added To Cart');
  await expect(add).toBeDisabled();
  await picker(page).getByRole('radio', { name: middle, exact: true }).check();
  await expect(add).toHaveText('Add To Cart');
  await page.getByLabel('Quantity').selectOption('2');
  await add.click();
  await expect(add).toHaveText('Item Added To Cart');
  await expect(badge(page)).toHaveText('2');
  expect(await storedLines(page)).toEqual([
    { pId: ring._id, qty: 1, size: small },
    { pId: ring._id, qty: 2, size: middle },
  ]);

  // Sign in: the local lines merge with the account's per size (the same size adds up).
  await page.goto('/login?next=%2Fshop%2Fcart');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  const rows = page.locator('.cart-table tbody tr');
  await expect(rows).toHaveCount(3);
  const expected = [
    [small, '2'],
    [middle, '2'],
    [large, '1'],
  ];
  for (const [size, qty] of expected) {
    const row = rows.filter({ hasText: `Size: ${size}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByLabel(`Quantity of ${ring.name}, size ${size}`)).toHaveValue(qty!);
  }
  await expect(badge(page)).toHaveText('3');
  // A rate-linked ring: every line shows the breakup of the price it was added at, and its rate.
  for (const [size] of expected)
    await expect(
      rows.filter({ hasText: `Size: ${size}` }).locator('[data-seen-breakup]'),
    ).toContainText(
      /^Silver ₹[\d,]+ · making ₹[\d,]+ (· other ₹[\d,]+ )?· GST ₹[\d,]+Silver rate ₹[\d.,]+\/g on /,
    );
  await expectNoAxeViolations(page);
  // The cart page reads the account's cart from the server: a reload shows the same lines.
  await page.reload();
  await expect(rows).toHaveCount(3);

  // Inquiry Now from the cart: every line with its size and quantity reaches the inquiry.
  await page.getByRole('link', { name: 'Inquiry Now' }).click();
  await expect(page).toHaveURL(new RegExp(`/inquiry/${ring.code}\\?from=cart$`));
  const pieces = page.getByRole('list', { name: 'Pieces from your cart' }).locator('[data-piece]');
  await expect(pieces).toHaveCount(3);
  await expect(pieces.filter({ hasText: `size ${middle}` })).toContainText('Qty 2');
  await page.getByLabel(/^Phone Number/).fill('98290 12345');
  await page.getByLabel(/^Message/).fill('Can the ring be ready in all three sizes by Diwali?');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await page.getByRole('link', { name: 'track your inquiry' }).click();
  const tracked = page.locator('[data-piece]');
  await expect(tracked).toHaveCount(3);
  for (const [size, qty] of expected) {
    await expect(
      tracked.filter({ has: page.getByRole('cell', { name: size, exact: true }) }),
    ).toContainText(qty!);
  }
});

test('Inquiry Now on a bangle carries the size chosen, and the size guide opens from the picker', async ({
  page,
}) => {
  const bangle = await aPieceIn(page, 'bangle');
  const size = bangle.sizes[1]!;
  await page.goto(`/prod-detail/${bangle._id}`);
  await expect(picker(page)).toHaveAccessibleName('Bangle size');
  await picker(page).getByRole('radio', { name: size, exact: true }).check();
  await page.getByLabel('Quantity').selectOption('3');
  await page.getByRole('link', { name: 'Inquiry Now' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/inquiry/${bangle.code}\\?piece=${bangle._id}&size=${size}&qty=3$`),
  );
  const piece = page.getByRole('list', { name: 'The piece you chose' }).locator('[data-piece]');
  await expect(piece).toHaveText(new RegExp(`${bangle.code} · size ${size}.*Qty 3`));

  // The picker's guide opens at the bangle table; the guide has both tables.
  await page.goBack();
  await picker(page).getByRole('link', { name: 'Size guide' }).click();
  await expect(page).toHaveURL(/\/shop\/size-guide#bangle$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Size Guide' })).toBeVisible();
  const bangles = page.getByRole('table', { name: 'Bangle sizes' });
  await expect(bangles).toBeInViewport();
  await expect(bangles.getByRole('row', { name: /^2-6 / })).toHaveText(/2\.375\s*60\.3\s*189\.5/);
  const rings = page.getByRole('table', { name: 'Indian ring sizes' });
  await expect(rings.getByRole('row')).toHaveCount(31);
  await expect(rings.getByRole('row', { name: /^14 / })).toHaveText(/17\.2\s*54\.0/);
  await expectNoAxeViolations(page);

  // The footer and the FAQ lead there too.
  await page.goto('/shop/faq');
  await page.getByRole('button', { name: 'How do I find my ring size?' }).click();
  await expect(page.getByRole('link', { name: 'Open the size guide' })).toHaveAttribute(
    'href',
    '/shop/size-guide',
  );
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Size guide' }),
  ).toHaveAttribute('href', '/shop/size-guide');
});

test('the product shell shows the same size picker as the built page, and cards send sized pieces to it', async ({
  page,
}) => {
  const ring = await aPieceIn(page, 'ring');
  await page.goto(`/prod-detail/${ring._id}`);
  const built = await picker(page).innerHTML();
  const shell = await (await page.request.get('/shells/prod-detail/')).text();
  await page.route(`**/prod-detail/${ring._id}`, (route) =>
    route.fulfill({ body: shell, contentType: 'text/html; charset=utf-8' }),
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ring.name);
  await expect(picker(page)).toHaveAccessibleName('Ring size (Indian)');
  expect(await picker(page).innerHTML()).toBe(built);
  const add = page.locator('main .detail-buy [data-add-to-cart]');
  await add.click();
  await expect(picker(page).getByText('Choose a size')).toBeVisible();
  await picker(page).getByRole('radio', { name: ring.sizes[0], exact: true }).check();
  await add.click();
  await expect(add).toHaveText('Item Added To Cart');
  await page.unroute(`**/prod-detail/${ring._id}`);

  // On a listing, a ring's card links to its page to choose a size.
  await page.goto('/shop/product?limit=0');
  const card = page.locator(`article[data-product-card="${ring._id}"]`);
  await card.getByRole('link', { name: 'Choose Size' }).click();
  await expect(page).toHaveURL(new RegExp(`/prod-detail/${ring._id}$`));
});
