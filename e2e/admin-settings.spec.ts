import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsOwner, test } from './fixtures';
import { linkIn, waitForMail } from './mail';

// The owner's Settings and Staff screens end to end: a new shop phone reaches the footer and the
// contact page once the pages are published, and a new founder's story the About page; an invited
// assistant sets a password from the e-mailed link, signs in, and finds Settings neither in the
// menu nor open to them.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// A rebuild takes about 15 s on a quiet machine; far longer while other builds share the CPU.
const rebuildTimeout = 90_000;

/** The text of a public page as served now, not from any cache. */
const pageText = async (page: Page, path: string) =>
  (await page.request.get(path, { headers: { 'cache-control': 'no-cache' } })).text();

test("the owner changes the shop's phone and, once published, the footer and contact page show it", async ({
  page,
  baseURL,
}) => {
  await signInAsOwner(page, baseURL!);
  const digits = `9${String(Date.now()).slice(-9)}`;
  const written = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;

  await page.goto('/admin');
  const demo = page.getByRole('note').filter({ hasText: 'Shop details are still the demo values' });
  await expect(demo).toBeVisible();
  await demo.getByRole('link', { name: "Set your shop's details" }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A mistake is named beside its field and nothing is saved.
  await page.getByLabel('GSTIN').fill('08ABCDE1234F1Z9');
  await page.getByRole('button', { name: 'Save settings' }).click();
  const gstinError = page.getByText('GSTIN has a last character that does not match the rest');
  await expect(gstinError).toBeVisible();
  await expect(page.getByLabel('GSTIN')).toBeFocused();

  // Fixed, the error goes at once, and is not left beside "Settings saved".
  await page.getByLabel('GSTIN').fill('');
  await expect(gstinError).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill(digits);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByRole('status').getByText('Settings saved. The shop pages are being published'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue(written);
  await expect(page.getByText('Please check the highlighted fields.')).toHaveCount(0);

  await expect
    .poll(() => pageText(page, '/shop/contact'), { timeout: rebuildTimeout })
    .toContain(written);
  await page.goto('/shop/contact');
  await expect(page.getByRole('main').getByRole('link', { name: written })).toHaveAttribute(
    'href',
    `tel:+91${digits}`,
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: written })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: written })).toBeVisible();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Latest inquiries' })).toBeVisible();
  await expect(page.getByText('Shop details are still the demo values')).toHaveCount(0);
});

test("the owner rewrites the founder's story and, once published, the About page tells it as written", async ({
  page,
  baseURL,
}) => {
  await signInAsOwner(page, baseURL!);
  await page.goto('/admin/settings');
  const story = page.getByRole('textbox', { name: 'Our story' });
  await expect(story).toHaveValue(/two-bench workshop/);

  // Markup is refused beside the field: the pages show the owner's words, never their HTML.
  await story.fill('Our story begins <b>here</b>, in a bazaar of silver and stone.');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Our story must be plain text, without HTML tags')).toBeVisible();
  await expect(story).toBeFocused();

  const lead = `Rupa Soni opened her bench in ${tag} & still sets every stone herself.`;
  const more = 'Ask for her at the counter; she is there most days.';
  await story.fill(`${lead}\n\n${more}`);
  await page.getByRole('textbox', { name: 'Street or quarter' }).fill('Tripolia Bazaar');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    page.getByRole('status').getByText('Settings saved. The shop pages are being published'),
  ).toBeVisible();

  await expect
    .poll(() => pageText(page, '/shop/about-us'), { timeout: rebuildTimeout })
    .toContain(`in ${tag} &amp; still sets`);
  await page.goto('/shop/about-us');
  const storySection = page.getByRole('region', { name: 'Silver, made by hand in the Pink City' });
  await expect(storySection.locator('p.lead')).toHaveText(lead);
  await expect(storySection.getByText(more)).toBeVisible();
  await expect(page.getByText(/two-bench workshop/)).toHaveCount(0);
  await expect(page.getByText('Tripolia Bazaar, Jaipur')).toBeAttached();
});

test('an invited assistant sets a password, signs in, and cannot open Settings', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsOwner(page, baseURL!);
  const name = `Ravi ${tag}`;
  const email = `ravi.${tag}@example.in`;
  const password = `staff-password-${tag}`;

  await page.goto('/admin/staff');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.locator(`tr[data-staff="${email}"]`)).toContainText('Invited');
  await expectNoAxeViolations(page);

  const invite = await waitForMail({ to: email, subject: /invited you to the .* admin/ });
  const link = linkIn(invite, '/adm-accept-invite');

  // The assistant's own browser: nothing of the owner's session.
  const context = await browser.newContext();
  const staff = await context.newPage();
  try {
    await staff.goto(link);
    await expect(staff.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible();
    await expect(staff).toHaveURL(/\/adm-accept-invite$/);
    await staff.getByLabel(/^New password/).fill(password);
    await staff.getByLabel(/^Confirm new password/).fill(password);
    await staff.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(staff).toHaveURL(/\/admin$/);

    // Signed out and in again with the password just set.
    await staff.getByRole('button', { name: 'Logout' }).click();
    await expect(staff).toHaveURL(/\/adm-login$/);
    await staff.getByLabel('Email').fill(email);
    await staff.getByLabel(/^Password/).fill(password);
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(staff.getByText('Welcome, Ravi')).toBeVisible();

    // Their own name, from the top bar: the welcome line takes its first word.
    await staff.getByRole('button', { name: 'Your account' }).click();
    const account = staff.getByRole('dialog', { name: 'Your account' });
    await account.getByRole('textbox', { name: 'Your name' }).fill(`Arjun ${tag}`);
    await account.getByRole('button', { name: 'Save name' }).click();
    await expect(account).toHaveCount(0);
    await expect(staff.getByText('Welcome, Arjun')).toBeVisible();

    const menu = staff.getByRole('navigation', { name: 'Admin' });
    await expect(menu.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Customers' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Backups' })).toHaveCount(0);
    await expect(staff.getByRole('region', { name: 'Maintenance' })).toHaveCount(0);

    await staff.goto('/admin/settings');
    await expect(staff.getByText('Only the shop owner can open this screen.')).toBeVisible();
    await expect(staff.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
    const read = await staff.request.get('/api/admin/settings');
    expect(read.status()).toBe(403);
    const write = await staff.request.put('/api/admin/settings', {
      headers: { origin: baseURL! },
      data: { name: 'Not the owner' },
    });
    expect(write.status()).toBe(403);
    expect(await write.json()).toEqual({ status: 0, msg: 'Only the shop owner can do this' });
  } finally {
    await context.close();
  }

  await page.reload();
  await expect(page.locator(`tr[data-staff="${email}"]`)).toContainText('Active');
  await expect(page.locator(`tr[data-staff="${email}"]`)).toContainText(`Arjun ${tag}`);

  // The owner reads it in the audit trail on a phone: in words, each entry a card, nothing wider
  // than the screen.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/admin/audit?entity=admin');
  const entry = (text: string) => page.locator('tr', { hasText: text }).filter({ hasText: tag });
  await expect(entry('Accepted the invitation')).toContainText(`Ravi ${tag}`);
  const renamed = entry('Changed their name');
  await expect(renamed).toContainText(`Name: Ravi ${tag} → Arjun ${tag}`);
  const what = (await renamed.getByRole('cell').nth(2).boundingBox())!;
  const changes = (await renamed.getByRole('cell').nth(3).boundingBox())!;
  expect(changes.y).toBeGreaterThanOrEqual(what.y + what.height - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
});

test('the owner backs up from the Backups screen and finds the command that restores it', async ({
  page,
  baseURL,
}) => {
  await signInAsOwner(page, baseURL!);
  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Backups' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
  await expect(page.getByText('The server backs up every night')).toBeVisible();
  const onRequest = page.getByRole('row').filter({ hasText: 'On request' });
  const before = await onRequest.count();

  await page.getByRole('button', { name: 'Back up now' }).click();
  await expect(onRequest).toHaveCount(before + 1);
  await expect(page.getByText('There is no backup of the shop’s data yet.')).toHaveCount(0);
  await onRequest
    .first()
    .getByRole('button', { name: /How to restore/ })
    .click();
  await expect(page.getByText(/^npm run restore -- \S+chandi-\d{4}-/)).toBeVisible();
  await expectNoAxeViolations(page);
});
