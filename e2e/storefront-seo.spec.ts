// Search-engine data (JSON-LD, link previews, titles) and the shell for product pages not built yet.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './fixtures';

type Json = Record<string, unknown> & { '@type'?: string };

interface ApiProduct {
  _id: string;
  name: string;
  code: string;
  status: boolean;
  total_price: number;
  image: { url: string } | null;
  category_id: { name: string; slug: string };
  pricing: 'fixed' | 'rate_linked';
  huid: string | null;
  breakup: { rateDate: string } | null;
}

/** Every JSON-LD block on the page, parsed (a block that is not valid JSON fails the test). */
const jsonLd = async (page: Page): Promise<Json[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Json,
  );
const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type);

const products = async (page: Page) =>
  ((await (await page.request.get('/api/product/')).json()) as { prod: ApiProduct[] }).prod;

test('home describes the shop as a JewelryStore with its address and opening hours', async ({
  page,
}) => {
  await page.goto('/');
  const [store] = ofType(await jsonLd(page), 'JewelryStore');
  expect(store).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Chandi',
    address: { '@type': 'PostalAddress', addressLocality: 'Jaipur', addressCountry: 'IN' },
  });
  expect(store?.openingHoursSpecification).toEqual([
    expect.objectContaining({ dayOfWeek: expect.arrayContaining(['Monday', 'Saturday']) }),
    expect.objectContaining({ dayOfWeek: ['Sunday'], opens: '11:00', closes: '17:00' }),
  ]);
  // The same hours as the page's week of hours (the menu may show only today's line of it).
  await expect(page.locator('[data-hours-week]').first()).toContainText('11:00 am – 5:00 pm');
});

test('listings carry a BreadcrumbList matching their breadcrumbs', async ({ page }) => {
  await page.goto('/shop/product/earrings');
  const [trail] = ofType(await jsonLd(page), 'BreadcrumbList');
  const items = trail?.itemListElement as { position: number; name: string; item: string }[];
  // The banner's crumbs end in the category's name, not its slug (issue 11).
  expect(items.map((i) => i.name)).toEqual(['Home', 'Products', 'Earrings']);
  expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
  expect(items[2]?.item).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/shop\/product\/earrings$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toBeVisible();
  await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Products', 'Earrings']);
});

test('a product page carries Product, Offer and BreadcrumbList data and a preview image', async ({
  page,
}) => {
  const all = await products(page);
  // One in stock and one out of stock, so availability is checked both ways.
  for (const product of [all.find((p) => p.status), all.find((p) => !p.status)]) {
    if (!product) throw new Error('the demo catalogue has pieces in and out of stock');
    await page.goto(`/prod-detail/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const blocks = await jsonLd(page);
    const [item] = ofType(blocks, 'Product');
    expect(item).toMatchObject({
      name: product.name,
      sku: product.code,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.total_price.toFixed(2),
        availability: `https://schema.org/${product.status ? 'InStock' : 'OutOfStock'}`,
        url: expect.stringMatching(
          new RegExp(`^http://127\\.0\\.0\\.1:\\d+/prod-detail/${product._id}$`),
        ),
      },
    });
    const images = item?.image as string[];
    expect(images[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/media\//);
    expect((await page.request.get(images[0] ?? '')).status()).toBe(200);
    const [trail] = ofType(blocks, 'BreadcrumbList');
    const names = (trail?.itemListElement as { name: string }[]).map((i) => i.name);
    expect(names).toEqual(['Home', 'Products', product.category_id.name, product.name]);

    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    expect(await meta('meta[property="og:type"]')).toBe('product');
    expect(await meta('meta[property="og:image"]')).toBe(images[0]);
    expect(await meta('meta[name="twitter:image"]')).toBe(images[0]);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      (item?.offers as { url: string }).url,
    );
  }
});

test('a rate-linked price holds until the day after its rate, and a hallmark is a Certification', async ({
  page,
}) => {
  const all = await products(page);
  const linked = all.find((p) => p.pricing === 'rate_linked' && p.breakup);
  const fixed = all.find((p) => p.pricing === 'fixed');
  const hallmarked = all.find((p) => p.huid);
  if (!linked || !fixed || !hallmarked) throw new Error('the demo has linked, fixed, HUID pieces');
  const offerOf = async (product: ApiProduct) => {
    await page.goto(`/prod-detail/${product._id}`);
    const [item] = ofType(await jsonLd(page), 'Product');
    // The retail offer only: one Offer, at the price shoppers pay.
    expect(item?.offers).toMatchObject({ '@type': 'Offer', price: product.total_price.toFixed(2) });
    return item!;
  };
  const next = new Date(`${linked.breakup!.rateDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  expect((await offerOf(linked)).offers).toMatchObject({
    priceValidUntil: next.toISOString().slice(0, 10),
  });
  expect((await offerOf(fixed)).offers).not.toHaveProperty('priceValidUntil');
  expect((await offerOf(hallmarked)).hasCertification).toMatchObject({
    '@type': 'Certification',
    certificationIdentification: hallmarked.huid,
    issuedBy: { name: 'Bureau of Indian Standards' },
  });
});

test('a Journal article is an Article, and home and Journal share a real picture', async ({
  page,
}) => {
  const meta = (selector: string) => page.locator(selector).getAttribute('content');
  for (const path of ['/', '/shop/blog']) {
    await page.goto(path);
    const image = await meta('meta[property="og:image"]');
    expect(image).not.toContain('favicon');
    expect(image).toMatch(/\.(webp|png|jpe?g|avif)$/);
    expect((await page.request.get(image ?? '')).status()).toBe(200);
  }
  await page.goto('/shop/blog');
  const first = page.locator('a[href^="/shop/blog/"]').first();
  await page.goto((await first.getAttribute('href')) ?? '');
  const [article] = ofType(await jsonLd(page), 'Article');
  expect(article).toMatchObject({
    headline: await page.getByRole('heading', { level: 1 }).textContent(),
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    author: { '@type': 'Person' },
    mainEntityOfPage: page.url(),
  });
  const [picture] = article!.image as string[];
  expect(picture).not.toContain('favicon');
  expect((await page.request.get(picture ?? '')).status()).toBe(200);
  expect(await meta('meta[property="og:image"]')).not.toContain('favicon');
});

test('every catalogue and shopper page has its own title and description', async ({ page }) => {
  const [first] = await products(page);
  const paths = [
    '/',
    '/shop/product',
    '/shop/product/earrings',
    '/shop/product/bracelets',
    `/prod-detail/${first?._id}`,
    '/shop/search',
    '/shop/wishlist',
    '/login',
    '/register',
    '/track-order',
  ];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of paths) {
    await page.goto(path);
    const title = await page.title();
    const description =
      (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(title, path).toMatch(/Chandi/);
    expect(description.length, path).toBeGreaterThan(50);
    expect(titles.get(title), `${path} repeats the title "${title}"`).toBeUndefined();
    expect(descriptions.get(description), `${path} repeats a description`).toBeUndefined();
    titles.set(title, path);
    descriptions.set(description, path);
  }
});

test.describe('a product page not built yet', () => {
  test('an id that is no product gets a real 404 from the server', async ({ page }) => {
    const response = await page.goto('/prod-detail/notBuiltYet123');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('the shell shows Page Not Found when the API does not know the id', async ({ page }) => {
    // The product was deleted between the server's check and the shell's load.
    const shellHtml = await (await page.request.get('/shells/prod-detail/')).text();
    await page.route('**/prod-detail/goneMeanwhile123', (route) =>
      route.fulfill({ body: shellHtml, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto('/prod-detail/goneMeanwhile123');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Home Page!' })).toBeVisible();
    await expect(page.getByText('Loading the piece…')).toBeHidden();
    await expect(page).toHaveTitle(/^Page Not Found/);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await expectNoAxeViolations(page);
  });

  test('the shell loads the piece from the API and its buttons work', async ({ page }) => {
    const product = (await products(page)).find((p) => p.status);
    if (!product) throw new Error('no product in stock');
    // Stand in for a product added after the build: this page is answered by the shell.
    const shell = await page.request.get('/shells/prod-detail/');
    expect(shell.status()).toBe(200);
    const shellHtml = await shell.text();
    await page.route(`**/prod-detail/${product._id}`, (route) =>
      route.fulfill({ body: shellHtml, contentType: 'text/html; charset=utf-8' }),
    );
    await page.goto(`/prod-detail/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page).toHaveTitle(new RegExp(`^${product.name}`));
    await expect(page.getByText(`Code: ${product.code}`)).toBeVisible();
    const price = page.locator('.detail-now');
    await expect(price).toBeVisible();
    expect(Number((await price.innerText()).replace(/[^\d.]/g, ''))).toBe(product.total_price);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: product.category_id.name })).toHaveAttribute(
      'href',
      `/shop/product/${product.category_id.slug}`,
    );
    await expect(page.getByRole('link', { name: 'Inquiry Now' })).toHaveAttribute(
      'href',
      `/inquiry/${product.code}`,
    );
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(page.getByRole('button', { name: 'Item Added To Cart' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add to WishList' }).click();
    await expect(page.getByRole('button', { name: 'Remove from WishList' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('pages name the shop’s icon as a PNG drawn from its mark, and a home-screen icon for iOS', async ({
  page,
}) => {
  // An SVG favicon is a whole SVG document the browser builds in the page's process after load
  // (18-35 ms of its main thread here); a PNG decodes in a few.
  for (const path of ['/', '/shop/product', '/login']) {
    await page.goto(path);
    const icons = await page.evaluate(async () => {
      const size = async (selector: string) => {
        const link = document.querySelector<HTMLLinkElement>(selector);
        if (!link) return null;
        const answer = await fetch(link.href);
        const bitmap = await createImageBitmap(await answer.blob());
        return {
          type: answer.headers.get('content-type'),
          width: bitmap.width,
          height: bitmap.height,
        };
      };
      return {
        all: [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map(
          (l) => l.type,
        ),
        icon: await size('link[rel="icon"]'),
        apple: await size('link[rel="apple-touch-icon"]'),
      };
    });
    expect(icons, path).toEqual({
      all: ['image/png'],
      icon: { type: 'image/png', width: 48, height: 48 },
      apple: { type: 'image/png', width: 180, height: 180 },
    });
  }
});
