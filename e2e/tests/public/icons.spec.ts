import { expect, test, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';

// Every icon a public page shows is a reference into the one shared sprite file: the file is served, and
// each name a page asks for is drawn in it; the home hero's drawing is a file of its own, shown only
// where there is room for it (fetched on the desktop, never on the phone).

async function iconReferences(page: Page): Promise<string[]> {
  return page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.name}: each icon is drawn in the served sprite`, async ({ page, request }) => {
    await page.goto(await route.path(request));
    await route.expectContent(page);
    const references = await iconReferences(page);
    expect(references.length).toBeGreaterThan(0);
    const files = [...new Set(references.map((reference) => reference.split('#')[0]))];
    expect(files).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
    const sprite = await request.get(files[0]);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    const drawn = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
    const missing = references.map((reference) => reference.split('#')[1]).filter((name) => !drawn.has(name));
    expect(missing).toEqual([]);
  });
}

test('the home hero draws its skyline from its own file, only where it is shown', async ({ page }, testInfo) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (/\/assets\/hero-drawing-[\w-]+\.svg$/.test(response.url())) fetched.push(`${response.status()}`);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const drawing = page.locator('img[src*="/assets/hero-drawing-"]');
  if (testInfo.project.name === 'phone') {
    await expect(drawing).toBeHidden();
    expect(fetched).toEqual([]);
  } else {
    await expect(drawing).toBeVisible();
    await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
    expect(fetched).toEqual(['200']);
  }
});
