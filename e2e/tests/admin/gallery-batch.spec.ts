import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { adminToken, listGalleryImages, useCreatedTitles } from './support/server';
import { cardOf, toast, trashRow } from './support/ui';

const createdTitle = useCreatedTitles('gallery');

test('several gallery photos chosen at once are hidden, moved to another category and deleted into the Trash, at 390 px', async ({ page, request }) => {
  const files = await adminImageFiles();
  const titles = [createdTitle('Batch porch'), createdTitle('Batch kitchen')];
  for (const title of titles) {
    const created = await request.post('/api/gallery', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      multipart: { title, category: 'Residential', image: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(files.jpeg) } },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  const ours = async () => (await listGalleryImages(request)).filter((image) => titles.includes(image.title));

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, '/admin/allgalleryimages', 'All Gallery Images');
  await page.getByRole('button', { name: 'Select' }).click();
  for (const title of titles)
    await cardOf(page, title)
      .getByRole('checkbox', { name: `Choose ${title}` })
      .check();
  const bar = page.getByRole('region', { name: 'Chosen items' });
  await expect(bar).toContainText('2 chosen');
  await page.screenshot({ path: test.info().outputPath('gallery-batch-390.png') });

  await bar.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, '2 images hidden from the site')).toBeVisible();
  await expect.poll(ours).toEqual([]);

  await page.getByRole('button', { name: 'Select' }).click();
  for (const title of titles)
    await cardOf(page, title)
      .getByRole('checkbox', { name: `Choose ${title}` })
      .check();
  await bar.getByRole('combobox', { name: 'Category to move them to' }).selectOption('Interiors');
  await bar.getByRole('button', { name: 'Move' }).click();
  await expect(toast(page, '2 images moved to Interiors')).toBeVisible();
  await expect(cardOf(page, titles[0])).toContainText('Interiors');

  await page.getByRole('button', { name: 'Select' }).click();
  for (const title of titles)
    await cardOf(page, title)
      .getByRole('checkbox', { name: `Choose ${title}` })
      .check();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Delete 2 images?' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, '2 images deleted')).toBeVisible();
  for (const title of titles) await expect(cardOf(page, title)).toHaveCount(0);
  await page.goto('/admin/trash');
  for (const title of titles) await expect(trashRow(page, title)).toContainText('Gallery image');
});
