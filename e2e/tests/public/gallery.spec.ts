import { expect, test, type Page } from '@playwright/test';
import { expectImagesLoaded, GALLERY_TITLES, holdIslandsScript } from '../support/public-site';

const TITLE = GALLERY_TITLES[0];

async function openLightbox(page: Page) {
  const thumb = page.getByRole('main').getByRole('button', { name: `Open image: ${TITLE}` });
  await thumb.click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  return { thumb, dialog };
}

test('an image opens full screen and closes by ×, by Esc and by a click, giving focus back', async ({ page }) => {
  await page.goto('/gallery');
  await expectImagesLoaded(
    page
      .getByRole('main')
      .getByRole('button', { name: `Open image: ${TITLE}` })
      .getByRole('img'),
  );

  // ×
  let { thumb, dialog } = await openLightbox(page);
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  const viewport = page.viewportSize()!;
  const box = await dialog.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  const image = dialog.getByRole('img', { name: TITLE });
  await expect(image).toBeVisible();
  await expectImagesLoaded(image);
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await close.click();
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  // Esc
  ({ thumb, dialog } = await openLightbox(page));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  // A click on the backdrop (top-left corner, away from the buttons)
  ({ thumb, dialog } = await openLightbox(page));
  await dialog.click({ position: { x: 8, y: 8 } });
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  // Its arrows move between images.
  await openLightbox(page);
  const anyDialog = page.getByRole('dialog');
  const [, position, total] = (await anyDialog.textContent())?.match(/(\d+) of (\d+)/) ?? [];
  await anyDialog.getByRole('button', { name: 'Next image' }).click();
  await expect(anyDialog).toContainText(`${(Number(position) % Number(total)) + 1} of ${total}`);
  await expect(anyDialog.getByRole('img', { name: TITLE })).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(anyDialog.getByRole('img', { name: TITLE })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(anyDialog).toBeHidden();
});

test('the category chips show only their category, in the grid and in the lightbox', async ({ page }) => {
  await page.goto('/gallery');
  const main = page.getByRole('main');
  const interior = main.getByRole('button', { name: `Open image: ${GALLERY_TITLES[3]}` });
  const villa = main.getByRole('button', { name: `Open image: ${TITLE}` });
  const chips = main.getByRole('group', { name: 'Filter images by category' });
  await expect(villa).toBeVisible(); // a button once the gallery island has started
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

  await chips.getByRole('button', { name: 'Interiors' }).click();
  await expect(chips.getByRole('button', { name: 'Interiors' })).toHaveAttribute('aria-pressed', 'true');
  await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page).toHaveURL(/\/gallery\?category=Interiors$/); // kept in the address, without a reload
  await expect(interior).toBeVisible();
  await expect(villa).toBeHidden();

  await interior.click();
  const dialog = page.getByRole('dialog', { name: GALLERY_TITLES[3] });
  await expect(dialog).toContainText(/Interiors · \d+ of \d+/);
  const [, total] = (await dialog.textContent())?.match(/of (\d+)/) ?? [];
  for (let i = 0; i < Number(total); i++) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog')).toContainText('Interiors');
  }
  await page.keyboard.press('Escape');

  await chips.getByRole('button', { name: 'All' }).click();
  await expect(villa).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('opened on a category, its chip is scrolled into view in the row', async ({ page }) => {
  await page.goto('/gallery?category=Residential');
  const chip = page.getByRole('main').getByRole('group', { name: 'Filter images by category' }).getByRole('button', { name: 'Residential' });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a thumbnail is a link to the full image', async ({ page, request }) => {
    await page.goto('/gallery');
    const href = await page
      .getByRole('main')
      .getByRole('link', { name: `Open image: ${TITLE}` })
      .getAttribute('href');
    expect(href).toMatch(/^\/uploads\//);
    const image = await request.get(href!);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('a category chip is a link to the filtered gallery', async ({ page }) => {
    await page.goto('/gallery');
    const chips = page.getByRole('main').getByRole('group', { name: 'Filter images by category' });
    await chips.getByRole('button', { name: 'Interiors' }).click();
    await expect(page).toHaveURL(/\/gallery\?category=Interiors$/);
    await expect(chips.getByRole('button', { name: 'Interiors' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('main').getByRole('link', { name: `Open image: ${GALLERY_TITLES[3]}` })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Open image: ${TITLE}` })).toBeHidden();
  });
});

test('a photo tapped before the islands have started opens in the lightbox once they have', async ({ page }) => {
  // The islands start once the page has loaded: their script is asked for then, and arrives late.
  const { askedFor, release } = await holdIslandsScript(page);
  await page.goto('/gallery');
  await askedFor;
  // Before the islands run, the photo is a link to the full image.
  await page.getByRole('main').locator(`a[data-lightbox-item][data-title="${TITLE}"]`).click();
  release();
  await expect(page.getByRole('dialog', { name: TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
});
