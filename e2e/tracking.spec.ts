import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** The texts of the error toasts on screen (without their close buttons). */
const errorToasts = (page: Page) => page.locator('[data-toasts] .toast-error > p');

/** The code of a product of the catalogue. */
async function aProductCode(page: Page): Promise<string> {
  const list = (await (await page.request.get('/api/product?limit=1')).json()) as {
    prod: { code: string }[];
  };
  return list.prod[0]!.code;
}

/** Fill the inquiry form's own fields (the product codes come from the address). */
async function fillInquiry(page: Page, email: string, phone: string) {
  await page.getByLabel(/^Full Name/).fill('Asha Verma');
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Phone Number/).fill(phone);
  await page.getByLabel(/^Message/).fill('Is the temple choker available in a longer chain?');
}

test('an inquiry is tracked from its thank-you link, and by reference with the e-mail address', async ({
  page,
  browser,
}) => {
  // Six pages in two browsers and three accessibility checks: 20 s of the default 30 on a quiet
  // two-core machine, and over 60 s when other work shares it.
  test.setTimeout(90_000);
  const email = `asha.${unique()}@example.com`;
  await page.goto(`/inquiry/${await aProductCode(page)}`);

  // A ten-digit number that is not an Indian one is refused beside the field, in plain words.
  await fillInquiry(page, email, '1234567890');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  const phone = page.getByLabel(/^Phone Number/);
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText('Please enter an Indian phone number, e.g. 98290 12345.'),
  ).toBeVisible();
  await expect(errorToasts(page)).toHaveText(['Please check the highlighted fields.']);

  await phone.fill('98290 12345');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  // Success takes the error toast away: nothing stays over the thank-you.
  await expect(errorToasts(page)).toHaveCount(0);
  const reference = (await page.locator('[data-reference]').textContent())!;
  expect(reference).toMatch(/^INQ-\d{4}-\d{6}$/);
  const link = page.getByRole('link', { name: 'track your inquiry' });
  await expect(link).toHaveAttribute(
    'href',
    new RegExp(`^/track-order#ref=${reference}&token=[A-Za-z0-9_-]{43}$`),
  );

  // On a phone, the link shows the inquiry in the first screen, with no form before it, and the
  // token leaves the address bar.
  await page.setViewportSize({ width: 412, height: 915 });
  const pageRequests: string[] = [];
  page.on('request', (request) => pageRequests.push(request.url()));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track Your Inquiry' })).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Received');
  await expect(page.getByRole('heading', { name: `Inquiry ${reference}` })).toBeVisible();
  await expect(page.getByText('Status: Received')).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Track Now' })).toHaveCount(0);
  await expect(page.getByLabel(/^Reference number/)).toHaveCount(0);
  // Each heading of the pieces' table stays on one line ("QUANTITY", not "QUANTIT/Y").
  const headings = await page.getByRole('table', { name: 'Pieces asked about' }).evaluate((table) =>
    [...table.querySelectorAll('th')].map((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return [cell.textContent, text.getClientRects().length];
    }),
  );
  expect(headings).toEqual([
    ['Piece', 1],
    ['Code', 1],
    ['Size', 1],
    ['Quantity', 1],
  ]);
  await expect.poll(() => page.url()).toMatch(/\/track-order$/);
  expect(await page.evaluate(() => location.hash)).toBe('');
  // The page itself was fetched without the token (it only travels to the API).
  expect(pageRequests.filter((url) => url.includes('/track-order'))).toEqual([
    expect.not.stringContaining('token'),
  ]);
  await expectNoAxeViolations(page);

  // Another browser, with the reference alone, learns nothing; with the e-mail address it sees it.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await other.newPage();
  await visitor.goto('/track-order');
  await visitor.getByLabel(/^Reference number/).fill(reference.toLowerCase());
  await visitor.getByRole('button', { name: 'Track Now' }).click();
  await expect(visitor.getByLabel(/^Email Address/)).toBeFocused();
  await expect(
    visitor.getByText('Please enter your e-mail address.', { exact: true }),
  ).toBeVisible();
  await expect(visitor.locator('[data-status]')).toHaveCount(0);

  await visitor.getByLabel(/^Email Address/).fill('someone.else@example.com');
  await visitor.getByRole('button', { name: 'Track Now' }).click();
  await expect(
    visitor.getByText(
      `We could not find an inquiry with the reference ${reference} and that e-mail address.`,
    ),
  ).toBeVisible();
  await expect(visitor.locator('[data-status]')).toHaveCount(0);

  await visitor.getByLabel(/^Email Address/).fill(` ${email.toUpperCase()} `);
  await visitor.getByRole('button', { name: 'Track Now' }).click();
  await expect(visitor.locator('[data-status]')).toHaveText('Received');
  await expectNoAxeViolations(visitor);

  // A link with a wrong token shows nothing and says what to do instead.
  await visitor.goto('/');
  await visitor.goto(`/track-order#ref=${reference}&token=${'x'.repeat(43)}`);
  await expect(visitor.getByText(/This tracking link does not work/)).toBeVisible();
  await expect(visitor.locator('[data-status]')).toHaveCount(0);
  // and offers the form instead, the reference filled in.
  await expect(visitor.getByLabel(/^Reference number/)).toHaveValue(reference);
  await other.close();
});

test('the track page asks for a reference in the right shape', async ({ page }) => {
  await page.goto('/track-order');
  await page.getByRole('button', { name: 'Track Now' }).click();
  await expect(page.getByLabel(/^Reference number/)).toBeFocused();
  await expect(
    page.getByText('Please enter your reference number, e.g. INQ-2026-000123.'),
  ).toBeVisible();
  await page.getByLabel(/^Reference number/).fill('12345');
  await page.getByLabel(/^Email Address/).fill('asha@example.com');
  await page.getByRole('button', { name: 'Track Now' }).click();
  await expect(page.getByText(/as it is written on your confirmation/)).toBeVisible();
  await expect(page.getByLabel(/^Reference number/)).toBeFocused();
});

test('a code the catalogue does not have is shown beside the codes, not as server text', async ({
  page,
}) => {
  await page.goto('/inquiry/ZZZ-404');
  await fillInquiry(page, `asha.${unique()}@example.com`, '+91 98290-12345');
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(
    page.getByText('Not in our catalogue: ZZZ-404. Remove it to send the inquiry.'),
  ).toBeVisible();
  await expect(page.getByLabel('Product Ids')).toBeFocused();
  await expect(errorToasts(page)).toHaveText(['Please check the highlighted fields.']);
  await expect(page.locator('[data-toasts]')).not.toContainText(/Unknown|Invalid/);
  // A second failure replaces the toast instead of stacking another.
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(errorToasts(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove ZZZ-404' }).click();
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(errorToasts(page)).toHaveCount(0);
});
