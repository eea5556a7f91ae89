import { expect, test } from '@playwright/test';
import { holdIslandsScript } from '../support/public-site';

const fontsLinked = () => document.querySelector('link[rel="stylesheet"]') !== null;

test('a first visit draws in the fallbacks, a later page with the web fonts from its first paint', async ({ page }) => {
  // First visit: nothing but the text and the photos until the page has loaded; the islands link the fonts after.
  const { askedFor, release } = await holdIslandsScript(page);
  await page.goto('/', { waitUntil: 'load' });
  await askedFor;
  expect(await page.evaluate(fontsLinked)).toBe(false);
  release();
  await expect.poll(() => page.evaluate(fontsLinked)).toBe(true);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toMatch(/^\/assets\/[\w-]+\.css$/);

  // The next page: the loader in its head links the fonts the browser has, before the islands run (after load).
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(fontsLinked)).toBe(true);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^Poppins/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Poppins'))).toBe(true);
});
