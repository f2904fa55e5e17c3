// Nothing moves while a page settles (issue 11, "Speed": CLS ≤ 0.01 in every run). On a slow phone
// the web fonts arrive after the first paint, and the admin sign-in form after its fallback: both
// used to push text and cards around. Fonts and scripts are slowed down here so that it happens.
// A phone also paints a page before all of it has arrived: what is painted must not move when the
// rest comes (a centred card and a ring placed at half the hero's height did, CLS 0.15 and 0.13).
// And a page that starts does not rewrite what it was built with, nor measure itself outside an
// animation frame: every write and every read of a size is a layout.
import { expect, type Page, type Route } from '@playwright/test';
import {
  cataloguePaths,
  expectNoAxeViolations,
  firstProductPath,
  settledCode,
  test,
} from './fixtures';

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

/** Every layout shift of the page so far, summed (stricter than CLS, which takes the worst window). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

const slowly = (ms: number) => async (route: Route) => {
  await new Promise((done) => setTimeout(done, ms));
  await route.continue();
};

/**
 * Open `path` as a returning shopper (the web fonts are used on every page after the first) with
 * the font files 1 s late, and give back how far things moved once they are in.
 */
async function shiftWithLateFonts(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('chandi:fonts', '1'));
  await page.route('**/*.woff2', slowly(1000));
  await page.goto(path);
  await page.waitForFunction(() =>
    [...document.fonts].some((font) => font.family === 'Jost Variable' && font.status === 'loaded'),
  );
  await page.waitForTimeout(300);
  return layoutShift(page);
}

for (const path of ['/', '/shop/product']) {
  test(`${path} keeps still when its web fonts arrive late`, async ({ page }) => {
    expect(await shiftWithLateFonts(page, path)).toBeLessThan(0.01);
  });
}

test('a first visit stays in the stand-in fonts and fetches the web fonts for the next page', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(request.resourceType());
  });
  await page.goto('/');
  // Swapping fonts in now would lay the whole page out again in its busiest second.
  await page.waitForFunction(() => localStorage.getItem('chandi:fonts') === '1');
  // Playwright hears of a finished request a moment after the page does.
  await expect.poll(() => fetched.sort()).toEqual(['fetch', 'fetch', 'fetch']);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(
    false,
  );
  const loaded = () =>
    [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
  expect(await page.evaluate(loaded)).not.toContain('Jost Variable');

  await page.goto('/shop/product');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-fonts'))).toBe(true);
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  expect(await page.evaluate(loaded)).toEqual(
    expect.arrayContaining(['Jost Variable', 'Cormorant Garamond Variable']),
  );
});

test('a product page keeps still when its web fonts arrive late', async ({ page }) => {
  expect(await shiftWithLateFonts(page, await firstProductPath(page.request))).toBeLessThan(0.01);
});

test('the admin sign-in card keeps still when its form arrives late', async ({ page }) => {
  await page.route('**/_astro/AdminLogin.*', slowly(1000));
  await page.goto('/adm-login');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
  expect(await layoutShift(page)).toBeLessThan(0.01);
});

/**
 * Where `measure` finds things on `path` when only the part of the page before `marker` has
 * arrived (a phone paints what it has), and then on the whole page.
 */
async function partThenWhole<T>(page: Page, path: string, marker: string, measure: () => T) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const cut = html.indexOf(marker);
      expect(cut, `${marker} on ${path}`).toBeGreaterThan(0);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body: html.slice(0, cut) });
    },
  );
  await page.goto(path);
  const part = await page.evaluate(measure);
  await page.unrouteAll();
  await page.goto(path);
  return { part, whole: await page.evaluate(measure) };
}

test('the home hero’s ring stays where it was painted while the rest of the hero arrives', async ({
  page,
}) => {
  const ringTop = () =>
    parseFloat(getComputedStyle(document.querySelector('.hero')!, '::after').top);
  const { part, whole } = await partThenWhole(page, '/', 'class="hero-controls', ringTop);
  expect(part).toBeGreaterThan(0);
  expect(part).toBe(whole);
});

test('the first hero slide’s picture and words stay where they were painted while the rest of the slide arrives', async ({
  page,
}) => {
  // Each part of the first slide, by class: where it is when the page has arrived only up to the
  // slide's second part, and where it is on the whole page.
  const parts = () =>
    Object.fromEntries(
      [...document.querySelector('.hero-slide')!.children].map((part) => [
        part.className,
        Math.round(part.getBoundingClientRect().top),
      ]),
    );
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 823 });
    // Cut before each part: whichever comes second in the page is then painted alone first.
    let compared = 0;
    for (const marker of ['<div class="hero-copy"', '<div class="hero-art"']) {
      const { part, whole } = await partThenWhole(page, '/', marker, parts);
      for (const [name, top] of Object.entries(part)) {
        expect(top, `${name} at ${width} px, cut at ${marker}`).toBe(whole[name]);
        compared++;
      }
    }
    expect(compared, `parts painted alone at ${width} px`).toBe(1);
  }
});

for (const path of ['/adm-login', '/adm-forgot-password']) {
  test(`the card on ${path} stays where it was painted while the rest arrives`, async ({
    page,
  }) => {
    const cardTop = () => document.querySelector('.adm-auth-card')!.getBoundingClientRect().top;
    const { part, whole } = await partThenWhole(page, path, '<p class="adm-auth-intro', cardTop);
    expect(part).toBe(whole);
  });
}

/**
 * Every change made under `selector` once the page is parsed, until it has loaded and settled, as
 * "type element attribute" with the element named by its first data- attribute or its class.
 */
async function writesWhileStarting(page: Page, path: string, selector: string) {
  await page.addInitScript((watched) => {
    const writes: string[] = [];
    (window as unknown as { writes: string[] }).writes = writes;
    const name = (node: Node) =>
      node instanceof Element
        ? ([...node.attributes].find((a) => a.name.startsWith('data-') && a.name !== 'data-tap')
            ?.name ?? node.className)
        : node.nodeName;
    // The page is parsed, and its module scripts are about to run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const root of document.querySelectorAll(watched))
        new MutationObserver((records) => {
          for (const r of records) {
            writes.push(`${r.type} ${name(r.target)} ${r.attributeName ?? ''}`);
          }
        }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    });
  }, selector);
  await page.goto(path);
  await page.waitForLoadState('load');
  await settledCode(page);
  await page.waitForTimeout(300);
  return page.evaluate(() => (window as unknown as { writes: string[] }).writes);
}

test('a listing starts without rewriting its grid, its counts or its cards', async ({ page }) => {
  const writes = await writesWhileStarting(page, '/shop/product', '[data-listing]');
  // Show more, and a phone's "Show N pieces" bar, work only with the script, so the script is
  // what shows them.
  const scriptOnly = ['attributes data-show-more hidden', 'attributes data-filters-show hidden'];
  expect(writes.filter((w) => !scriptOnly.includes(w))).toEqual([]);
});

test('the header starts without rewriting its badges or account label', async ({ page }) => {
  const writes = await writesWhileStarting(page, '/', '.site-header');
  // Which day's hours the menu shows depends on the day the page is opened, not built: the
  // script shows today's line in place of the week.
  const today = ['attributes data-hours-today hidden', 'attributes data-hours-week hidden'];
  expect(writes.filter((w) => !today.includes(w))).toEqual([]);
});

/**
 * Every read of a layout value (scroll position, sizes, boxes) made by the page's scripts as they
 * start, outside an animation frame, as "name": each is a layout of the whole page inside the
 * scripts' task, which is then one long task on a phone where it could have been two short ones.
 */
async function measuresWhileStarting(page: Page, path: string) {
  await page.addInitScript(() => {
    const reads: string[] = [];
    (window as unknown as { reads: string[] }).reads = reads;
    let started = false;
    document.addEventListener('DOMContentLoaded', () => (started = true));
    // A frame may come between two module scripts: reading there is reading a laid-out page.
    let inFrame = false;
    const requestFrame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) =>
      requestFrame((time) => {
        inFrame = true;
        try {
          callback(time);
        } finally {
          inFrame = false;
        }
      });
    const watch = (target: object, names: string[]) => {
      for (const name of names) {
        const property = Object.getOwnPropertyDescriptor(target, name);
        if (!property) continue;
        const wrap = <T extends (...args: never[]) => unknown>(original: T) =>
          function (this: unknown, ...args: never[]) {
            if (!started && !inFrame) reads.push(name);
            return original.apply(this, args);
          };
        Object.defineProperty(target, name, {
          ...property,
          ...(property.get ? { get: wrap(property.get) } : {}),
          ...(typeof property.value === 'function' ? { value: wrap(property.value) } : {}),
        });
      }
    };
    watch(window, ['scrollY', 'pageYOffset', 'scrollX', 'pageXOffset']);
    watch(Element.prototype, [
      'getBoundingClientRect',
      'getClientRects',
      'clientWidth',
      'clientHeight',
      'scrollWidth',
      'scrollHeight',
      'scrollTop',
      'scrollLeft',
    ]);
    watch(HTMLElement.prototype, [
      'offsetWidth',
      'offsetHeight',
      'offsetTop',
      'offsetLeft',
      'innerText',
    ]);
  });
  await page.goto(path);
  await page.waitForLoadState('load');
  return page.evaluate(() => (window as unknown as { reads: string[] }).reads);
}

test('catalogue pages start without measuring themselves outside an animation frame', async ({
  page,
}) => {
  for (const path of await cataloguePaths(page.request))
    expect({ path, reads: await measuresWhileStarting(page, path) }).toEqual({ path, reads: [] });
});

test('parts below a phone’s first screen are drawn as they come near, and nothing moves when they are', async ({
  page,
}) => {
  for (const path of ['/', await firstProductPath(page.request)]) {
    await page.goto(path);
    await page.waitForLoadState('load');
    // Drawn: the part's contents are laid out and painted (a skipped part's are not).
    const drawn = () =>
      page.locator('.below-fold').evaluateAll((parts) =>
        parts.map((part) => ({
          top: Math.round(part.getBoundingClientRect().top + scrollY),
          bottom: Math.round(part.getBoundingClientRect().bottom + scrollY),
          drawn: part.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
        })),
      );
    const atLoad = await drawn();
    // Chromium draws what is within one and a half screens of the viewport at once.
    const far = atLoad.filter((part) => part.top > 3 * 823);
    expect(far.length, path).toBeGreaterThan(0);
    expect(
      far.filter((part) => part.drawn),
      path,
    ).toEqual([]);
    // Scrolling down a screen at a time draws each part before it is seen, without moving anything.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const seenUndrawn: number[] = [];
    for (let y = 400; y < height; y += 400) {
      await page.evaluate((top) => scrollTo(0, top), y);
      await page.waitForTimeout(50);
      for (const part of await drawn())
        if (part.top < y + 823 && part.bottom > y && !part.drawn) seenUndrawn.push(part.top);
    }
    expect(seenUndrawn, path).toEqual([]);
    expect(await layoutShift(page), path).toBe(0);
  }
});

test('on a phone the banner’s poster is fetched as the banner comes near, not with the page', async ({
  page,
}) => {
  const posters: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('banner-poster')) posters.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  expect(posters).toEqual([]);
  await page.locator('[data-banner-video]').scrollIntoViewIfNeeded();
  await expect.poll(() => posters.length).toBe(1);
});

test('the hero’s link to the best sellers lands on them, on a phone and on a wide screen', async ({
  browser,
}) => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 900 },
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto('/');
    await page.waitForLoadState('load');
    await page.locator('a[href="#bestSeller"]').first().click();
    const top = () =>
      page.evaluate(() =>
        Math.round(document.getElementById('bestSeller')!.getBoundingClientRect().top),
      );
    // Just under the sticky header, once the smooth scroll has ended.
    await expect.poll(top, { message: `${viewport.width} px` }).toBeLessThan(120);
    expect(await top()).toBeGreaterThanOrEqual(0);
    await page.close();
  }
});

// Checkers read colours and boxes from the page as it stands after load, before any scrolling: a
// line outside its undrawn part's estimated box is read against the page's own background.
for (const width of [320, 412, 559]) {
  test(`catalogue pages pass the accessibility checks on a ${width} px phone, parts not yet drawn included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 823 });
    for (const path of await cataloguePaths(page.request)) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await test.step(path, () => expectNoAxeViolations(page));
    }
  });
}
