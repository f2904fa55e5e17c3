import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Run axe-core on the page as it stands and fail on any violation, listing what and where. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n    ')}`,
  );
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
