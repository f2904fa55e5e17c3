import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsOwner, test } from './fixtures';

// The owner's forms and tables as they look and behave at a desktop and a phone width: category
// slugs that move only on request, product form errors that clear, the category list clear of the
// sticky button bar, and an inquiries table whose status and message can be read.
test.describe.configure({ mode: 'default', timeout: 180_000 });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// A rebuild takes about 15 s on a quiet machine; far longer while other builds share the CPU.
const rebuildTimeout = 50_000;
const shots = process.env.E2E_SCREENSHOTS;
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 800 };

/** Save a screenshot when E2E_SCREENSHOTS names a folder (for looking at the layout by eye). */
async function snap(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

const intersects = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where `/shop/product/{slug}` answers, without following a redirect: status and Location. */
async function listingAnswer(page: Page, slug: string) {
  const response = await page.request.get(`/shop/product/${slug}?limit=8`, {
    maxRedirects: 0,
    headers: { 'cache-control': 'no-cache' },
  });
  return `${response.status()} ${response.headers()['location'] ?? ''}`.trim();
}

test.beforeEach(async ({ page, baseURL }) => {
  await signInAsOwner(page, baseURL!);
});

test('editing a category keeps its slug; changing the slug moves it and the old address answers 301', async ({
  page,
  baseURL,
}) => {
  const name = `Toe Rings ${tag}`;
  const slug = `toe-rings-${tag}`;
  const moved = `bichiya-${tag}`;
  const created = await page.request.post('/api/category/create', {
    headers: { origin: baseURL! },
    multipart: {
      name,
      description: 'Silver toe rings.',
      image: {
        name: 'toe-rings.webp',
        mimeType: 'image/webp',
        buffer: await sharp({
          create: { width: 400, height: 400, channels: 3, background: '#b9bec4' },
        })
          .webp()
          .toBuffer(),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const row = (s: string) => page.locator(`tr[data-category="${s}"]`);
  try {
    await page.goto('/admin/category');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Edit category' });
    await expect(dialog.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(slug);
    await expect(dialog.getByRole('textbox', { name: 'Slug', exact: true })).toBeEditable();
    await dialog.getByLabel('Description').fill('Silver toe rings, sold in pairs.');
    await dialog.getByRole('button', { name: 'Update category' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(slug)).toContainText('sold in pairs');
    await expect.poll(() => listingAnswer(page, slug), { timeout: rebuildTimeout }).toBe('200');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit category' });
    await dialog.getByRole('textbox', { name: 'Slug', exact: true }).fill(`Bichiya ${tag}`);
    await dialog.getByRole('textbox', { name: 'Slug', exact: true }).blur();
    await expect(dialog.getByRole('textbox', { name: 'Slug', exact: true })).toHaveValue(moved);
    await expect(dialog.getByText(`/shop/product/${moved}`)).toBeVisible();
    await snap(page, 'category-slug-1280');
    await dialog.getByRole('button', { name: 'Update category' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(moved)).toBeVisible();
    await expect(row(slug)).toHaveCount(0);
    // Once the rebuild has removed the old page, the old address redirects for good.
    await expect
      .poll(() => listingAnswer(page, slug), { timeout: rebuildTimeout })
      .toBe(`301 /shop/product/${moved}?limit=8`);
    await expect.poll(() => listingAnswer(page, moved), { timeout: rebuildTimeout }).toBe('200');
    await page.goto(`/shop/product/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/shop/product/${moved}$`));
  } finally {
    await page.goto('/admin/category');
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').getByText('Category deleted')).toBeVisible();
  }
});

for (const viewport of [desktop, phone]) {
  test(`at ${viewport.width} px the product form's errors clear as fields are fixed, and the category list stays clear of the button bar`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/admin/products/add');
    await expect(page.getByLabel('Product Slug')).toBeVisible();
    await expect(page.getByText(/not a web address/)).toBeVisible();

    await page.getByRole('button', { name: 'Add Product' }).click();
    const error = (text: string) => page.locator('.adm-error', { hasText: text });
    await expect(error('Product Name must be at least 2 characters')).toBeVisible();
    await expect(error('Please choose a category')).toBeVisible();
    await expect(page.getByLabel('Product Name')).toBeFocused();

    await page.getByLabel('Product Name').fill('A');
    await expect(error('Product Name must be at least 2 characters')).toBeVisible();
    await page.getByLabel('Product Name').fill(`Anklet ${tag}`);
    await expect(error('Product Name')).toHaveCount(0);
    await expect(page.getByLabel('Product Name')).not.toHaveAttribute('aria-invalid', 'true');
    // Fixing one field leaves the others' errors in place.
    await expect(error('Description is required')).toBeVisible();
    await page.getByLabel('Description').fill('A light anklet.');
    await expect(error('Description is required')).toHaveCount(0);
    await page.getByLabel('Price (₹)').fill('10.005');
    await expect(error('Price must be a number')).toBeVisible();
    await page.getByLabel('Price (₹)').fill('1200');
    await page.getByLabel('Weight (grams)').fill('8');
    await page.getByLabel('Product Code').fill(`ANK-${tag}`.slice(0, 32));
    await expect(error('Price')).toHaveCount(0);
    await expect(error('Weight')).toHaveCount(0);
    await expect(error('Product Code')).toHaveCount(0);

    // Put the category box just above the sticky bar, where a list opening downwards went under it.
    const combo = page.getByRole('combobox', { name: 'Category' });
    const bar = page.locator('.adm-formbar');
    const gapToBar = async () => {
      const [input, formbar] = [(await combo.boundingBox())!, (await bar.boundingBox())!];
      return formbar.y - (input.y + input.height);
    };
    await combo.scrollIntoViewIfNeeded();
    const gap = await gapToBar();
    await page.evaluate((by) => window.scrollBy(0, by), 24 - gap);
    // Less room than the list of seven categories needs (about 260 px).
    expect(await gapToBar()).toBeLessThan(150);
    await combo.click();
    const list = page.getByRole('listbox', { name: 'Categories' });
    await expect(list).toBeVisible();
    await snap(page, `product-combobox-${viewport.width}`);
    const listBox = (await list.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(intersects(listBox, barBox), JSON.stringify({ listBox, barBox })).toBe(false);
    expect(listBox.y).toBeGreaterThanOrEqual(0);
    expect(listBox.y + listBox.height).toBeLessThanOrEqual(viewport.height);
    expect(await list.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
    // The last option can be reached and clicked: nothing covers it.
    const last = list.getByRole('option').last();
    const lastName = (await last.textContent())!.trim();
    await last.click();
    await expect(combo).toHaveValue(lastName);
    await expect(error('Please choose a category')).toHaveCount(0);
    await expect(page.locator('.adm-error')).toHaveText([
      /Please add at least one image|at least one image/,
    ]);
    await snap(page, `product-errors-cleared-${viewport.width}`);
  });
}

test('the inquiries table shows the whole status and a readable message at 1280 px and on a phone', async ({
  page,
  playwright,
  baseURL,
}) => {
  const shopper = await playwright.request.newContext({ baseURL });
  // Three pieces, a long address and a name that is one long word: the widest row shoppers make.
  const codes = (
    (await (await shopper.get('/api/product/?limit=3')).json()) as { prod: { code: string }[] }
  ).prod.map((p) => p.code);
  const sent = await shopper.post('/api/inquiry/send-inquiry', {
    headers: { origin: baseURL! },
    data: {
      name: 'Meera Iyer Krishnamurthyvenkataramanasubramanian',
      email: 'meera.krishnamurthy.weddings@example.com',
      phone: '98290 54321',
      message: `Could this be made a little longer for a wider wrist, and how soon could it be ready for a wedding on the 14th? (${tag})`,
      productCodes: JSON.stringify(codes),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };
  await shopper.dispose();

  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    await page.goto('/admin/adm-inquiry');
    const row = page.locator(`tr[data-inquiry="${reference}"]`);
    await expect(row).toBeVisible();
    await snap(page, `inquiries-${viewport.width}`);
    // Nothing runs off the side of the table (where the status column was cut off).
    const wrap = page.locator('.adm-tablewrap');
    const { scrollWidth, clientWidth } = await wrap.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth, `table ${scrollWidth} px in ${clientWidth} px`).toBeLessThanOrEqual(
      clientWidth,
    );
    const wrapBox = (await wrap.boundingBox())!;
    for (const status of await page.locator('.adm-inquiries .adm-status').all()) {
      await expectWhole(status);
      const box = (await status.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(wrapBox.x + wrapBox.width);
    }
    const message = row.locator('.adm-message');
    const words = await message.evaluate((text) => {
      const lines = new Set<number>();
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const rect of range.getClientRects()) lines.add(Math.round(rect.top));
      return {
        width: text.getBoundingClientRect().width,
        lines: lines.size,
        words: (text.textContent ?? '').split(/\s+/).length,
      };
    });
    // 25 words: a readable measure, never one or two words a line.
    expect(words.width, JSON.stringify(words)).toBeGreaterThanOrEqual(
      viewport === desktop ? 224 : 160,
    );
    expect(words.lines, JSON.stringify(words)).toBeLessThanOrEqual(Math.ceil(words.words / 4));
  }

  // Each select shows one arrow: the drawn one, the browser's own hidden.
  const selects = await page
    .locator('select')
    .evaluateAll((all) =>
      all.map((el) => [getComputedStyle(el).appearance, getComputedStyle(el).backgroundImage]),
    );
  expect(selects.length).toBeGreaterThan(0);
  for (const [appearance, drawn] of selects) {
    expect(appearance).toBe('none');
    expect(drawn).toContain('gradient');
  }
  // Each piece opens on the shop under its own name; the reference opens the inquiry.
  const row = page.locator(`tr[data-inquiry="${reference}"]`);
  await expect(
    row.getByRole('link', { name: /^View on the shop ?: .+, in a new tab$/ }),
  ).toHaveCount(3);
  await row.getByRole('link', { name: reference, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry ${reference}` })).toBeVisible();
});

/** The control shows its whole text: nothing clipped or cut to an ellipsis. */
async function expectWhole(control: Locator) {
  const fit = await control.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    text: el.textContent,
  }));
  expect(fit.scroll, JSON.stringify(fit)).toBeLessThanOrEqual(fit.client);
}
