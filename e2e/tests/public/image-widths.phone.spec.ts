import { expect, test, type Locator } from '@playwright/test';
import { expectImagesLoaded, projectCards, projectIdByTitle, RESIDENCE } from '../support/public-site';

// The phone Lighthouse measures (a Moto G Power: 412 px at 1.75×): each photo comes in the narrowest
// stored width that still fills its place, and the photos far below wait until they are needed.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

const chosenFile = (image: Locator) => image.evaluate((img) => (img as HTMLImageElement).currentSrc.split('/').pop() ?? '');

test('a project page shows its main photo 720 px wide and the gallery thumbnails 240 px wide', async ({ page, request }) => {
  await page.goto(`/projects/${await projectIdByTitle(request, RESIDENCE.title)}`);
  const mainImage = page.getByTestId('project-main-image');
  await expectImagesLoaded(mainImage);
  expect(await chosenFile(mainImage)).toMatch(/-720w\.webp$/);

  const thumbnails = page.getByRole('region', { name: 'Gallery', exact: true }).locator('img');
  await expectImagesLoaded(thumbnails);
  // The first thumbnail is the main photo, which the browser already has (720 px): it reuses it.
  for (const thumbnail of (await thumbnails.all()).slice(1)) expect(await chosenFile(thumbnail)).toMatch(/-240w\.webp$/);
});

test('the projects page loads the first cards’ photos 720 px wide and the last card’s only when it comes near', async ({ page }) => {
  await page.goto('/projects', { waitUntil: 'networkidle' });
  const cards = projectCards(page);
  const first = cards.first().locator('img');
  await expectImagesLoaded(first);
  expect(await chosenFile(first)).toMatch(/-720w\.webp$/);

  const last = cards.last().locator('img');
  const requested = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const lastSource = await last.evaluate((img) => (img as HTMLImageElement).srcset.split(', ').map((candidate) => candidate.split(' ')[0]));
  expect((await requested()).filter((url) => lastSource.some((source) => url.endsWith(source)))).toEqual([]);

  await last.scrollIntoViewIfNeeded();
  await expectImagesLoaded(last);
  expect(await chosenFile(last)).toMatch(/-720w\.webp$/);
});
