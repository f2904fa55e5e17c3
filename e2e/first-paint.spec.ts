// A storefront page's scripts fetch their code only after its first paint (src/build/page-scripts.ts):
// on a phone's first visit the code does not share the line with the document and the first
// picture. These tests use pages of their own, not the fixture's, which waits for the scripts.
import { expect, type Page } from '@playwright/test';
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
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (/^\/_astro\/.+\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

test('a catalogue page asks for no script until its first picture is shown', async ({
  context,
  request,
}) => {
  for (const path of await cataloguePaths(request)) {
    const page = await context.newPage();
    const pictures = gate();
    await page.route('**/media/**', pictures.pass);
    const scripts = scriptRequests(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Held pictures: the page waits for its first one up to 1.5 s before it starts its scripts.
    await page.waitForTimeout(1000);
    expect(scripts, path).toEqual([]);
    pictures.open();
    await expect.poll(() => scripts.length, { message: path }).toBeGreaterThan(0);
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
  await page.goto('/shop/product', { waitUntil: 'domcontentloaded' });
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
