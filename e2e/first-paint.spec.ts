// A storefront page's scripts ask for their code as the page starts (src/build/page-scripts.ts,
// decision 035): the controls work as soon as the page has been parsed, not after its pictures.
// Some tests use pages of their own, in contexts of their own.
import { expect, type Page, type Request } from '@playwright/test';
import { cardsIn, cataloguePaths, test } from './fixtures';

/** A gate the test opens: requests routed through it wait until then. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((done) => (open = done));
  return {
    open,
    pass: async (route: { continue(): Promise<void> }) => (await opened, route.continue()),
  };
}

/** The browser code a page asks for (Astro's bundles), as it asks. */
function scriptRequests(page: Page): Request[] {
  const urls: Request[] = [];
  page.on('request', (request) => {
    if (/^\/_astro\/.+\.js$/.test(new URL(request.url()).pathname)) urls.push(request);
  });
  return urls;
}

test('a catalogue page asks for its code at once, without waiting for its pictures', async ({
  context,
  request,
}) => {
  for (const path of await cataloguePaths(request)) {
    const page = await context.newPage();
    const pictures = gate();
    await page.route('**/media/**', pictures.pass);
    const scripts = scriptRequests(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Every picture is still held, and the page has fetched its code and run it (module scripts
    // run before DOMContentLoaded). The code used to wait for the first picture (decision 035).
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) expect(await script.response(), script.url()).not.toBeNull();
    expect(await page.evaluate(() => document.readyState), path).not.toBe('loading');
    pictures.open();
    await page.close();
  }
});

test('a sort and page size chosen on the listing before its script ran are applied, not undone', async ({
  context,
  request,
}) => {
  const { prod } = (await (await request.get('/api/product/')).json()) as {
    prod: { _id: string; status: boolean; total_price: number }[];
  };
  const byPrice = [...prod].sort(
    (a, b) => Number(b.status) - Number(a.status) || a.total_price - b.total_price,
  );
  const page = await context.newPage();
  const code = gate();
  await page.route('**/_astro/*.js', code.pass);
  // Not waiting for DOMContentLoaded: the page's module scripts, held here, come before it.
  await page.goto('/shop/product', { waitUntil: 'commit' });
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByLabel('Show per page').selectOption({ label: 'All' });
  code.open();
  await expect(page).toHaveURL(/[?&]sort=price-asc\b/);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-asc');
  const shownIds = () =>
    cardsIn(page)
      .locator('visible=true')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-card') ?? ''));
  await expect.poll(shownIds).toEqual(byPrice.map((p) => p._id));
  await page.close();
});

/** The pictures (`/media/…`) a page asks for, by path, as it asks. */
function pictureRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/')) paths.push(pathname);
  });
  return paths;
}

/** Every path a picture could be asked for by, of the page's lazy pictures or of its others. */
const picturePaths = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((imgs) =>
    imgs.flatMap((img) => {
      const { src, srcset } = img as HTMLImageElement;
      const candidates = srcset.split(',').map((c) => c.trim().split(' ')[0]!);
      return [src, ...candidates].map((url) => new URL(url, location.href).pathname);
    }),
  );

/** The paths only lazy pictures are asked for by (a rail may show the first picture again). */
async function lazyPicturePaths(page: Page): Promise<Set<string>> {
  const others = new Set(await picturePaths(page, 'img:not([loading="lazy"])'));
  return new Set((await picturePaths(page, 'img[loading="lazy"]')).filter((p) => !others.has(p)));
}

const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

// The browser's own lazy loading decides when a picture near the first screen is asked for: no
// script holds it (decision 036 was removed for being fail-closed).
test('on a phone, with or without scripting, and on a wider screen, lazy pictures are not held', async ({
  browser,
  request,
}) => {
  const path = (await cataloguePaths(request))[2]!;
  for (const options of [
    phone,
    { ...phone, javaScriptEnabled: false },
    { viewport: { width: 1280, height: 900 } },
  ]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const pictures = gate();
    await page.route('**/media/**', pictures.pass);
    const asked = pictureRequests(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const lazy = await lazyPicturePaths(page);
    // Every picture is held, the first too: nothing waits for it here. Asked for well within the
    // 1.5 s after which the page's first paint would let held pictures go.
    await expect
      .poll(() => asked.filter((p) => lazy.has(p)).length, { message: path, timeout: 1000 })
      .toBeGreaterThan(0);
    pictures.open();
    const thumbnail = page.locator('.gallery-thumbs img').first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(/^http.*\.webp$/);
    await context.close();
  }
});
