import { expect, test, type Page } from '@playwright/test';

// The rotation, the dots and Pause work alike at every width; the desktop has the pointer that pauses it too.

async function openTestimonials(page: Page) {
  await page.goto('/');
  const carousel = page.getByRole('main').getByLabel('Client testimonials');
  await carousel.scrollIntoViewIfNeeded();
  // The pointer away from the carousel, which would pause it.
  await page.mouse.move(0, 0);
  return carousel;
}

const slide = (page: Page, n: number) => page.getByRole('group', { name: `${n} of 4` });

test('the testimonials rotate every 5 seconds, dots jump to one, Pause stops the rotation', async ({ page }) => {
  const carousel = await openTestimonials(page);
  await expect(slide(page, 1)).toBeVisible();
  await expect(slide(page, 2)).toBeHidden();
  await expect(slide(page, 2)).toBeVisible({ timeout: 8_000 });
  await expect(slide(page, 1)).toBeHidden();

  await carousel.getByRole('button', { name: /^Show testimonial 4 of 4/ }).click();
  await expect(slide(page, 4)).toBeVisible();
  await expect(carousel.getByRole('button', { name: /^Show testimonial 4 of 4/ })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Stop automatic rotation' }).click();
  await expect(carousel.getByRole('button', { name: 'Start automatic rotation' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.getByRole('main').getByRole('heading', { name: 'What our clients say' }).click();
  await page.waitForTimeout(6_000);
  await expect(slide(page, 4)).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing rotates and there is no Pause button; the dots still work', async ({ page }) => {
    const carousel = await openTestimonials(page);
    await expect(carousel.getByRole('button', { name: /^Show testimonial 1 of 4/ })).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('button', { name: /automatic rotation/ })).toBeHidden();
    await page.waitForTimeout(6_000);
    await expect(slide(page, 1)).toBeVisible();
    await carousel.getByRole('button', { name: /^Show testimonial 3 of 4/ }).click();
    await expect(slide(page, 3)).toBeVisible();
  });
});
