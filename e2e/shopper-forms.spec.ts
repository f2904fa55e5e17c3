import { expect, type Page } from '@playwright/test';
import { clickAndExpectAnswer, settledCode, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
/** The texts of the error toasts on screen (without their close buttons). */
const errorToasts = (page: Page) => page.locator('[data-toasts] .toast-error > p');

/**
 * The contact form filled in but for the phone, with its code there: what these tests check is the
 * form's rule and its Send, not a tap before the code (e2e/taps.spec.ts does that).
 */
async function fillContactBesidesPhone(page: Page): Promise<void> {
  await page.getByLabel('Full Name').fill('Asha Verma');
  await page.getByLabel('Email Address').fill('asha@example.com');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('Do you make the temple choker with green stones?');
  await page.getByRole('checkbox', { name: /privacy policy/ }).check();
  await settledCode(page);
}

/**
 * The focused element as `tag#id` (or `tag.class`), and whether the contact form has given way to
 * its thank-you: a failure then tells a lost tap (focus left on Send) from a form that went on.
 */
const focusOnContact = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    const name = active?.id ? `#${active.id}` : active?.className ? `.${active.className}` : '';
    const form = document.querySelector<HTMLFormElement>('[data-contact-form] form');
    return `${active?.tagName.toLowerCase()}${name}${form?.hidden ? ' (form hidden)' : ''}`;
  });

test('the contact form holds phone numbers to the Indian rule the server uses', async ({
  page,
}) => {
  await page.goto('/shop/contact');
  const phone = page.getByLabel('Phone Number');
  await fillContactBesidesPhone(page);
  const send = page.getByRole('button', { name: 'Send Message' });

  for (const wrong of ['1234567890', '5829012345', '+1 415 555 0100', '98290 1234']) {
    await phone.fill(wrong);
    await send.click();
    // Seen once in a full run, never alone: the phone field not focused after Send (cause unknown).
    await expect.poll(() => focusOnContact(page), wrong).toBe('input#contact-phone');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Please enter an Indian phone number, e.g. 98290 12345.'),
    ).toBeVisible();
    // One toast for the form, however many times it fails.
    await expect(errorToasts(page)).toHaveText(['Please check the highlighted fields.']);
  }

  await phone.fill('+91 98290-12345');
  await clickAndExpectAnswer(page, send, '/api/inquiry/contact');
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
  await expect(errorToasts(page)).toHaveCount(0);
});

test('a tap on Send straight from a wrong phone number is not lost to the message it brings', async ({
  page,
}) => {
  await page.goto('/shop/contact');
  await fillContactBesidesPhone(page);
  // Leaving the field for Send shows its message, which moves Send down by more than half its
  // height: checked between the press and the release, the release would miss the button.
  const phone = page.getByLabel('Phone Number');
  await phone.fill('1234567890');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(phone).toBeFocused();
  await expect(errorToasts(page)).toHaveText(['Please check the highlighted fields.']);
  await expect(
    page.getByText('Please enter an Indian phone number, e.g. 98290 12345.'),
  ).toBeVisible();
});

test('registration: one error toast at a time, plain words beside the fields, focus on the first', async ({
  page,
}) => {
  await page.goto('/register');
  const create = page.getByRole('button', { name: 'CREATE ACCOUNT' });
  await create.click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(errorToasts(page)).toHaveText(['Please fill all fields and accept terms.']);

  await page.getByLabel('Full Name').fill('Meera Sharma');
  await page.getByLabel('Email Address').fill(`meera.${unique()}@example.com`);
  await page.getByLabel(/^Password/).fill('silver-e2e-pass');
  await page.getByLabel(/^Confirm Password/).fill('silver-e2e-typo');
  await page.getByLabel('I accept all the terms and conditions').check();
  await create.click();
  await expect(page.getByLabel(/^Confirm Password/)).toBeFocused();
  // Said once, beside the field (issue 32); the toast points to the highlighted fields.
  await expect(page.getByText('Passwords must match!!')).toHaveCount(1);
  await expect(errorToasts(page)).toHaveText(['Please check the highlighted fields.']);

  // An address the page lets through but the server refuses: the server's summary stays out of sight.
  await page.getByLabel(/^Confirm Password/).fill('silver-e2e-pass');
  await page.getByLabel('Email Address').fill('meera@-example.com');
  // The server's answer, its status and words, say where a failure lies (a lost tap, a refusal).
  await clickAndExpectAnswer(page, create, '/api/user/register-user', 400);
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Email Address must be a valid e-mail address')).toBeVisible();
  await expect(errorToasts(page)).toHaveText(['Please check the highlighted fields.']);
  await expect(page.locator('[data-toasts]')).not.toContainText('Invalid registration');

  await page.getByLabel('Email Address').fill('me');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByLabel(/^Confirm Password/).fill('short');
  await create.click();
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await expect(page.getByText('Your password should be at least 10 characters.')).toBeVisible();
  await expect(errorToasts(page)).toHaveCount(1);
});

test('login: blank fields get focus and words, a wrong password one toast', async ({ page }) => {
  await page.goto('/login');
  const login = page.getByRole('button', { name: 'Login' });
  await login.click();
  await expect(page.getByLabel(/^Email Address/)).toBeFocused();
  await expect(page.getByText('Please enter your e-mail address.', { exact: true })).toBeVisible();
  await expect(errorToasts(page)).toHaveText(['Please enter your e-mail address and password.']);

  await page.getByLabel(/^Email Address/).fill(`nobody.${unique()}@example.com`);
  await page.getByLabel(/^Password/).fill('not-the-password');
  // A password check takes a moment (Argon2id), longer on a busy machine.
  await login.click();
  await expect(errorToasts(page)).toHaveText(['Wrong e-mail or password'], { timeout: 15_000 });
  await login.click();
  await expect(login).toBeEnabled({ timeout: 15_000 });
  await expect(errorToasts(page)).toHaveText(['Wrong e-mail or password']);
});
