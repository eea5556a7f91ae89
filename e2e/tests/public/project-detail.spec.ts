import { expect, test } from '@playwright/test';
import { documentTitle, expectImagesLoaded, projectIdByTitle, RESIDENCE } from '../support/public-site';

test('a project shows every part of its detail page, and its related projects open theirs', async ({ page, request }) => {
  const id = await projectIdByTitle(request, RESIDENCE.title);
  await page.goto(`/projects/${id}`);
  const main = page.getByRole('main');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESIDENCE.title);
  await expect(page).toHaveTitle(documentTitle(RESIDENCE.title));
  await expect(main.getByRole('link', { name: 'Back to Projects' }).first()).toHaveAttribute('href', '/projects');

  const hero = main.getByRole('region', { name: RESIDENCE.title });
  await expect(hero.getByText('Residential', { exact: true })).toBeVisible();
  await expect(hero.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(hero.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/); // the firm's day
  await expect(hero.getByText(RESIDENCE.location)).toBeVisible();

  const info = main.getByRole('complementary', { name: 'Project information' });
  await expect(info.getByRole('definition')).toHaveText(['Residential', /^\d{1,2} [A-Z][a-z]+ \d{4}$/, RESIDENCE.location]);

  // Main image and the thumbnail strip; the selected image starts as the project's main image.
  const mainImage = page.getByTestId('project-main-image');
  await expect(mainImage).toHaveAttribute('alt', `${RESIDENCE.title}, image 1 of ${RESIDENCE.imageCount}`);
  await expectImagesLoaded(mainImage);
  const strip = main.getByRole('region', { name: 'Gallery', exact: true });
  const thumbs = strip.getByRole('button', { name: /^Show image \d of \d$/ });
  await expect(thumbs).toHaveCount(RESIDENCE.imageCount);
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
  const firstSrc = await mainImage.getAttribute('src');

  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
  await expect(mainImage).toHaveAttribute('alt', `${RESIDENCE.title}, image 3 of ${RESIDENCE.imageCount}`);
  await expect(mainImage).not.toHaveAttribute('src', firstSrc ?? '');
  await expect(mainImage).toHaveAttribute('src', (await thumbs.nth(2).locator('img').getAttribute('src')) ?? 'missing');
  await expectImagesLoaded(mainImage);

  await thumbs.first().click();
  await expect(mainImage).toHaveAttribute('src', firstSrc ?? 'missing');

  // Description (the details, as the seeded project has no separate description) and numbered features.
  const description = main.getByRole('region', { name: 'Description', exact: true });
  await expect(description).toContainText(RESIDENCE.detailsStart);
  const features = main.getByRole('region', { name: 'Key Features', exact: true }).getByRole('listitem');
  await expect(features).toHaveText(RESIDENCE.features.map((feature, i) => `${i + 1}${feature}`));

  // Side panels.
  const help = main.getByRole('region', { name: 'Need Help?' });
  await expect(help.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  const interested = main.getByRole('region', { name: 'Interested in this project?' });
  await expect(interested.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/contact');

  // Related projects: same category first, 3 or 4 of them, each opening its own page.
  const related = page.getByRole('main').getByRole('region', { name: 'Related Projects' });
  const links = related.getByRole('link');
  await expect(links.first()).toHaveText(RESIDENCE.sameCategory);
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(3);
  expect(count).toBeLessThanOrEqual(4);
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/projects\/[0-9a-f-]{36}$/);
    expect(href).not.toBe(`/projects/${id}`);
  }
  await expect(related.getByRole('link', { name: RESIDENCE.title })).toHaveCount(0);

  await links.first().click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page).not.toHaveURL(new RegExp(id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(RESIDENCE.sameCategory);
  // The residence is the other seeded residential project, so it is related back.
  await expect(related.getByRole('link').first()).toHaveText(RESIDENCE.title);

  await page.getByRole('main').getByRole('link', { name: 'Back to Projects' }).first().click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');
});

test('an unknown project id shows the error page with a way back', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-project']) {
    await page.goto(`/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Error');
    await expect(page.getByRole('alert')).toHaveText('Project not found');
    await expect(page).toHaveTitle(documentTitle('Error'));
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Projects');
});
