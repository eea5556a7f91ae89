import { expect, test, type Page } from '@playwright/test';
import { expectImagesLoaded, GALLERY_TITLES } from '../support/public-site';

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
  await expectImagesLoaded(page.getByRole('main').getByRole('button', { name: `Open image: ${TITLE}` }).getByRole('img'));

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
