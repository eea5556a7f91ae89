import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { filesOfImage, listGalleryImages, uploadListing, useCreatedTitles, type ApiGalleryImage } from './support/server';
import { cardOf, deleteForGood, deleteFromList, expectImageLoaded, fileField, openEdit, selectField, submitForm, textField } from './support/ui';

const createdTitle = useCreatedTitles('gallery');

async function findImage(request: Parameters<typeof listGalleryImages>[0], title: string): Promise<ApiGalleryImage | undefined> {
  return (await listGalleryImages(request)).find((image) => image.title === title);
}

test('gallery image: add with a category from the list, see it in the gallery, edit, delete, no files left', async ({ page, request }) => {
  test.setTimeout(120_000);
  const files = await adminImageFiles();
  const title = createdTitle('Kitchen with granite counters');
  const newTitle = `${title} (after)`;
  const before = await uploadListing(request);
  let image!: ApiGalleryImage;

  await test.step('add', async () => {
    await openAdmin(page, request, '/admin/addgalleryimages', 'Add Gallery Image');
    await expect(page.getByText('Upload new images to your project gallery')).toBeVisible();
    await expect(page.getByText('Click to upload or drag and drop')).toBeVisible();
    await expect(page.getByText('PNG, JPG, GIF up to 10MB')).toBeVisible();

    const category = selectField(page, 'Category');
    await expect(category).toHaveValue('');
    await expect(category.locator('option[value=""]')).toHaveText('Select a category');
    await expect(category.locator('option[value=""]')).toBeDisabled();
    // The options are the categories the server holds (seeded), in its order.
    const categories = (await (await request.get('/api/gallery/categories')).json()) as { id: string; name: string }[];
    expect(categories.map((item) => item.name).sort()).toEqual(['Commercial', 'Construction Progress', 'Infrastructure', 'Interiors', 'Residential']);
    await expect(category.locator('option:not([value=""])')).toHaveText(categories.map((item) => item.name));

    await textField(page, 'Image Title').fill(title);
    await textField(page, 'Image Title in Tamil (தமிழில்)').fill('கிரானைட் மேடையுடன் சமையலறை');
    await category.selectOption({ label: 'Interiors' });
    await fileField(page, 'Gallery Image').setInputFiles(files.png);
    await expect(page.getByRole('button', { name: 'Remove image floor-plan.png' })).toBeVisible();
    await submitForm(page, 'Add to Gallery', 'Image added successfully!', /\/admin\/allgalleryimages$/);

    const found = await findImage(request, title);
    expect(found).toMatchObject({ title, category: 'Interiors' });
    image = found!;
    const inTamil = await request.get(`/api/gallery/${image.id}?lang=ta`);
    expect(((await inTamil.json()) as { title: string }).title).toBe('கிரானைட் மேடையுடன் சமையலறை');
  });

  await test.step('it shows in the admin list and in the public gallery', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Gallery Images' }).click();
    const card = cardOf(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Interiors');

    await page.goto('/gallery');
    const open = page.getByRole('button', { name: `Open image: ${title}` });
    await expect(open).toBeVisible();
    await expectImageLoaded(open.getByRole('img', { name: title }));
    await open.click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toContainText(title);
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  let edited!: ApiGalleryImage;
  await test.step('edit: title, category and a new image', async () => {
    await openAdmin(page, request, '/admin/allgalleryimages');
    await openEdit(page, title, { url: new RegExp(`/admin/editgalleryimage/${image.id}$`), heading: 'Edit Gallery Image' });
    await expect(page.getByText('Update image details')).toBeVisible();
    await expect(textField(page, 'Image Title')).toHaveValue(title);
    await expect(selectField(page, 'Category')).toHaveValue('Interiors');
    await expect(page.getByText('Leave empty to keep the current image')).toBeVisible();

    await textField(page, 'Image Title').fill(newTitle);
    await selectField(page, 'Category').selectOption({ label: 'Residential' });
    await fileField(page, 'Gallery Image').setInputFiles(files.replacementJpeg);
    await submitForm(page, 'Update Image', 'Image updated successfully!', /\/admin\/editgalleryimage\/[0-9a-f-]+$/);

    edited = (await findImage(request, newTitle))!;
    expect(edited).toMatchObject({ id: image.id, category: 'Residential' });
    expect(edited.imageUrl).not.toBe(image.imageUrl);
    await expect.poll(async () => filesOfImage(await uploadListing(request), image.imageUrl)).toEqual([]);

    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: `Open image: ${newTitle}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Open image: ${title}`, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Open image: ${newTitle}` }).getByRole('img')).toHaveAttribute('src', edited.imageUrl);
  });

  await test.step('leaving a changed form through the menu asks first; Cancel, confirmed, goes back to the list without saving', async () => {
    await openAdmin(page, request, `/admin/editgalleryimage/${image.id}`);
    await textField(page, 'Image Title').fill('Not saved');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/admin/editgalleryimage/${image.id}$`));
    await expect(textField(page, 'Image Title')).toHaveValue('Not saved');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/admin\/allgalleryimages$/);
    await expect(cardOf(page, newTitle)).toBeVisible();
    expect((await findImage(request, newTitle))?.id).toBe(image.id);
  });

  await test.step('delete; gone from the list and the gallery; deleted for good from the Trash, gone from the upload folder', async () => {
    await deleteFromList(page, newTitle, 'Delete image?', 'Image deleted successfully');
    expect(await findImage(request, newTitle)).toBeUndefined();
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: 'Open image: Two-storey villa at sunrise' })).toBeVisible();
    await expect(page.getByRole('button', { name: `Open image: ${newTitle}` })).toHaveCount(0);
    // The files stay while it is in the Trash; deleted for good, they go.
    expect(await uploadListing(request)).not.toEqual(before);
    await deleteForGood(page, 'gallery image', newTitle);
    await expect.poll(() => uploadListing(request)).toEqual(before);
  });
});
