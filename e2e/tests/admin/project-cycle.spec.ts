import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { exifHasGps, filesOfImage, getProject, listProjects, uploadListing, useCreatedTitles, type ApiProject } from './support/server';
import {
  cardOf,
  deleteForGood,
  deleteFromList,
  expectImageLoaded,
  expectImagesLoaded,
  fileField,
  openEdit,
  selectField,
  submitForm,
  textField,
} from './support/ui';

const createdTitle = useCreatedTitles('projects');

test('project: add with a phone photo and extras, see it on the site, edit images, delete, no files left', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const files = await adminImageFiles();
  const title = createdTitle('Courtyard house');
  const newTitle = `${title} (renovated)`;
  const details = 'Ground plus one house around an open courtyard, load-bearing brick walls and a filler slab roof.';
  const location = 'Vriddhachalam, Cuddalore District';
  const before = await uploadListing(request);

  // The fixture really is a phone photo: rotated by EXIF and carrying GPS.
  const original = await sharp(files.phoneJpeg).metadata();
  expect(original.orientation).toBe(6);
  expect(exifHasGps(original.exif)).toBe(true);

  let project!: ApiProject;

  await test.step('add the project with every field filled', async () => {
    await openAdmin(page, request, '/admin/addprojects', 'Add Project');
    await textField(page, 'Title').fill(title);
    await expect(selectField(page, 'Category')).toHaveValue('RESIDENTIAL');
    await selectField(page, 'Category').selectOption({ label: 'Commercial' });
    await textField(page, 'Details').fill(details);
    await textField(page, 'Location').fill(location);
    const feature = textField(page, 'Key Features');
    await feature.fill('Rainwater harvesting pit');
    await feature.press('Enter');
    await feature.fill('Filler slab roof');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('list', { name: '2 features' }).getByRole('listitem')).toHaveText(['Rainwater harvesting pit', 'Filler slab roof']);

    await fileField(page, 'Project Image').setInputFiles(files.phoneJpeg);
    await expect(page.getByText('IMG_20250114_081532.jpg')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove image IMG_20250114_081532.jpg' })).toBeVisible();

    await fileField(page, 'Additional Images').setInputFiles([files.png, files.jpeg]);
    await expect(page.getByRole('button', { name: 'Remove floor-plan.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove site-visit.jpg' })).toBeVisible();

    await submitForm(page, 'Add Project', 'Project added successfully!', /\/admin\/editproject\/[0-9a-f-]+$/);

    const found = (await listProjects(request)).find((item) => item.title === title);
    expect(found).toBeDefined();
    project = await getProject(request, found!.id);
    expect(project).toMatchObject({ category: 'commercial', details, location, features: ['Rainwater harvesting pit', 'Filler slab roof'] });
    expect(project.images).toHaveLength(2);
  });

  await test.step('it is listed in the admin and on the public site', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Projects' }).click();
    const card = cardOf(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Commercial');
    await expect(card).toContainText(details);
    await expectImagesLoaded(card);

    // A fresh load (no toast left over from the add screen) for the screenshot of the list.
    await page.goto('/admin/allprojects');
    await expect(cardOf(page, title)).toBeVisible();
    await expectImagesLoaded(page.getByRole('main').getByRole('listitem').first());
    await page.screenshot({ path: testInfo.outputPath('all-projects-1366.png') });

    await page.goto('/projects');
    const link = page.getByRole('link', { name: title });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(details)).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Project information' })).toContainText(location);
    await expect(page.getByRole('region', { name: 'Key Features' }).getByRole('listitem')).toHaveText(['1Rainwater harvesting pit', '2Filler slab roof']);

    const main = page.getByTestId('project-main-image');
    await expect(main).toHaveAttribute('src', project.imageUrl);
    await expectImageLoaded(main);
    const thumbs = page.getByRole('button', { name: /^Show image \d of 3$/ });
    await expect(thumbs).toHaveCount(3);
    await expectImagesLoaded(page.getByRole('region', { name: 'Gallery' }));
    await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
    await expect(main).toHaveAttribute('src', project.images[0]);
  });

  await test.step('the published main image is upright and carries no EXIF GPS', async () => {
    const response = await page.request.get(project.imageUrl);
    expect(response.ok()).toBe(true);
    const metadata = await sharp(await response.body()).metadata();
    expect(exifHasGps(metadata.exif)).toBe(false);
    expect(metadata.orientation ?? 1).toBe(1);
    // 4000×3000 with Orientation 6 is a portrait photo; stored at most 2000 px on its long side.
    expect(metadata.height).toBeGreaterThan(metadata.width!);
    expect(metadata.height).toBeLessThanOrEqual(2000);
  });

  let edited!: ApiProject;
  await test.step('edit: new title, replaced main image, one extra image removed', async () => {
    await openAdmin(page, request, '/admin/allprojects');
    await openEdit(page, title, { url: new RegExp(`/admin/editproject/${project.id}$`), heading: 'Edit Project' });
    await expect(textField(page, 'Title')).toHaveValue(title);
    await expect(selectField(page, 'Category')).toHaveValue('COMMERCIAL');
    await expect(textField(page, 'Details')).toHaveValue(details);
    await expect(textField(page, 'Location')).toHaveValue(location);
    await expect(page.getByRole('list', { name: '2 features' }).getByRole('listitem')).toHaveText(['Rainwater harvesting pit', 'Filler slab roof']);
    await expect(page.getByText('Leave empty to keep the current image')).toBeVisible();

    await textField(page, 'Title').fill(newTitle);
    await fileField(page, 'Project Image').setInputFiles(files.replacementJpeg);
    await expect(page.getByText('replaces the current image')).toBeVisible();
    await page.getByRole('button', { name: 'Remove current image 2' }).click();
    await expect(page.getByText('Will be removed')).toBeVisible();

    await submitForm(page, 'Update Project', 'Project updated successfully!', /\/admin\/editproject\/[0-9a-f-]+$/);

    edited = await getProject(request, project.id);
    expect(edited.title).toBe(newTitle);
    expect(edited.imageUrl).not.toBe(project.imageUrl);
    expect(edited.images).toEqual([project.images[0]]);
  });

  await test.step('the replaced and removed images are gone from the upload folder', async () => {
    await expect.poll(async () => filesOfImage(await uploadListing(request), project.imageUrl)).toEqual([]);
    await expect.poll(async () => filesOfImage(await uploadListing(request), project.images[1])).toEqual([]);
    const listing = await uploadListing(request);
    expect(filesOfImage(listing, project.images[0]).length).toBeGreaterThan(0);
    expect(filesOfImage(listing, edited.imageUrl).length).toBeGreaterThan(0);
  });

  await test.step('the detail page shows the change', async () => {
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(page.getByTestId('project-main-image')).toHaveAttribute('src', edited.imageUrl);
    await expect(page.getByRole('button', { name: /^Show image \d of 2$/ })).toHaveCount(2);
    await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
    await expect(page.getByTestId('project-main-image')).toHaveAttribute('src', project.images[0]);
  });

  await test.step('delete after confirming; gone from the list and the site; deleted for good from the Trash, gone from the upload folder', async () => {
    await openAdmin(page, request, '/admin/allprojects');
    await expect(cardOf(page, newTitle)).toBeVisible();

    // Cancelling the confirmation keeps it.
    const card = cardOf(page, newTitle);
    await card.hover();
    await card.getByRole('button', { name: `Delete ${newTitle}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete project?' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(cardOf(page, newTitle)).toBeVisible();

    await deleteFromList(page, newTitle, 'Delete project?', 'Project deleted successfully');

    const response = await request.get(`/api/projects/${project.id}`);
    expect(response.status()).toBe(404);
    await page.goto('/projects');
    await expect(page.getByRole('link', { name: 'Two-Storey Family Residence' })).toBeVisible();
    await expect(page.getByRole('link', { name: newTitle })).toHaveCount(0);
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('alert')).toHaveText('Project not found');

    // The files stay while it is in the Trash; deleted for good, they go.
    expect(await uploadListing(request)).not.toEqual(before);
    await deleteForGood(page, 'project', newTitle);
    await expect.poll(() => uploadListing(request)).toEqual(before);
  });
});
