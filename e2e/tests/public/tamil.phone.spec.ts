import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { opened, stubWindowOpen } from '../support/public-site';
import { TAMIL_PAGES, tamil } from '../support/tamil-pages';

// On the phone, where most of the firm's Tamil visitors are; tamil-widths.desktop.spec.ts lays every Tamil page
// out at the desktop's width too.

const switchLink = (page: Page) => page.getByRole('banner').locator('a[data-language-switch]').first();

for (const { name, path, h1 } of TAMIL_PAGES) {
  test(`${name} in Tamil: 200, lang="ta", hreflang both ways, the switch leads to the English page and back, axe finds nothing`, async ({ page, request }) => {
    test.slow(); // axe on a whole page, and four page loads
    const english = await path(request);
    const response = await page.goto(tamil(english));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.getByRole('navigation', { name: 'முதன்மை' }).or(page.getByRole('button', { name: 'பட்டியலைத் திற' }))).toBeAttached();

    const origin = new URL(page.url()).origin;
    const alternate = (hreflang: string) => page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate('ta')).toHaveAttribute('href', `${origin}${tamil(english)}`);
    await expect(alternate('en')).toHaveAttribute('href', `${origin}${english}`);
    await expect(alternate('x-default')).toHaveAttribute('href', `${origin}${english}`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${origin}${tamil(english)}`);
    await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', 'ta_IN');

    await expectNoSeriousA11yViolations(page, { contentInLandmarks: true });

    await expect(switchLink(page)).toHaveText('English');
    await switchLink(page).click();
    await expect(page).toHaveURL(`${origin}${english}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(switchLink(page).locator('[lang="ta"]')).toHaveText('தமிழ்');
    await switchLink(page).click();
    await expect(page).toHaveURL(`${origin}${tamil(english)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  });
}

test('an unknown address under /ta is the Tamil not-found page', async ({ page }) => {
  const response = await page.goto('/ta/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - பக்கம் கிடைக்கவில்லை');
  await expect(page.getByRole('link', { name: 'முகப்புக்குத் திரும்ப' })).toHaveAttribute('href', '/ta');
  await expectNoSeriousA11yViolations(page);
});

test('the Tamil contact form says what is missing in Tamil, and sends a Tamil WhatsApp message', async ({ page }) => {
  await stubWindowOpen(page);
  await page.goto('/ta/contact');
  const form = page.getByRole('form', { name: 'எங்களுக்குச் செய்தி அனுப்புங்கள்' });
  const field = (name: string) => form.getByRole('textbox', { name });
  const send = form.getByRole('button', { name: 'செய்தி அனுப்பு' });
  // The form's island is what words the browser's messages: wait until it runs.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('ContactForm.island')))).toBe(true);

  await send.click();
  await expect(field('உங்கள் பெயர்')).toBeFocused();
  expect(await field('உங்கள் பெயர்').evaluate((input: HTMLInputElement) => input.validationMessage)).toBe('இந்தப் புலத்தை நிரப்புங்கள்.');

  await field('உங்கள் பெயர்').fill('அருண் குமார்');
  await field('மின்னஞ்சல் முகவரி').fill('not-an-email');
  await send.click();
  await expect(field('மின்னஞ்சல் முகவரி')).toBeFocused();
  expect(await field('மின்னஞ்சல் முகவரி').evaluate((input: HTMLInputElement) => input.validationMessage)).toContain('சரியான மின்னஞ்சல் முகவரியைத் தாருங்கள்');

  await field('மின்னஞ்சல் முகவரி').fill('arun@example.com');
  await field('தொலைபேசி எண்').fill('+91 98765 43210');
  await field('பொருள்').fill('வீடு கட்ட மதிப்பீடு');
  await field('செய்தி').fill('30 x 40 மனை.');
  await send.click();
  await expect.poll(async () => (await opened(page)).length).toBe(1);
  const text = new URL((await opened(page))[0].url).searchParams.get('text');
  expect(text).toBe('பெயர்: அருண் குமார்\nமின்னஞ்சல்: arun@example.com\nதொலைபேசி: +91 98765 43210\nபொருள்: வீடு கட்ட மதிப்பீடு\nசெய்தி: 30 x 40 மனை.');
  await expect(form.getByRole('status')).toContainText('உங்கள் செய்தியுடன் WhatsApp புதிய தாவலில் திறந்தது');
  await expect(form.getByRole('status').getByRole('link', { name: 'இங்கே அரட்டையைத் திறக்கவும்' })).toBeVisible();
});

/** The sum of the page's layout shifts so far (none: 0). */
const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve(0), 1000); // no entry at all: nothing moved
      }),
  );

// A first visit (each test has its own browser context) draws in the device's Tamil font and fetches no
// font before its first paint; once it is up, the islands fetch the Tamil font for the later pages, which
// draw in it from their first paint. Every face is `optional`, so nothing moves when a font arrives: the
// Tamil font arriving later moved every Tamil line (Lighthouse /ta: CLS 0.21); the Latin ones, a project's
// title that only just fit (0.03).
for (const which of ['home', 'project'] as const) {
  test(`the Tamil ${which} page draws in the device's font first, and in the Tamil web font from the next page on; nothing moves`, async ({
    page,
    request,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('noto-sans-tamil-tamil-')) fonts.push(request.url());
    });
    const tamilFaces = () => page.evaluate(() => document.querySelector<HTMLStyleElement>('style[data-tamil-font]')?.media);
    const tamilFontStatus = () => page.evaluate(() => [...document.fonts].filter((face) => face.family === 'Noto Sans Tamil').map((face) => face.status));
    const [project] = ((await (await request.get('/api/projects')).json()) as { data: { id: string }[] }).data;
    const path = which === 'home' ? '/ta' : `/ta/projects/${project.id}`;

    await page.goto(path, { waitUntil: 'load' });
    expect(fonts).toEqual([]);
    expect(await tamilFaces()).toBe('not all');
    expect(await tamilFontStatus()).toEqual([]);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('tamil-font')), { timeout: 10_000 }).toContain('Noto Sans Tamil');
    // Each weight fetched for the next page, unless the browser has it of its own (as Android phones do).
    const weightsOfItsOwn = await page.evaluate(async () => {
      const faces = document.querySelector('style[data-tamil-font]')!.textContent!.match(/@font-face\{[^}]*\}/g)!;
      const own = await Promise.all(
        faces.map((face) =>
          new FontFace('probe', face.match(/local\([^)]*\)/g)!.join(',')).load().then(
            () => 1,
            () => 0,
          ),
        ),
      );
      return own.reduce((sum: number, one) => sum + one, 0);
    });
    expect(fonts).toHaveLength(2 - weightsOfItsOwn);
    expect(await tamilFaces()).toBe('not all'); // this page keeps the font it was drawn in
    expect(await layoutShifts(page)).toBeLessThan(0.005);

    await page.goto(path, { waitUntil: 'load' });
    expect(await tamilFaces()).toBe('all');
    await expect.poll(tamilFontStatus).toContain('loaded');
    await page.waitForTimeout(1500); // the islands have started, and would have linked any later stylesheet
    expect(await layoutShifts(page)).toBeLessThan(0.005);
  });
}

test('the English pages do not load the Tamil web font', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  await page.goto('/about');
  await page.waitForLoadState('load');
  await page.waitForTimeout(1500);
  expect(fonts.filter((url) => url.includes('noto-sans-tamil'))).toEqual([]);
});
