import axe from 'axe-core';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { e2eAdmin } from '../playwright.config';

/** Whether the page has painted its first screen (`window.chandiPainted`). */
const painted = (page: Page) =>
  page.evaluate(() => {
    const gate = window.chandiPainted;
    // The page's next task, without a timer (a test's clock may hold every timer).
    const nextTask = new Promise<boolean>((done) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(false);
      channel.port2.postMessage(0);
    });
    return Promise.race([Promise.resolve(gate).then(() => true), nextTask]);
  });

/**
 * Wait until the page's scripts have run, for a test about settled code (a shopper does not wait:
 * the other tests act at once, and a tap before the code is held until it comes). A page's module
 * scripts have run when its DOMContentLoaded has fired; a task later what they started at once
 * has run too.
 */
export async function settledCode(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      if (document.readyState === 'loading')
        await new Promise((done) => addEventListener('DOMContentLoaded', done, { once: true }));
      await new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(0);
      });
    })
    // The page went on to another (a redirect): that one is for the test to wait for.
    .catch((error: Error) => {
      if (!/context was destroyed|navigat/i.test(error.message)) throw error;
    });
}

/**
 * With the page's clock paused (`page.clock.pauseAt`), move it on in frames until the first paint,
 * then wait for the page's scripts: its time moves from then on only when the test says so.
 */
export async function startPageScripts(page: Page): Promise<void> {
  for (let frames = 0; !(await painted(page)); frames++) {
    if (frames === 200) throw new Error('the page never painted its first screen');
    await page.clock.runFor(16);
    await page.waitForTimeout(10);
  }
  await settledCode(page);
}

/** Playwright's `test`: a page acts as a shopper's, from the moment a navigation returns. */
export const test = base;

/** axe-core in a page, as `axe.source` leaves it. */
type PageWithAxe = Window & typeof globalThis & { axe: typeof axe };

/**
 * Run axe-core on the page once its code has settled (checks on a page the code is still changing
 * are neither stable nor quick) and fail on any violation, listing what and where. axe (550 KB) is
 * put into each frame of the page that does not have it yet and run in the page itself, which
 * hands back only the violations: @axe-core/playwright put it in again on every check and brought
 * every result back, about a third of a CPU-second more per check, of 1.2 (a test run makes dozens).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settledCode(page);
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    // A frame that cannot take a script (another site's, gone meanwhile) is checked as far as axe
    // reaches from the page, as before.
    if (!present) await frame.evaluate(axe.source).catch(() => undefined);
  }
  const summary = await page.evaluate(async () => {
    const { violations } = await (window as PageWithAxe).axe.run(document, {
      resultTypes: ['violations'],
    });
    return violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n    ')}`,
    );
  });
  expect(summary, summary.join('\n')).toEqual([]);
}

/** The address of the first product's page in the catalogue the API lists. */
export async function firstProductPath(request: APIRequestContext): Promise<string> {
  const { prod } = (await (await request.get('/api/product/')).json()) as {
    prod: { _id: string }[];
  };
  return `/prod-detail/${prod[0]!._id}`;
}

/** The three kinds of catalogue page: home, the listing and the first product's page. */
export const cataloguePaths = async (request: APIRequestContext): Promise<string[]> => [
  '/',
  '/shop/product',
  await firstProductPath(request),
];

/** An element's HTML as the page has it now. */
export const outerMarkup = (element: Locator) => element.evaluate((node) => node.outerHTML);

/** The product cards inside a part of the page. */
export const cardsIn = (page: Page, within = 'main') =>
  page.locator(`${within} article[data-product-card]`);

/**
 * Click `button` and wait for the server's answer to `POST {path}` (up to 20 s, for a busy runner),
 * failing with the status and body when it is not `status`: a form's thank-you then only has to
 * be drawn, and a refusal says what the server said instead of "thank-you not visible".
 */
export async function clickAndExpectAnswer(
  page: Page,
  button: Locator,
  path: string,
  status = 201,
): Promise<void> {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === path,
    { timeout: 20_000 },
  );
  await button.click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(status);
}

/**
 * Sign the page's context in as the owner through the API (the sign-in page has its own checks in
 * admin.spec.ts): the session cookie is then the page's.
 */
export async function signInAsOwner(page: Page, baseURL: string): Promise<void> {
  const response = await page.request.post('/api/admin/login', {
    headers: { origin: baseURL },
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Sign in as the owner through the sign-in page, as a person does, and wait for the dashboard. */
export async function signInWithForm(page: Page, password = e2eAdmin.password): Promise<void> {
  await page.goto('/adm-login');
  await page.getByLabel('Email').fill(e2eAdmin.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The app loads while other specs' changes are being published: on a busy two-core machine it
  // once showed "Checking your session…" after the default 5 s.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 15_000,
  });
}
