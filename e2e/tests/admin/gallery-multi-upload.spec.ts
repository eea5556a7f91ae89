import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { makeImage } from '../../../backend/test/fixtures/images';
import { openAdmin } from './support/auth';
import { deleteLeftovers, listGalleryImages } from './support/server';
import { selectField } from './support/ui';

interface DroppedFile {
  name: string;
  type: string;
  base64: string;
}

/** Drops `files` on the Add Gallery drop zone as a person dragging them from a folder would. */
async function dropFiles(page: Page, files: DroppedFile[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  const zone = page.getByTestId('dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

/** An iPhone HEIC (HEVC-coded, 400 × 300): the browser converts it to JPEG before it is sent. */
const HEIC_FIXTURE = path.resolve(__dirname, '../../../backend/test/fixtures/IMG_2211.HEIC');

// Unique to this run: the titles start with it (from the file names, or typed), and the cleanup finds them by it.
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const titlePrefix = `Batch ${stamp}`;

test.afterEach(async ({ request }) => {
  await deleteLeftovers(request, 'gallery', [titlePrefix]);
});

test('20 photos (one an iPhone HEIC) and a file that is no image dropped on the gallery form: 20 gallery images, the other file named with its reason', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const good: DroppedFile[] = await Promise.all(
    Array.from({ length: 20 }, async (_, index) => {
      if (index === 5) return { name: `batch-${stamp}_6.HEIC`, type: 'image/heic', base64: fs.readFileSync(HEIC_FIXTURE).toString('base64') };
      const png = index % 4 === 3;
      const image = makeImage({ width: 96, height: 72, tint: 10 + index * 12 }).resize(800, 600);
      const data = await (png ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
      return { name: `batch-${stamp}_${index + 1}.${png ? 'png' : 'jpg'}`, type: png ? 'image/png' : 'image/jpeg', base64: data.toString('base64') };
    }),
  );
  // A PDF renamed .jpg: the browser takes it for a JPEG, the server reads its bytes and refuses it.
  const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const badName = `batch-${stamp}_brochure.jpg`;
  const files = [...good.slice(0, 10), { name: badName, type: 'image/jpeg', base64: pdf.toString('base64') }, ...good.slice(10)];
  const before = new Set((await listGalleryImages(request)).map((image) => image.id));

  await openAdmin(page, request, '/admin/addgalleryimages', 'Add Gallery Image');
  await dropFiles(page, files);

  const list = page.getByRole('list', { name: 'Chosen photos' });
  await expect(page.getByText('21 photos chosen')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(21);
  await expect(page.getByRole('textbox', { name: `Title for batch-${stamp}_1.jpg` })).toHaveValue(`${titlePrefix} 1`);
  // Its name says JPEG: the browser cannot tell, so it waits its turn like the others.
  await expect(page.getByRole('textbox', { name: `Title for ${badName}` })).toHaveValue(`${titlePrefix} brochure`);
  // Edited before saving.
  const renamed = page.getByRole('textbox', { name: `Title for batch-${stamp}_2.jpg` });
  await renamed.fill(`${titlePrefix} kitchen, edited`);
  await selectField(page, 'Category').selectOption({ label: 'Interiors' });

  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`chosen-${width}.png`), fullPage: true });
  }

  await page.getByRole('button', { name: 'Add to Gallery' }).click();
  // A few at a time: the others wait their turn.
  await expect(list.getByRole('status').filter({ hasText: 'Waiting to upload…' }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('uploading-1366.png') });
  const summary = page.getByRole('alert').filter({ hasText: '20 photos added, 1 refused' });
  await expect(summary).toBeVisible({ timeout: 120_000 });

  // Only the refused one stays, named with the server's reason.
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('status')).toHaveText(`${badName}: This file is not a supported image. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.`);
  await expect(page).toHaveURL(/\/admin\/addgalleryimages$/);
  await expect(page.getByRole('button', { name: `Remove ${badName}` })).toBeEnabled();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`refused-${width}.png`), fullPage: true });
  }

  const created = (await listGalleryImages(request)).filter((image) => !before.has(image.id));
  const expectedTitles = Array.from({ length: 20 }, (_, index) => (index === 1 ? `${titlePrefix} kitchen, edited` : `${titlePrefix} ${index + 1}`));
  expect(created.map((image) => image.title).sort()).toEqual(expectedTitles.sort());
  expect(created.every((image) => image.category === 'Interiors')).toBe(true);
  const fromHeic = created.find((image) => image.title === `${titlePrefix} 6`)!;
  const stored = await request.get(fromHeic.imageUrl);
  expect(stored.status()).toBe(200);
  expect(await sharp(await stored.body()).metadata()).toMatchObject({ width: 400, height: 300 });

  // Removing the refused one leaves nothing to add; the form is the one-photo form again.
  await page.getByRole('button', { name: `Remove ${badName}` }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Image Title', exact: true })).toBeVisible();
});

test('photos named by a phone or WhatsApp get no title from their names: each is asked for, and the gallery shows the titles typed', async ({
  page,
  request,
}) => {
  const photo = async (tint: number) => (await makeImage({ width: 96, height: 72, tint }).resize(640, 480).jpeg({ quality: 80 }).toBuffer()).toString('base64');
  const names = ['IMG_20261116_101545.jpg', 'WhatsApp Image 2026-11-20 at 10.12.44 AM.jpeg'];
  await openAdmin(page, request, '/admin/addgalleryimages', 'Add Gallery Image');
  await dropFiles(page, await Promise.all(names.map(async (name, index) => ({ name, type: 'image/jpeg', base64: await photo(40 + index * 60) }))));
  for (const name of names) await expect(page.getByRole('textbox', { name: `Title for ${name}` })).toHaveValue('');
  await selectField(page, 'Category').selectOption({ label: 'Interiors' });
  await page.getByRole('button', { name: 'Add to Gallery' }).click();
  await expect(page.getByText('Title is required')).toHaveCount(2);

  const titles = [`${titlePrefix} teak staircase`, `${titlePrefix} pooja room`];
  for (const [index, name] of names.entries()) await page.getByRole('textbox', { name: `Title for ${name}` }).fill(titles[index]);
  await page.getByRole('button', { name: 'Add to Gallery' }).click();
  await expect(page).toHaveURL(/\/admin\/allgalleryimages$/, { timeout: 60_000 });
  const added = (await listGalleryImages(request)).map((image) => image.title).filter((title) => title.startsWith(titlePrefix));
  expect(added.sort()).toEqual([...titles].sort());
});
