import { expect } from '@playwright/test';
import { clickAndExpectAnswer, expectNoAxeViolations, test } from './fixtures';

const staticPages = [
  '/shop/blog',
  '/shop/blog/heirloom-temple-jewellery',
  '/shop/blog/reading-a-silver-hallmark',
  '/shop/blog/caring-for-sterling-silver',
  '/shop/blog/jaipur-silver-craft',
  '/shop/blog/choosing-a-ring-size',
  '/shop/contact',
  '/shop/about-us',
  '/shop/faq',
  '/shop/size-guide',
  '/shop/terms-condtions',
];

test('every static page has one h1, landmarks, its own title and description, and no axe violations', async ({
  page,
}) => {
  // axe on a dozen pages, one after another (about 4 s each on a busy two-core machine).
  test.setTimeout(120_000);
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of staticPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.getByRole('main'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, path).toBeGreaterThan(50);
    expect(titles.has(title), `${path} repeats the title "${title}"`).toBe(false);
    expect(descriptions.has(description ?? ''), `${path} repeats its description`).toBe(false);
    titles.add(title);
    descriptions.add(description ?? '');
    await expectNoAxeViolations(page);
  }
});

// The check every spec leans on can fail: the same page with a picture that has no text.
test('the accessibility check refuses a page that breaks a rule, naming the rule', async ({
  page,
}) => {
  await page.goto('/shop/about-us');
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const picture = document.createElement('img');
    picture.src = '/favicon.svg';
    document.querySelector('main')!.append(picture);
  });
  const refusal = await expectNoAxeViolations(page).then(
    () => 'no violation',
    (error: Error) => error.message,
  );
  expect(refusal).toContain('image-alt (critical)');
});

test.describe('FAQ', () => {
  test('search filters by question or answer text and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/shop/faq');
    const items = page.locator('[data-acc-item]');
    await expect(items).toHaveCount(6);
    const search = page.getByRole('searchbox', { name: 'Search the questions' });

    // "customise" is in one question; "measure" only in the ring-size answer.
    await search.fill('Customise');
    await expect(items.locator('visible=true')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Can you customise a design/ })).toBeVisible();
    await search.fill('measure');
    await expect(items.locator('visible=true')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'How do I find my ring size?' })).toBeVisible();

    await search.fill('7-day');
    await expect(items.locator('visible=true')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'What is your return policy?' })).toBeVisible();

    await search.fill('platinum');
    await expect(items.locator('visible=true')).toHaveCount(0);
    await expect(
      page.getByText('No matching questions found. Try a different FaSearch term.', {
        exact: true,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await search.fill('');
    await expect(items.locator('visible=true')).toHaveCount(6);
    await expect(page.getByText('No matching questions found.')).toBeHidden();
  });

  test('one answer is open at a time, by mouse or keyboard', async ({ page }) => {
    await page.goto('/shop/faq');
    const triggers = page.locator('[data-acc-trigger]');
    const expanded = page.locator('[data-acc-trigger][aria-expanded="true"]');
    const shipping = page.getByRole('button', { name: /Do you ship across India/ });
    const returns = page.getByRole('button', { name: 'What is your return policy?' });

    await shipping.click();
    await expect(shipping).toHaveAttribute('aria-expanded', 'true');
    await expect(expanded).toHaveCount(1);
    await expect(page.getByRole('region', { name: /Do you ship across India/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Do you ship across India/ })).toContainText(
      '₹5,000',
    );

    await returns.focus();
    await page.keyboard.press('Enter');
    await expect(returns).toHaveAttribute('aria-expanded', 'true');
    await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'What is your return policy?' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'What is your return policy?' })).toContainText(
      '7-day',
    );
    await expect(page.getByRole('region', { name: /Do you ship across India/ })).toBeHidden();

    await page.keyboard.press('Space');
    await expect(expanded).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(triggers.nth(3)).toBeFocused();

    await expect(page.getByRole('link', { name: 'Contact Support' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      '/shop/contact',
    );
  });
});

test.describe('Terms', () => {
  test('General Terms is open by default and the others are closed', async ({ page }) => {
    await page.goto('/shop/terms-condtions');
    await expect(page.getByText('Last updated May 15, 2025')).toBeVisible();
    await expect(page.getByRole('button', { name: 'General Terms' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: 'General Terms' })).toBeVisible();
    for (const name of ['Privacy Policy', 'Use of Content', 'Termination of Use']) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name })).toBeHidden();
    }
    await page.getByRole('button', { name: 'Use of Content' }).click();
    await expect(page.getByRole('region', { name: 'Use of Content' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'General Terms' })).toBeVisible();
  });

  test('#privacy opens the Privacy Policy, from the URL and from the footer link', async ({
    page,
  }) => {
    await page.goto('/shop/terms-condtions#privacy');
    await expect(page.locator('#privacy')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('region', { name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Privacy Policy' })).toContainText(
      'e-mail address',
    );
    await expectNoAxeViolations(page);

    await page.goto('/shop/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/shop\/terms-condtions#privacy$/);
    await expect(page.getByRole('region', { name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('Contact', () => {
  test('Send waits for consent, required fields show errors, the message reaches the shop, and Thank You resets', async ({
    page,
  }) => {
    // Two axe runs and a message that may wait on a busy runner's server.
    test.setTimeout(60_000);
    const requests: string[] = [];
    await page.goto('/shop/contact');
    page.on('request', (request) => requests.push(request.url()));

    const send = page.getByRole('button', { name: 'Send Message' });
    const consent = page.getByRole('checkbox', { name: /privacy policy/ });
    await expect(send).toBeDisabled();
    await expect(page.getByLabel('Subject')).toHaveValue('General Inquiry');
    await consent.check();
    await expect(send).toBeEnabled();
    await consent.uncheck();
    await expect(send).toBeDisabled();

    await consent.check();
    await send.click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your e-mail address.')).toBeVisible();
    await expect(page.getByText('Please write your message.')).toBeVisible();
    // The phone number is optional.
    await expect(page.getByLabel('Phone Number')).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByLabel('Full Name')).toBeFocused();
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await page.getByLabel('Full Name').fill('Asha Verma');
    await page.getByLabel('Email Address').fill('asha@example');
    await page.getByLabel('Phone Number').fill('98290 12345');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you make the temple choker with green stones?');
    await send.click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await page.getByLabel('Email Address').fill('asha@example.com');
    await clickAndExpectAnswer(page, send, '/api/inquiry/contact');

    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    // The thank-you tells what happened: the message is on the shop's desk under a reference.
    await expect(page.locator('[data-thanks-reference]')).toHaveText(/^INQ-\d{4}-\d{6}$/);
    await expect(page.getByRole('link', { name: 'Follow your message' })).toHaveAttribute(
      'href',
      /^\/track-order#ref=INQ-\d{4}-\d{6}&token=[\w-]{43}$/,
    );
    expect(requests.filter((url) => url.includes('/api/inquiry/contact'))).toHaveLength(1);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeHidden();
    await expect(page.getByLabel('Full Name')).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
    await expect(consent).not.toBeChecked();
    await expect(send).toBeDisabled();
    await expect(page.getByText('Please enter your name.')).toBeHidden();
  });

  test('the map loads only when asked for', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) thirdParty.push(request.url());
    });
    await page.goto('/shop/contact');
    await expect(
      page.getByRole('main').getByText('Monday – Saturday', { exact: true }),
    ).toBeVisible();
    expect(thirdParty).toEqual([]);
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.route('https://www.openstreetmap.org/**', (route) =>
      route.fulfill({ body: '<p>map</p>', contentType: 'text/html' }),
    );
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe[title^="Map showing"]')).toBeVisible();
    await expect(page.locator('iframe[title^="Map showing"]')).toHaveAttribute(
      'src',
      /openstreetmap\.org\/export\/embed/,
    );
    await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test('About tells the story with one founding year, four values, three artisans and Contact Us', async ({
  page,
}) => {
  await page.goto('/shop/about-us');
  const years = await page
    .getByRole('main')
    .evaluate((main) => [...new Set(main.textContent?.match(/\b(19|20)\d{2}\b/g) ?? [])]);
  expect(years).toHaveLength(1);
  for (const value of ['Excellence', 'Passion', 'Community', 'Integrity']) {
    await expect(page.getByRole('heading', { name: value, exact: true })).toBeVisible();
  }
  await expect(page.locator('.artisan')).toHaveCount(3);
  await page.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/shop\/contact$/);
});

test('the Journal opens an article and goes back to the list', async ({ page }) => {
  await page.goto('/shop/blog');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts).toHaveCount(5);
  await expect(page.getByText(/^Featured/)).toHaveCount(1);
  await page.getByRole('link', { name: 'How to Read a 925 Silver Hallmark' }).click();
  await expect(page).toHaveURL(/\/shop\/blog\/reading-a-silver-hallmark$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'How to Read a 925 Silver Hallmark',
  );
  await expect(page.getByText(/min read/).first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Journal' }).first().click();
  await expect(page).toHaveURL(/\/shop\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal');
});

test('static pages fit a 375 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of staticPages) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
