import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { e2eAdmin } from '../playwright.config';
import { test } from './fixtures';

// Hostile text saved through the API must come back as text on every page that shows it, in the
// storefront and in the admin. The CSP would block most inline handlers anyway, so besides "no
// dialog, no flag" the check is that none of the markup the payloads carry became elements.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const hostile = {
  categoryName: `<img src=x onerror="window.__pwned=1;alert(1)"> Cat ${tag}`,
  categoryDescription: `</script><script>window.__pwned=2;alert(2)</script><svg onload="alert(3)">`,
  productName: `<script>window.__pwned=4;alert(4)</script> Ring ${tag}`,
  productDescription: `"><img src=x onerror="window.__pwned=5;alert(5)"> {{7*7}} \${7*7} <!--`,
  alt: `" onerror="window.__pwned=6;alert(6)`,
  customerName: `<b onmouseover="alert(7)">Priya</b> ${tag}`,
  message: `<iframe srcdoc="<script>parent.__pwned=8</script>"></iframe><a href="javascript:alert(9)">x</a>`,
};
const code = `HOS-${tag}`.slice(0, 32);
const rebuildTimeout = 30_000;

/** Elements any of the payloads would have created had they been parsed as HTML. */
const injected =
  'img[src="x"], [onerror], [onload], [onmouseover], iframe[srcdoc], a[href^="javascript:"], b:has-text("Priya")';

let api: APIRequestContext;
let productId = '';
let categoryId = '';
let categorySlug = '';

/** Open a page, collecting dialogs; then check no payload ran or became an element. */
async function visitInert(page: Page, path: string, visibleTexts: string[]) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(path);
  for (const text of visibleTexts) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  await expect(page.locator(injected)).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

const picture = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#b9bec4' } })
    .webp()
    .toBuffer();

test.beforeAll(async ({ baseURL }) => {
  api = await playwrightRequest.newContext({ baseURL });
  const login = await api.post('/api/admin/login', { data: e2eAdmin });
  expect(login.status(), await login.text()).toBe(200);
  const category = await api.post('/api/category/create', {
    multipart: {
      name: hostile.categoryName,
      description: hostile.categoryDescription,
      image: { name: 'cat.webp', mimeType: 'image/webp', buffer: await picture() },
    },
  });
  expect(category.status(), await category.text()).toBe(201);
  categoryId = ((await category.json()) as { _id: string })._id;
  const categories = (await (await api.get('/api/admin/categories')).json()) as {
    categories: { _id: string; slug: string }[];
  };
  categorySlug = categories.categories.find((c) => c._id === categoryId)!.slug;
  const product = await api.post('/api/product/create', {
    multipart: {
      name: hostile.productName,
      description: hostile.productDescription,
      code,
      price: '1999',
      discount: '5',
      categoryID: categoryId,
      weight: '4.5',
      newArrival: 'true',
      bestSeller: 'true',
      'alt-0': hostile.alt,
      'image-0-480': { name: 'ring.webp', mimeType: 'image/webp', buffer: await picture() },
    },
  });
  expect(product.status(), await product.text()).toBe(201);
  productId = ((await product.json()) as { _id: string })._id;
  const shopper = await playwrightRequest.newContext({ baseURL });
  const registered = await shopper.post('/api/user/register-user', {
    data: {
      name: hostile.customerName,
      email: `hostile-${tag.toLowerCase()}@example.in`,
      password: 'hostile-pass-925',
      confirmPassword: 'hostile-pass-925',
      acceptTerms: true,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const inquiry = await shopper.post('/api/inquiry/send-inquiry', {
    data: {
      name: hostile.customerName,
      email: `hostile-${tag.toLowerCase()}@example.in`,
      phone: '98290 12345',
      message: hostile.message,
      productCodes: JSON.stringify([code]),
    },
  });
  expect(inquiry.status(), await inquiry.text()).toBe(201);
  await shopper.dispose();
});

test.afterAll(async () => {
  // Leave the shared server's catalogue as it was for the admin flow that runs next.
  if (productId) await api.delete(`/api/product/delete/${productId}/x`);
  if (categoryId) await api.delete(`/api/category/delete/${categoryId}`);
  await api.dispose();
});

test('the product shell and its API render hostile names as text', async ({ page }) => {
  await visitInert(page, `/prod-detail/${productId}`, [`Ring ${tag}`]);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(hostile.productName);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the rebuilt static pages render hostile names and descriptions as text', async ({ page }) => {
  await expect
    .poll(
      async () =>
        (
          await page.request.get(`/prod-detail/${productId}`, {
            headers: { 'cache-control': 'no-cache' },
          })
        )
          .text()
          .then((html) => html.includes(`Ring ${tag}`) && !html.includes('data-shell')),
      { timeout: rebuildTimeout },
    )
    .toBe(true);
  await visitInert(page, `/prod-detail/${productId}`, [`Ring ${tag}`, '{{7*7}}']);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hostile.productName);
  await expect(page.getByRole('img', { name: hostile.alt }).first()).toBeVisible();
  await visitInert(page, '/shop/product', [`Ring ${tag}`]);
  await visitInert(page, `/shop/product/${categorySlug}`, [`Ring ${tag}`, `Cat ${tag}`]);
  await visitInert(page, '/', [`Cat ${tag}`]);
  await visitInert(page, `/shop/search?q=${encodeURIComponent(tag)}`, [`Ring ${tag}`]);
});

test('the wishlist island renders a hostile product name as text', async ({ page }) => {
  await page.addInitScript((id) => {
    localStorage.setItem('wishlist', JSON.stringify([{ pId: id }]));
  }, productId);
  await visitInert(page, '/shop/wishlist', [`Ring ${tag}`]);
});

test('the admin pages render every hostile text as text', async ({ browser }) => {
  const context = await browser.newContext({ storageState: await api.storageState() });
  const page = await context.newPage();
  try {
    await visitInert(page, '/admin/products', [`Ring ${tag}`]);
    await visitInert(page, '/admin/category', [`Cat ${tag}`, '<svg onload="alert(3)">']);
    await visitInert(page, '/admin/adm-inquiry', [hostile.customerName, 'parent.__pwned=8']);
    const opened = page.getByRole('link', { name: hostile.customerName }).first();
    await visitInert(page, (await opened.getAttribute('href'))!, [
      hostile.customerName,
      'parent.__pwned=8',
    ]);
    await visitInert(page, '/admin/users', [hostile.customerName]);
    await visitInert(page, `/admin/products/edit/${productId}`, []);
    await expect(page.getByLabel('Product Name')).toHaveValue(hostile.productName);
    await expect(page.getByLabel('Description')).toHaveValue(hostile.productDescription);
  } finally {
    await context.close();
  }
});
