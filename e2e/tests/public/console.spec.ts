import { expect, test, type ConsoleMessage } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

// With JavaScript on, no public page logs an error or a warning, or throws, while it loads, its islands
// start (scrolled to the bottom, so the ones that wait to be visible start too) and it settles.
for (const route of PUBLIC_ROUTES) {
  test(`${route.name}: no console error or warning`, async ({ page, request }) => {
    const problems: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

    await page.goto(await route.path(request), { waitUntil: 'networkidle' });
    await route.expectContent(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    expect(problems).toEqual([]);
  });
}
