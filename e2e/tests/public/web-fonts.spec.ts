import { expect, test } from '@playwright/test';

const fontsLinked = () => document.querySelector('link[rel="stylesheet"]') !== null;
/** Whether the page draws with a web font (not only its metric-matched fallbacks, which are local faces). */
const webFontDrawn = () => [...document.fonts].some((face) => !face.family.includes('Fallback') && face.status === 'loaded');
/** The font files this page took from the network rather than from the browser's cache. */
const fontsFromNetwork = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.woff2') && entry.transferSize > 0).length;

// No page.route here: Playwright turns the browser's cache off for a page that routes requests.
test('a first visit keeps the fallbacks and fetches the fonts for later; the next page draws with them from its first paint', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fontRequests.push(new URL(request.url()).pathname);
  });

  // First visit: the islands fetch the stylesheet and its Latin fonts once the page has loaded, and use neither.
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('web-fonts'))).toMatch(/^\/assets\/[\w-]+\.css$/);
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((file) => /latin-(?!ext)/.test(file))).toBe(true);
  expect(await page.evaluate(fontsLinked)).toBe(false);
  expect(await page.evaluate(webFontDrawn)).toBe(false);

  // The next page: the loader in its head links the fonts, which come from the cache.
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  expect(await page.evaluate(fontsLinked)).toBe(true);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toMatch(/^Poppins/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('700 16px Poppins'))).toBe(true);
  await expect.poll(() => page.evaluate(webFontDrawn)).toBe(true);
  expect(await page.evaluate(fontsFromNetwork)).toBe(0);
});
