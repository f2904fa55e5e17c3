// The home hero can be held still (issue 11, defect 9; WCAG 2.2.2): a Pause/Play button, a hold while
// the pointer or focus is on the slider, and no rotation at all for shoppers who prefer less motion.
// The page clock is Playwright's, so 5 s slides take no real time.
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, test } from './fixtures';

const hero = (page: Page) => page.getByRole('region', { name: 'Featured collections' });
const shownSlide = (page: Page) =>
  hero(page)
    .getByRole('button', { name: /^Show slide/ })
    .and(page.locator('[aria-current]'));
const expectSlide = (page: Page, n: number) =>
  expect(shownSlide(page)).toHaveAccessibleName(`Show slide ${n}`);

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('Pause stops the rotation for good and Play starts it again', async ({ page }) => {
  await page.goto('/');
  const pause = hero(page).getByRole('button', { name: 'Pause slideshow' });
  await expect(pause).toBeVisible();
  await expect(hero(page).locator('[data-hero-live]')).toHaveAttribute('aria-live', 'off');
  await pause.click();
  const play = hero(page).getByRole('button', { name: 'Play slideshow' });
  await expect(play).toBeVisible();
  await expect(hero(page).locator('[data-hero-live]')).toHaveAttribute('aria-live', 'polite');
  // Checked while nothing moves: a slide fading in has half-transparent text.
  await expectNoAxeViolations(page);

  // Neither the pointer nor focus is on the slider any more: only the pause holds it.
  await page.mouse.move(5, 5);
  await play.blur();
  await page.clock.runFor(16_000);
  await expectSlide(page, 1);

  // Play works at once, with the pointer and focus still on the button.
  await play.click();
  await expect(hero(page).getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
  await page.clock.runFor(5000);
  await expectSlide(page, 2);
});

test('hovering the slider holds it until the pointer leaves', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('heading', { level: 2, name: 'Moonlight, set in silver' }).hover();
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await page.mouse.move(5, 5);
  await page.clock.runFor(5000);
  await expectSlide(page, 2);
});

test('focus inside the slider holds it until focus leaves', async ({ page }) => {
  await page.goto('/');
  await hero(page).getByRole('button', { name: 'Show slide 1' }).focus();
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await hero(page).getByRole('button', { name: 'Show slide 1' }).blur();
  await page.clock.runFor(5000);
  await expectSlide(page, 2);
});

test('with reduced motion the slider never moves by itself', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(hero(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await page.clock.runFor(30_000);
  await expectSlide(page, 1);
});
