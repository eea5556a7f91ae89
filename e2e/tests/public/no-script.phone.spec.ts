import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

// The public pages are rendered on the server: without JavaScript every one shows its heading, its content
// and its title (islands only add behaviour). The server sends one page to every width: checked on the phone.
test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.name} shows its heading and content`, async ({ page, request }) => {
      const response = await page.goto(await route.path(request));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await route.expectContent(page);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('navigation', { name: 'Footer' }).or(page.getByRole('contentinfo'))).toBeVisible();
    });
  }

  test('an unknown page answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  });
});
