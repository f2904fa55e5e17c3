import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signInAsOwner, test } from './fixtures';

// The catalogue at scale in the browser: a CSV import previewed and applied, then published; bulk
// actions on a selection with a confirmation naming how many, and their Undo; Undo after a live
// stock switch; a hidden piece off the shop and back.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
// A rebuild takes about 15 s on a quiet machine; far longer while other builds share the CPU.
const rebuildTimeout = 90_000;

const picture = () =>
  sharp({ create: { width: 480, height: 480, channels: 3, background: '#b9bec4' } })
    .webp()
    .toBuffer();

/** `count` products of our own (code `{prefix}-{tag}-{n}`, ₹1,500, no discount) in a shown category. */
async function addProducts(
  request: APIRequestContext,
  baseURL: string,
  prefix: string,
  count: number,
) {
  const { categories } = (await (await request.get('/api/admin/categories')).json()) as {
    categories: { _id: string; status: boolean }[];
  };
  const category = categories.find((c) => c.status)!;
  const made: { id: string; code: string; name: string }[] = [];
  for (let n = 0; n < count; n++) {
    const code = `${prefix}-${tag}-${n}`;
    const name = `Scale ${prefix} ${tag} ${n}`;
    const response = await request.post('/api/product/create', {
      headers: { origin: baseURL },
      multipart: {
        name,
        description: 'A piece made for the catalogue-at-scale checks.',
        code,
        price: '1500',
        discount: '0',
        categoryID: category._id,
        weight: '5',
        'image-0-480': { name: 'piece.webp', mimeType: 'image/webp', buffer: await picture() },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    made.push({ id: ((await response.json()) as { _id: string })._id, code, name });
  }
  return made;
}

/** The card of a product on the public "All" listing ('' until it is published there). */
async function listedCard(request: APIRequestContext, id: string): Promise<string> {
  const html = await (
    await request.get('/shop/product', { headers: { 'cache-control': 'no-cache' } })
  ).text();
  const start = html.indexOf(`data-product-card="${id}"`);
  if (start === -1) return '';
  return html.slice(start, html.indexOf('</article>', start));
}

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsOwner(page, baseURL!);
});

test('a CSV that changes three prices previews three updates, applies them and publishes them', async ({
  page,
  baseURL,
}) => {
  const products = await addProducts(page.request, baseURL!, 'CSV', 3);
  const exported = (await (await page.request.get('/api/admin/products/export')).text()).replace(
    /^\uFEFF/,
    '',
  );
  const [header, ...lines] = exported.split('\r\n');
  const price = header!.split(',').indexOf('price');
  const newPrices = ['1234', '2345', '3456'];
  // Only our rows: the other products are not in the file, so the import leaves them alone.
  const rows = products.map((product, n) => {
    const cells = lines.find((line) => line.startsWith(`${product.code},`))!.split(',');
    expect(cells[price]).toBe('1500');
    cells[price] = newPrices[n]!;
    return cells.join(',');
  });
  const csv = `\uFEFF${[header, ...rows].join('\r\n')}\r\n`;

  await page.goto(`/admin/products?q=${tag}`);
  await expect(page.locator('tr[data-product]')).toHaveCount(3);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products from a CSV file' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'prices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const counts = dialog.getByRole('list', { name: 'What the file would change' });
  await expect(counts).toContainText('3 to update');
  await expect(counts).toContainText('0 to create');
  await expect(counts).toContainText('0 unchanged');
  for (const [n, product] of products.entries()) {
    await expect(dialog.locator(`tr[data-import-row="${product.code}"]`)).toContainText(
      `price: 1500 → ${newPrices[n]}`,
    );
  }
  await dialog.getByRole('button', { name: 'Apply 3 changes' }).click();
  // The apply takes a backup first (decision 040): allow for copying the pictures on a busy machine.
  await expect(page.getByText('Imported: 3 updated, 0 created.')).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();

  for (const [n, product] of products.entries()) {
    const shown = `₹${Number(newPrices[n]).toLocaleString('en-IN')}.00`;
    await expect(page.locator(`tr[data-product="${product.code}"]`)).toContainText(shown);
  }
  for (const [n, product] of products.entries()) {
    await expect
      .poll(() => listedCard(page.request, product.id), { timeout: rebuildTimeout })
      .toContain(`₹${Number(newPrices[n]).toLocaleString('en-IN')}`);
  }

  // The owner finds the import in the audit trail.
  await page.goto('/admin/audit?entity=import');
  await expect(page.locator('tr[data-audit="import"]').first()).toContainText(
    'Imported products from a CSV file',
  );
});

test('bulk deactivate asks first, naming how many, then marks the selection out of stock', async ({
  page,
  baseURL,
}) => {
  const products = await addProducts(page.request, baseURL!, 'BLK', 2);
  await page.goto(`/admin/products?q=BLK-${tag}`);
  await expect(page.locator('tr[data-product]')).toHaveCount(2);
  await page.getByLabel('Select every product on this page').check();
  const bar = page.getByRole('region', { name: 'Selected products' });
  await expect(bar).toContainText('2 products selected');
  await bar.getByRole('button', { name: 'Mark out of stock…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mark 2 products out of stock?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  for (const product of products) {
    await expect(page.getByRole('switch', { name: `${product.name} in stock` })).toBeChecked();
  }
  await bar.getByRole('button', { name: 'Mark out of stock…' }).click();
  await confirm.getByRole('button', { name: 'Mark 2 products out of stock' }).click();
  await expect(page.getByText('2 products marked out of stock')).toBeVisible();
  await expect(bar).toBeHidden();
  for (const product of products) {
    await expect(page.getByRole('switch', { name: `${product.name} in stock` })).not.toBeChecked();
  }
  // The bar that says so offers Undo, which puts each piece back as it was.
  const undo = page.getByRole('status').filter({ hasText: '2 products marked out of stock' });
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('2 products restored')).toBeVisible();
  for (const product of products) {
    await expect(page.getByRole('switch', { name: `${product.name} in stock` })).toBeChecked();
  }
});

test('a hidden piece answers 404 once published and is listed again when shown', async ({
  page,
  baseURL,
}) => {
  const [product] = await addProducts(page.request, baseURL!, 'HID', 1);
  const address = `/prod-detail/${product!.id}`;
  const answer = async () => (await page.request.get(address)).status();
  await expect
    .poll(() => listedCard(page.request, product!.id), { timeout: rebuildTimeout })
    .not.toBe('');

  await page.goto(`/admin/products/edit/${product!.id}`);
  await page.getByRole('switch', { name: 'Hidden from the shop' }).click();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  const row = page.locator(`tr[data-product="${product!.code}"]`);
  // The list finds the pieces hidden from the shop (issue 32), and only shows visible ones on ask.
  const show = page.getByRole('combobox', { name: 'Show' });
  await show.selectOption({ label: 'Hidden from the shop' });
  await expect(page).toHaveURL(/[?&]show=hidden/);
  await expect(row).toContainText('Hidden');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(`HID-${tag}`);
  await show.selectOption({ label: 'Visible in the shop' });
  await expect(page.getByText('No products match your search and filter.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto(`/admin/products?q=HID-${tag}`);
  await expect(row).toContainText('Hidden');
  await expect.poll(answer, { timeout: rebuildTimeout }).toBe(404);
  expect(await listedCard(page.request, product!.id)).toBe('');
  expect((await page.request.get(`/api/product/${product!.id}`)).status()).toBe(404);

  await row.getByRole('checkbox', { name: `Select ${product!.name}` }).check();
  await page
    .getByRole('region', { name: 'Selected products' })
    .getByRole('button', { name: 'Show…' })
    .click();
  await page.getByRole('button', { name: 'Show 1 product in the shop' }).click();
  await expect(row).not.toContainText('Hidden');
  await expect.poll(answer, { timeout: rebuildTimeout }).toBe(200);
});

test('a stock switch is not the first control of its row and can be undone for a few seconds', async ({
  page,
  baseURL,
}) => {
  const [product] = await addProducts(page.request, baseURL!, 'UND', 1);
  await page.goto(`/admin/products?q=UND-${tag}`);
  const row = page.locator(`tr[data-product="${product!.code}"]`);
  const first = row.locator('input, button, a, select').first();
  await expect(first).toHaveAccessibleName(`Select ${product!.name}`);
  const toggle = page.getByRole('switch', { name: `${product!.name} in stock` });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  const undo = page.getByRole('status').filter({ hasText: 'Product is out of stock' });
  await expect(undo).toContainText(product!.name);
  await undo.getByRole('button', { name: 'Undo' }).click();
  await expect(toggle).toBeChecked();
  await expect(undo).toBeHidden();
  const stored = (await (await page.request.get(`/api/admin/products/${product!.id}`)).json()) as {
    prod: { status: boolean };
  };
  expect(stored.prod.status).toBe(true);
});

test('the second of two admins saving the same product is told and offered the other version', async ({
  page,
  browser,
  baseURL,
}) => {
  const [product] = await addProducts(page.request, baseURL!, 'VER', 1);
  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAsOwner(second, baseURL!);
  for (const admin of [page, second]) {
    await admin.goto(`/admin/products/edit/${product!.id}`);
    await expect(admin.getByLabel('Price (₹)')).toHaveValue('1500');
  }
  await page.getByLabel('Price (₹)').fill('1600');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  await second.getByLabel('Price (₹)').fill('1700');
  await second.getByRole('button', { name: 'Update Product' }).click();
  // The error toast says it too; the panel in the form is the one that offers the reload.
  const stale = second
    .getByRole('alert')
    .filter({ hasText: 'Someone else changed this product' })
    .filter({ has: second.getByRole('button', { name: 'Reload the product' }) });
  await expect(stale).toBeVisible();
  await expect(second).toHaveURL(new RegExp(`/admin/products/edit/${product!.id}$`));
  await stale.getByRole('button', { name: 'Reload the product' }).click();
  await expect(second.getByLabel('Price (₹)')).toHaveValue('1600');
  await expect(stale).toBeHidden();
  await other.close();
});
