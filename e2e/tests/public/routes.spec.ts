import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { PUBLIC_ROUTES } from '../support/public-routes';

test.describe('every public route', () => {
  // Entrance animations jump to their end state, so axe judges the page as it settles (and faster).
  test.use({ reducedMotion: 'reduce' });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.name}: content, its own title, one h1, no serious axe violations`, async ({ page, request }) => {
      await page.goto(await route.path(request));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await route.expectContent(page);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('h1')).toHaveCount(1);
      // Every picture is described: the firm's alt text, else the item's title (never empty, never missing).
      // Only a drawing hidden from assistive technology (the home hero's skyline) is decorative.
      const alts = await page
        .locator('img')
        .evaluateAll((images) => images.filter((image) => !image.closest('[aria-hidden="true"]')).map((image) => image.getAttribute('alt')));
      expect(alts.filter((alt) => !alt?.trim())).toEqual([]);
      // The shared layout is around every page.
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      await expectNoSeriousA11yViolations(page);
    });
  }
});
