import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { deleteLeftovers, listGalleryImages, listProjects, uniqueTitle, uploadListing } from './support/server';
import { fileField, selectField, textField, toast } from './support/ui';

/** What the admin reads when the server refuses a file that is not an image (415). */
const NOT_AN_IMAGE = 'This file is not a supported image. Please choose a JPEG, PNG, GIF, WebP or AVIF photo.';

const projectTitles: string[] = [];
const galleryTitles: string[] = [];
test.afterEach(async ({ request }) => {
  await deleteLeftovers(request, 'projects', projectTitles);
  await deleteLeftovers(request, 'gallery', galleryTitles);
});

test('a PDF renamed .jpg is refused in the gallery form with a clear message; nothing is created', async ({ page, request }) => {
  const files = await adminImageFiles();
  const title = uniqueTitle('Scanned drawing');
  galleryTitles.push(title);
  const before = await uploadListing(request);
  const galleryBefore = await listGalleryImages(request);

  await openAdmin(page, request, '/admin/addgalleryimages');
  await textField(page, 'Image Title').fill(title);
  await selectField(page, 'Category').selectOption({ label: 'Commercial' });
  await fileField(page, 'Gallery Image').setInputFiles(files.pdfAsJpeg);
  await page.getByRole('button', { name: 'Add to Gallery' }).click();

  // Shown inside the form when Add Gallery Image fails; the admin stays on the form.
  const form = page.getByRole('form', { name: 'Add gallery image' });
  await expect(form.getByRole('alert')).toHaveText(NOT_AN_IMAGE);
  await expect(page).toHaveURL(/\/admin\/addgalleryimages$/);
  await expect(textField(page, 'Image Title')).toHaveValue(title);
  await expect(page.getByRole('button', { name: 'Add to Gallery' })).toBeEnabled();

  expect(await listGalleryImages(request)).toEqual(galleryBefore);
  await expect.poll(() => uploadListing(request)).toEqual(before);
});

test('a project whose extra image is a PDF renamed .jpg is refused as a whole; no project and no file are left', async ({ page, request }) => {
  const files = await adminImageFiles();
  const title = uniqueTitle('Warehouse with a PDF');
  projectTitles.push(title);
  const before = await uploadListing(request);

  await openAdmin(page, request, '/admin/addprojects');
  await textField(page, 'Title').fill(title);
  await textField(page, 'Details').fill('Pre-engineered steel building.');
  // The valid images come first, so the server has stored them before it meets the PDF.
  await fileField(page, 'Project Image').setInputFiles(files.jpeg);
  await fileField(page, 'Additional Images').setInputFiles([files.png, files.pdfAsJpeg]);
  await page.getByRole('button', { name: 'Add Project' }).click();

  await expect(toast(page, NOT_AN_IMAGE)).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/addprojects$/);
  await expect(page.getByRole('button', { name: 'Add Project' })).toBeEnabled();

  expect((await listProjects(request)).some((project) => project.title === title)).toBe(false);
  await expect.poll(() => uploadListing(request)).toEqual(before);
});
