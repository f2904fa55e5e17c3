// Issue 32: what a shopper tripped over on a phone — the footer's year, the menu's hours for
// today, the registration form's messages and toast, and the back-to-top button over the breakup.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

const phone = { width: 412, height: 823 };

/** Whether the middle of the element's text is the element itself to a tap, not something over it. */
const textOnTop = (cell: Locator) =>
  cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

const overlaps = async (a: Locator, b: Locator) => {
  const [one, two] = [await a.boundingBox(), await b.boundingBox()];
  if (!one || !two) throw new Error('an element has no box');
  return (
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height
  );
};

test("the footer has this year, and the phone menu today's hours in shop time", async ({
  page,
}) => {
  const year = String(new Date(Date.now() + 5.5 * 3_600_000).getUTCFullYear());
  // Saturday 20:00 UTC is already Sunday 01:30 in Jaipur, when the demo shop opens 11 am – 5 pm.
  await page.clock.setFixedTime(new Date('2026-11-28T20:00:00Z'));
  await page.setViewportSize(phone);
  await page.goto('/shop/about-us');
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} `);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('[data-menu]');
  await expect(menu.getByText('Open today, 11:00 am – 5:00 pm')).toBeVisible();
  await expect(menu.getByText('Monday – Saturday')).toBeHidden();
});

test('without script the phone menu shows the week’s hours', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto('/shop/about-us');
  // The menu is a panel the script opens; its text is in the page for those without script.
  const menu = page.locator('[data-menu]');
  await expect(menu.getByText('Monday – Saturday')).toHaveCount(1);
  await expect(menu.locator('[data-hours-week]')).not.toHaveAttribute('hidden');
  await expect(menu.locator('[data-hours-today]:not([hidden])')).toHaveCount(0);
  await context.close();
});

test('registration says "Passwords must match!!" once, and its toast leaves the button clear', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Meera Sharma');
  await page.getByLabel('Email Address').fill('meera.trip@example.com');
  await page.getByLabel(/^Password/).fill('silver-e2e-pass');
  await page.getByLabel(/^Confirm Password/).fill('silver-e2e-typo');
  await page.getByLabel('I accept all the terms and conditions').check();
  // A thumb taps the button with the form's end at the bottom of the screen.
  const signIn = page.getByRole('link', { name: 'Sign In' });
  await signIn.evaluate((link) => link.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const create = page.getByRole('button', { name: 'CREATE ACCOUNT' });
  await create.click();
  const confirm = page.getByLabel(/^Confirm Password/);
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription(/Passwords must match!!/);
  await expect(page.getByText('Passwords must match!!')).toHaveCount(1);
  const toast = page.locator('[data-toasts] .toast-error');
  await expect(toast).toBeVisible();
  // The messages pushed the button down: the shopper scrolls to it again, the toast still there.
  await signIn.evaluate((link) => link.scrollIntoView({ block: 'end', behavior: 'instant' }));
  expect(await overlaps(toast, create)).toBe(false);
  expect(await overlaps(toast, signIn)).toBe(false);
});

/** A piece priced from the silver rate, whose page shows the price breakup. */
async function rateLinkedPath(page: Page): Promise<string> {
  const { prod } = (await (await page.request.get('/api/product?limit=0')).json()) as {
    prod: { _id: string; breakup: unknown }[];
  };
  const piece = prod.find((p) => p.breakup);
  if (!piece) throw new Error('no rate-linked piece in the catalogue');
  return `/prod-detail/${piece._id}`;
}

test('the back-to-top button leaves "Total (MRP)" and its amount readable on a phone', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize(phone);
  await page.goto(await rateLinkedPath(page));
  const total = page.getByRole('row', { name: /Total \(MRP\)/ });
  // Scroll the row to the button's height: 1.25rem + half its 48 px above the screen's bottom.
  await total.evaluate((row) => {
    const box = row.getBoundingClientRect();
    window.scrollBy(0, box.top + box.height / 2 - (window.innerHeight - 20 - 24));
  });
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
  for (const cell of await total.getByRole('rowheader').or(total.getByRole('cell')).all())
    expect(await textOnTop(cell), await cell.innerText()).toBe(true);
});
