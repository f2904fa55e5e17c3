import { expect, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, signInAsOwner, test } from './fixtures';
import { linkIn, waitForMail } from './mail';

// The inquiry desk end to end: a shopper's inquiry reaches the owner by e-mail, the owner opens it
// from the e-mail's link, writes a note, sends a quote that reaches the customer, the customer sees
// it on the tracking page from the acknowledgement's link, and the owner marks it won.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const shopper = { name: `Kavya Desk ${tag}`, email: `kavya.${tag}@example.in` };
const shots = process.env.E2E_SCREENSHOTS;
let page: Page;
let reference = '';
let code = '';

/** Save a full-page screenshot when E2E_SCREENSHOTS names a folder (for looking at the layout by eye). */
async function snap(name: string) {
  if (shots) await page.screenshot({ path: `${shots}/desk-${name}.png`, fullPage: true });
}

/** Sign in through the API (the sign-in page has its own checks in admin.spec.ts). */

test.beforeAll(async ({ browser, baseURL }) => {
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAsOwner(page, baseURL!);
});
test.afterAll(async () => {
  await page.context().close();
});

test("a shopper's inquiry reaches the owner, who opens it from the e-mail's link", async ({
  playwright,
  baseURL,
}) => {
  const customer = await playwright.request.newContext({ baseURL });
  const [product] = (
    (await (await customer.get('/api/product/?limit=1')).json()) as { prod: { code: string }[] }
  ).prod;
  code = product!.code;
  const sent = await customer.post('/api/inquiry/send-inquiry', {
    headers: { origin: baseURL! },
    data: {
      name: shopper.name,
      email: shopper.email,
      phone: '98290 12345',
      message: 'Could I see this in a heavier weight, for a wedding in December?',
      productCodes: JSON.stringify([code]),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  reference = ((await sent.json()) as { reference: string }).reference;
  await customer.dispose();

  const ownerMail = await waitForMail({
    to: e2eAdmin.email,
    subject: `${reference} from ${shopper.name}`,
  });
  await page.goto(linkIn(ownerMail, '/admin/inquiries/'));
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry ${reference}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(shopper.email);
  await expect(page.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/919829012345\?text=.*INQ-/,
  );
  await expect(page.getByRole('table', { name: /Pieces asked about/ })).toContainText(code);
  await expectNoAxeViolations(page);
});

test('the owner adds an internal note, then sends a quote that the customer receives', async () => {
  const answer = page.getByRole('region', { name: 'Answer' });
  const thread = page.getByRole('region', { name: 'Thread' });
  await answer.getByLabel('Note').fill('Asked the workshop: a 40 g version takes ten days.');
  await answer.getByRole('button', { name: 'Add note' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: 'Internal note' })).toContainText(
    'a 40 g version takes ten days',
  );

  await answer.getByRole('button', { name: 'Send a quote' }).click();
  // The server's field errors show beside their fields.
  await answer.getByRole('button', { name: 'Send quote' }).click();
  await expect(answer.getByText('Amount is required')).toBeVisible();
  await expect(answer.getByLabel(/^Amount/)).toHaveAttribute('aria-invalid', 'true');
  await answer.getByLabel(/^Amount/).fill('18500');
  await answer.getByLabel(/^Message/).fill('Includes hallmarking and a gift box.');
  await answer.getByRole('button', { name: 'Send quote' }).click();
  await expect(thread.getByRole('listitem').filter({ hasText: '₹18,500' })).toContainText(
    'Includes hallmarking and a gift box.',
  );
  await expect(page.getByRole('region', { name: 'Stage' })).toContainText('Quoted');
  await snap('inquiry');

  const quoteMail = await waitForMail({
    to: shopper.email,
    subject: `Your quote for ${reference}`,
  });
  expect(quoteMail.text).toContain('₹18,500');
  expect(quoteMail.text).toContain('Includes hallmarking and a gift box.');
});

test("the customer's tracking page, opened from the acknowledgement, shows the quote", async ({
  browser,
}) => {
  const ack = await waitForMail({
    to: shopper.email,
    subject: `We received your inquiry ${reference}`,
  });
  const context = await browser.newContext();
  try {
    const customerPage = await context.newPage();
    await customerPage.goto(linkIn(ack, '/track-order'));
    const quote = customerPage.getByRole('region', { name: 'Our quote' });
    await expect(quote).toContainText('₹18,500');
    await expect(quote).toContainText('Includes hallmarking and a gift box.');
    // Internal notes stay inside the shop.
    await expect(customerPage.getByText('a 40 g version takes ten days')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the owner marks it won, and the list shows it with its stage', async () => {
  const stage = page.getByRole('region', { name: 'Stage' });
  await stage.getByLabel('New stage').selectOption('won');
  await stage.getByRole('button', { name: 'Change stage' }).click();
  await expect(
    page.getByRole('region', { name: 'Thread' }).getByText('Moved from Quoted to Won'),
  ).toBeVisible();
  await expect(stage.locator('.adm-stage')).toHaveText('Won');

  await page.getByRole('link', { name: 'All inquiries' }).click();
  await page.getByLabel('Search').fill(reference);
  await expect(page).toHaveURL(new RegExp(`q=${reference}`));
  const row = page.locator(`tr[data-inquiry="${reference}"]`);
  await expect(row).toContainText('Won');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  // The address keeps the search: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue(reference);
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/admin\/adm-inquiry$/);
  await snap('list');
  await page.setViewportSize({ width: 375, height: 800 });
  await snap('list-phone');
  await page.goto(
    `/admin/inquiries/${(await row.getByRole('link').first().getAttribute('href'))!.split('/').pop()}`,
  );
  await snap('inquiry-phone');
});

test('an acknowledgement the mail server refused shows on the inquiry, and goes to the corrected address', async ({
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const refused = `kavya.${tag}@refused.example`;
  const [product] = (
    (await (await page.request.get('/api/product/?limit=1')).json()) as { prod: { code: string }[] }
  ).prod;
  const sent = await page.request.post('/api/inquiry/send-inquiry', {
    headers: { origin: baseURL! },
    data: {
      name: shopper.name,
      email: refused,
      phone: '98290 12345',
      message: 'Typo?',
      productCodes: JSON.stringify([product!.code]),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const bounced = ((await sent.json()) as { reference: string }).reference;
  const list = await page.request.get(`/api/admin/inquiries?q=${bounced}`);
  const id = ((await list.json()) as { items: { _id: string }[] }).items[0]!._id;
  // The sender tries it right after the inquiry; the page shows what the outbox holds on load.
  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/admin/inquiries/${id}`);
      return ((await answer.json()) as { inquiry: { acknowledgement: { state: string } } }).inquiry
        .acknowledgement.state;
    })
    .toBe('refused');

  await page.goto(`/admin/inquiries/${id}`);
  const note = page.getByRole('group', { name: 'Acknowledgement not delivered' });
  await expect(note).toContainText(`Acknowledgement refused: ${refused}`);
  await expect(note).toContainText(/refused this address for good: 550 /);
  await expect(note.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await note.getByRole('button', { name: 'Correct the address and resend' }).click();
  await note.getByLabel(/^Corrected e-mail/).fill(shopper.email);
  await note.getByRole('button', { name: 'Resend acknowledgement' }).click();
  await expect(page.getByRole('region', { name: 'Customer' })).toContainText(shopper.email);
  await expect(page.getByText(/^Acknowledgement (waiting to be )?e-mailed to /)).toBeVisible();
  await waitForMail({ to: shopper.email, subject: `We received your inquiry ${bounced}` });
});
