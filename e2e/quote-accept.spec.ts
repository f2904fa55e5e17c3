// A quote accepted from its e-mail's private link (issue 31, DESIGN §11 "Quotes"): the owner quotes
// an inquiry, the customer opens the link, sees the lines and the GST, accepts once, and the page
// says so when opened again.
import { expect } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { expectNoAxeViolations, test } from './fixtures';
import { linkIn, waitForMail } from './mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test('a customer accepts a quote from the link in its e-mail, once', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  const email = `kavya.${unique()}@example.com`;
  const headers = { origin: baseURL! };
  // A piece made in one size, so the inquiry's line needs none.
  const list = (await (await page.request.get('/api/product?limit=100')).json()) as {
    prod: { code: string; sizes: string[] }[];
  };
  const piece = list.prod.find((product) => product.sizes.length === 0)!;
  const sent = await page.request.post('/api/inquiry/send-inquiry', {
    headers,
    data: {
      name: 'Kavya Iyer',
      email,
      phone: '98290 12345',
      message: 'A quote for two, please.',
      productCodes: [piece.code],
    },
  });
  expect(sent.status()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  const owner = await page.context().browser()!.newContext({ baseURL });
  const signedIn = await owner.request.post('/api/admin/login', { headers, data: e2eAdmin });
  expect(signedIn.status()).toBe(200);
  const found = (await (await owner.request.get(`/api/admin/inquiries?q=${reference}`)).json()) as {
    items: { _id: string }[];
  };
  const quoted = await owner.request.post('/api/admin/quotes', {
    headers,
    data: {
      inquiryId: found.items[0]!._id,
      lines: [{ code: piece.code, qty: 2 }],
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      customerState: '27',
      message: 'Ready in a week.',
    },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const { number } = (await quoted.json()) as { number: string };
  await owner.close();

  const mail = await waitForMail({ to: email, subject: number });
  await page.goto(linkIn(mail, '/track-order'));
  const quote = page.getByRole('region', { name: 'Our quote' });
  await expect(quote.getByRole('heading', { name: new RegExp(`Quote ${number}`) })).toBeVisible();
  await expect(quote.getByRole('table', { name: `Quote ${number}` })).toContainText('IGST 3 %');
  await expect(quote.locator('[data-quote-state]')).toHaveText('(Open)');
  await expectNoAxeViolations(page);

  await quote.getByRole('button', { name: 'Accept quote' }).click();
  await expect(quote.locator('[data-quote-said]')).toContainText(`quote ${number} is accepted`);
  await expect(quote.locator('[data-quote-state]')).toHaveText('(Accepted)');
  await expect(quote.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
  await expect(page.locator('[data-status]')).toHaveText('Quoted');

  await waitForMail({ to: email, subject: `You accepted quote ${number}` });
  // Opened again as a new visit (the same address with only a fragment would not load the page).
  await page.goto('about:blank');
  await page.goto(linkIn(mail, '/track-order'));
  await expect(page.locator('[data-status]')).toHaveText('Confirmed');
  await expect(
    page.getByRole('region', { name: 'Our quote' }).locator('[data-quote-state]'),
  ).toHaveText('(Accepted)');
});
