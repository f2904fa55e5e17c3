import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/** The product cards inside a part of the page. */
export const cardsIn = (page: Page, within = 'main') =>
  page.locator(`${within} article[data-product-card]`);
