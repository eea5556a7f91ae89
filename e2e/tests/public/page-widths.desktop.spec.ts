import { test } from '@playwright/test';
import { expectNothingOverflows, TAMIL_PAGES, tamil } from '../support/tamil-pages';

// Each test sets its own widths (a phone's and the desktop's): run once, on the desktop project.
for (const language of ['English', 'Tamil'] as const) {
  for (const { name, path } of TAMIL_PAGES) {
    test(`${name} in ${language}: nothing overflows or is cut off at 320, 390 and 1366 px`, async ({ page, request }) => {
      const english = await path(request);
      for (const width of [320, 390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(language === 'Tamil' ? tamil(english) : english);
        await page.evaluate(() => document.fonts.ready);
        await expectNothingOverflows(page);
      }
    });
  }
}
