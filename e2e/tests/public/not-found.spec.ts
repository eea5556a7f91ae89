import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { documentTitle } from '../support/public-site';

test.use({ reducedMotion: 'reduce' });

test('an unknown route shows the not-found page, whose link goes home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page).toHaveTitle(documentTitle('Page Not Found'));
  // Still inside the public layout.
  await expect(page.getByRole('banner')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Building your vision');
  await expect(page).toHaveTitle(documentTitle());
});
