import { expect, test, type Page } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { filesOfImage, listServices, uploadListing, useCreatedTitles, type ApiService } from './support/server';
import { cardOf, deleteForGood, deleteFromList, fileField, openEdit, submitForm, textField } from './support/ui';

const createdTitle = useCreatedTitles('services');

/** The points listed under the form's "Service Points" field. */
function pointItems(page: Page) {
  return page.getByRole('list', { name: /^\d+ points?$/ }).getByRole('listitem');
}

/** The public /services entry of a service: its article, named by its heading. */
function publicEntry(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

test('service: add with points (Enter and Add), see it on /services, edit a point, delete, no files left', async ({ page, request }) => {
  test.setTimeout(120_000);
  const files = await adminImageFiles();
  const title = createdTitle('Soil testing');
  const description = 'Plate load and standard penetration tests before the foundation is designed.';
  const before = await uploadListing(request);
  let service!: ApiService;

  await test.step('add', async () => {
    await openAdmin(page, request, '/admin/addservices', 'Add New Service');
    await expect(page.getByText('Create a new service offering')).toBeVisible();

    await textField(page, 'Service Title').fill(title);
    await textField(page, 'Service Description').fill(description);
    await expect(textField(page, 'Service Description')).toHaveAttribute('rows', '5');
    await fileField(page, 'Service Image').setInputFiles(files.jpeg);

    const point = textField(page, 'Service Points');
    await point.fill('Bore hole logs');
    await point.press('Enter');
    await expect(point).toHaveValue('');
    await point.fill('Bearing capacity report');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    // A blank point is not added.
    await point.fill('   ');
    await point.press('Enter');
    await point.fill('Water table level');
    await point.press('Enter');
    await expect(pointItems(page)).toHaveText(['Bore hole logs', 'Bearing capacity report', 'Water table level']);
    await page.getByRole('button', { name: 'Remove point: Water table level' }).click();
    await expect(pointItems(page)).toHaveText(['Bore hole logs', 'Bearing capacity report']);

    await submitForm(page, 'Add Service', 'Service added successfully!', /\/admin\/editservice\/[0-9a-f-]+$/);

    service = (await listServices(request)).find((item) => item.title === title)!;
    expect(service).toMatchObject({ description, points: ['Bore hole logs', 'Bearing capacity report'] });
  });

  await test.step('it shows in the admin list and on /services', async () => {
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Services' }).click();
    const card = cardOf(page, title);
    await expect(card).toBeVisible();
    await expect(card).toContainText(description);
    await expect(card).toContainText('2 key points');

    await page.goto('/services');
    const entry = publicEntry(page, title);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(description);
    await expect(entry.getByRole('listitem')).toHaveText(['Bore hole logs', 'Bearing capacity report']);
  });

  let edited!: ApiService;
  await test.step('edit: description, one point replaced, new image', async () => {
    await openAdmin(page, request, '/admin/allservices');
    await openEdit(page, title, { url: new RegExp(`/admin/editservice/${service.id}$`), heading: 'Edit Service' });
    await expect(page.getByText('Update service information')).toBeVisible();
    await expect(textField(page, 'Service Title')).toHaveValue(title);
    await expect(textField(page, 'Service Description')).toHaveValue(description);
    await expect(pointItems(page)).toHaveText(['Bore hole logs', 'Bearing capacity report']);
    await expect(page.getByText('Leave empty to keep the current image')).toBeVisible();

    await textField(page, 'Service Description').fill(`${description} Reports within a week.`);
    await page.getByRole('button', { name: 'Remove point: Bearing capacity report' }).click();
    await textField(page, 'Service Points').fill('Safe bearing capacity report');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(pointItems(page)).toHaveText(['Bore hole logs', 'Safe bearing capacity report']);
    await fileField(page, 'Service Image').setInputFiles(files.png);

    await submitForm(page, 'Update Service', 'Service updated successfully!', /\/admin\/editservice\/[0-9a-f-]+$/);

    edited = (await listServices(request)).find((item) => item.id === service.id)!;
    expect(edited.points).toEqual(['Bore hole logs', 'Safe bearing capacity report']);
    expect(edited.imageUrl).not.toBe(service.imageUrl);
    await expect.poll(async () => filesOfImage(await uploadListing(request), service.imageUrl)).toEqual([]);

    await page.goto('/services');
    const entry = publicEntry(page, title);
    await expect(entry).toContainText('Reports within a week.');
    await expect(entry.getByRole('listitem')).toHaveText(['Bore hole logs', 'Safe bearing capacity report']);
    await expect(entry.getByRole('img', { name: title })).toHaveAttribute('src', edited.imageUrl);
  });

  await test.step('delete; gone from the list and /services; deleted for good from the Trash, gone from the upload folder', async () => {
    await openAdmin(page, request, '/admin/allservices');
    await deleteFromList(page, title, 'Delete service?', 'Service deleted successfully');
    expect((await listServices(request)).some((item) => item.id === service.id)).toBe(false);
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Approval Plan' })).toBeVisible();
    await expect(publicEntry(page, title)).toHaveCount(0);
    // The files stay while it is in the Trash; deleted for good, they go.
    expect(await uploadListing(request)).not.toEqual(before);
    await deleteForGood(page, 'service', title);
    await expect.poll(() => uploadListing(request)).toEqual(before);
  });
});
