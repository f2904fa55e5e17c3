import { expect } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';
import { linkIn, waitForMail } from './mail';
import { test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test("an inquiry sent in the browser reaches the owner's and the customer's mailboxes, and the customer's link tracks it", async ({
  page,
}) => {
  const name = `Asha ${unique()}`;
  const email = `asha.${unique()}@example.com`;
  const list = (await (await page.request.get('/api/product?limit=1')).json()) as {
    prod: { code: string; name: string }[];
  };
  const product = list.prod[0]!;

  await page.goto(`/inquiry/${product.code}`);
  await page.getByLabel(/^Full Name/).fill(name);
  await page.getByLabel(/^Email Address/).fill(email);
  await page.getByLabel(/^Phone Number/).fill('98290 12345');
  await page.getByLabel(/^Message/).fill('Is this available in a longer chain?');
  const sent = Date.now();
  await page.getByRole('button', { name: 'Send Inquiry' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  const reference = (await page.locator('[data-reference]').textContent())!;

  const owner = await waitForMail({
    to: e2eAdmin.email,
    subject: `New inquiry ${reference} from ${name}`,
  });
  test.info().annotations.push({
    type: 'owner e-mail after',
    description: `${owner.receivedAt - sent} ms`,
  });
  expect(owner.text).toContain(product.code);
  expect(owner.text).toContain(product.name);
  expect(owner.text).toContain(email);
  expect(owner.replyTo).toBe(email);
  expect(linkIn(owner, '/admin/inquiries/')).toMatch(
    /^http:\/\/127\.0\.0\.1:\d+\/admin\/inquiries\//,
  );

  const ack = await waitForMail({ to: email, subject: `We received your inquiry ${reference}` });
  expect(ack.text).toContain(product.code);
  expect(ack.html).toContain(reference);

  // The acknowledgement's private link opens the tracking page on this inquiry.
  await page.goto(linkIn(ack, '/track-order'));
  await expect(page.getByRole('heading', { name: `Inquiry ${reference}` })).toBeVisible();
  await expect(page.locator('[data-status]')).toHaveText('Received');
});

test('the dashboard lists a message the mail server refused for good, with its reason and the way to correct the address, not Retry', async ({
  page,
  baseURL,
}) => {
  const list = (await (await page.request.get('/api/product?limit=1')).json()) as {
    prod: { code: string }[];
  };
  const email = `nobody.${unique()}@refused.example`;
  const sent = await page.request.post('/api/inquiry/send-inquiry', {
    headers: { origin: baseURL! },
    data: {
      name: 'Nobody Here',
      email,
      phone: '98290 12345',
      message: 'Hello?',
      productCodes: [list.prod[0]!.code],
    },
  });
  expect(sent.status()).toBe(201);
  const reference = ((await sent.json()) as { reference: string }).reference;
  const login = await page.request.post('/api/admin/login', {
    headers: { origin: baseURL! },
    data: { email: e2eAdmin.email, password: e2eAdmin.password },
  });
  expect(login.status(), await login.text()).toBe(200);

  // The sender tries it right after the inquiry; the card shows what the outbox holds on load.
  await expect
    .poll(async () => {
      const outbox = await page.request.get('/api/admin/outbox?show=failed&pageSize=100');
      const body = (await outbox.json()) as { items: { to: string }[] };
      return body.items.some((item) => item.to === email);
    })
    .toBe(true);
  await page.goto('/admin');
  const card = page.locator('[data-outbox-card]');
  await expect(card.getByRole('heading', { name: 'E-mail' })).toBeVisible();
  // The shop sends to the test mailbox: configured, so one quiet line.
  await expect(card.getByRole('status')).toHaveText(/^Sent today: \d+ · waiting: \d+$/);
  const row = card.locator('[data-outbox-failed]', { hasText: `to ${email}` });
  await expect(row).toContainText(/refused this address for good: 550 /);
  // The same address would be refused again: no Retry, only the way to correct it.
  await expect(row.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await row.getByRole('link', { name: /^Correct the address and resend/ }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry ${reference}` })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Acknowledgement not delivered' })).toContainText(
    `Acknowledgement refused: ${email}`,
  );
});
