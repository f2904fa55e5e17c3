import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations, signInWithForm, test } from './fixtures';

// The owner's day on one page that keeps its session: sign-in, a category and a product with
// pictures, a new price, out of stock, an inquiry, deletion. The other admin specs run beside it;
// the steps that change the whole shop (maintenance, the password reset) are in shop-wide.spec.ts.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const categoryName = `E2E Anklets ${tag}`;
const productName = `E2E Silver Payal ${tag}`;
const code = `E2E-${tag}`.slice(0, 32);
// A rebuild takes seconds on a quiet machine; far longer while the other admin specs publish too.
const rebuildTimeout = 90_000;

/** A small real picture made here, so the browser has something to convert to WebP. */
const picture = (rgb: [number, number, number]) =>
  sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: rgb[0], g: rgb[1], b: rgb[2] },
    },
  })
    .png()
    .toBuffer();

/** The public listing's card for a product, as HTML ('' when the product is not listed). */
async function listedCard(request: APIRequestContext, id: string): Promise<string> {
  const html = await (
    await request.get('/shop/product', { headers: { 'cache-control': 'no-cache' } })
  ).text();
  const start = html.indexOf(`data-product-card="${id}"`);
  if (start === -1) return '';
  const end = html.indexOf('</article>', start);
  return html.slice(start, end === -1 ? undefined : end);
}

let context: BrowserContext;
let page: Page;
let productId = '';

// One page keeps the session across the steps.
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext();
  page = await context.newPage();
});

test.afterAll(async () => {
  await context.close();
});

test('the admin sign-in page is accessible and an /admin deep link without a session goes to it', async () => {
  await page.goto('/admin/products');
  await expect(page).toHaveURL(/\/adm-login\?next=%2Fadmin%2Fproducts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/adm-forgot-password',
  );
  await expectNoAxeViolations(page);
});

test('the owner signs in; the dashboard shows real counts and is accessible', async () => {
  await signInWithForm(page);
  // The other admin specs add and remove products meanwhile: the page and the API must agree on
  // one moment's count, so a page drawn before a change is drawn again.
  let drawn = 0;
  await expect(async () => {
    if (drawn++ > 0) await page.reload();
    const { counts } = (await (await page.request.get('/api/admin/dashboard')).json()) as {
      counts: Record<string, number>;
    };
    await expect(
      page.getByRole('link', { name: `${counts.products} Products`, exact: true }),
    ).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('switch', { name: 'Maintenance mode' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expectNoAxeViolations(page);
});

test('a category is added with an image', async () => {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Category' })
    .click();
  await expect(page).toHaveURL(/\/admin\/category$/);
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByLabel('Name').fill(categoryName);
  await expect(dialog.getByLabel('Slug')).toHaveValue(`e2e-anklets-${tag.toLowerCase()}`);
  await dialog.getByLabel('Description').fill('Anklets made by the end-to-end test.');
  await dialog.getByLabel('Image').setInputFiles({
    name: 'anklets.png',
    mimeType: 'image/png',
    buffer: await picture([180, 184, 190]),
  });
  await expect(dialog.getByText(/Ready to upload: 640 px, 400 px/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').getByText('Category created')).toBeVisible();
  const row = page.locator(`tr[data-category="e2e-anklets-${tag.toLowerCase()}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(categoryName);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/.+\.webp$/);
});

test('a product is added with an image and appears on the public listing after the rebuild', async () => {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/add$/);
  await page.getByLabel('Product Name').fill(productName);
  await expect(page.getByLabel('Product Slug')).toHaveValue(
    `e2e-silver-payal-${tag.toLowerCase()}`,
  );
  await page.getByLabel('Description').fill('A light anklet with tiny ghungroo bells.');
  await page.getByRole('combobox', { name: 'Category' }).fill(categoryName);
  await page.getByRole('option', { name: categoryName }).click();
  await page.getByLabel('Product Code').fill(code.toLowerCase());
  await expect(page.getByLabel('Product Code')).toHaveValue(code);
  await page.getByLabel('Price (₹)').fill('2000');
  await page.getByLabel('Discount %').fill('10');
  await expect(page.getByLabel('Total after discount')).toHaveValue('₹1,800.00');
  await page.getByLabel('Weight (grams)').fill('12.5');
  await page.getByRole('switch', { name: 'New Arrival' }).click();
  await page.getByLabel('Choose images').setInputFiles({
    name: 'payal.png',
    mimeType: 'image/png',
    buffer: await picture([200, 200, 205]),
  });
  await page.getByLabel('Alt text for image 1').fill('Silver payal, front view');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('status').getByText('Product created')).toBeVisible();
  const row = page.locator(`tr[data-product="${code}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(productName);
  await expect(row).toContainText('₹2,000.00');
  await expect(row).toContainText('12.5 gm');
  await expect(
    page
      .getByRole('status')
      .getByText(/Publishing…|Published at \d\d:\d\d:\d\d/)
      .first(),
  ).toBeVisible();

  const { items } = (await (await page.request.get(`/api/admin/products?q=${code}`)).json()) as {
    items: { _id: string; code: string }[];
  };
  productId = items.find((p) => p.code === code)!._id;
  const { prod } = (await (await page.request.get(`/api/admin/products/${productId}`)).json()) as {
    prod: { images: { alt: string }[] };
  };
  expect(prod.images.map((i) => i.alt)).toEqual(['Silver payal, front view']);
  await expect
    .poll(() => listedCard(page.request, productId), { timeout: rebuildTimeout })
    .toContain(productName);
  await expect(page.getByRole('status').getByText(/Published at \d\d:\d\d:\d\d/)).toBeVisible({
    timeout: rebuildTimeout,
  });
});

test('editing the price shows the new price on the listing', async () => {
  await page.getByRole('link', { name: `Edit ${productName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${productId}$`));
  await expect(page.getByLabel('Product Name')).toHaveValue(productName);
  // A deep link survives a reload: the server answers /admin/* with the admin shell.
  await page.reload();
  await expect(page.getByLabel('Price (₹)')).toHaveValue('2000');
  await page.getByLabel('Price (₹)').fill('2500.5');
  // 2,500.50 less 10 % is 2,250.45: the price after discount is whole rupees (DESIGN §11).
  await expect(page.getByLabel('Total after discount')).toHaveValue('₹2,250.00');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByRole('status').getByText('Product updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.locator(`tr[data-product="${code}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-product="${code}"]`)).toContainText('₹2,500.50');
  await expect
    .poll(() => listedCard(page.request, productId), { timeout: rebuildTimeout })
    .toContain('<span class="card-now">₹2,250</span>');
});

test('marking it out of stock shows OUT OF STOCK on the listing', async () => {
  const toggle = page.getByRole('switch', { name: `${productName} in stock` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('status').getByText('Product is out of stock')).toBeVisible();
  await expect
    .poll(() => listedCard(page.request, productId), { timeout: rebuildTimeout })
    .toContain('OUT OF STOCK');
});

test("a shopper's inquiry appears New and is marked in progress; once won it is struck through", async ({
  playwright,
  baseURL,
}) => {
  const shopper = await playwright.request.newContext({ baseURL });
  const sent = await shopper.post('/api/inquiry/send-inquiry', {
    data: {
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '98290 12345',
      message: `Is the payal ${tag} available in a pair?`,
      productCodes: JSON.stringify([code]),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await shopper.dispose();

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Inquiries' })
    .click();
  await expect(page).toHaveURL(/\/admin\/adm-inquiry$/);
  const row = page.locator(`tr[data-inquiry="${reference}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText('Asha Verma');
  await expect(row).toContainText(code);
  const onTheShop = row.getByRole('link', { name: /^View on the shop\b/ });
  await expect(onTheShop).toHaveAttribute('href', `/prod-detail/${productId}`);
  await expect(onTheShop).toHaveAttribute('target', '_blank');
  // The reference's Unread/Acknowledged toggle is the desk's New/In progress (DESIGN §10).
  const status = row.getByRole('button', { name: /^New:/ });
  await expect(status).toHaveText('New');
  await status.click();
  await expect(row.getByRole('button', { name: /^In progress:/ })).toHaveText('In progress');
  await expect(row).not.toHaveClass(/is-done/);
  // A closed inquiry (won, lost, spam) is struck through, as an acknowledged one was.
  const href = await row.getByRole('link', { name: 'Asha Verma' }).getAttribute('href');
  const won = await page.request.patch(`/api/admin/inquiries/${href!.split('/').pop()}/stage`, {
    headers: { origin: baseURL! },
    data: { stage: 'won' },
  });
  expect(won.status(), await won.text()).toBe(200);
  await page.reload();
  await expect(row.getByText('Won', { exact: true })).toBeVisible();
  await expect(row).toHaveClass(/is-done/);
  await expect(row.locator('td').first()).toHaveCSS('text-decoration-line', 'line-through');
});

test('the product is deleted after the confirmation and leaves the listing; then its category', async () => {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Products' })
    .click();
  await page.getByRole('button', { name: `Delete ${productName}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete this item? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('Product deleted')).toBeVisible();
  await expect(page.locator(`tr[data-product="${code}"]`)).toHaveCount(0);
  await expect
    .poll(() => listedCard(page.request, productId), { timeout: rebuildTimeout })
    .toBe('');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Category' })
    .click();
  await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('Category deleted')).toBeVisible();
  await expect(page.locator(`tr[data-category="e2e-anklets-${tag.toLowerCase()}"]`)).toHaveCount(0);
});
