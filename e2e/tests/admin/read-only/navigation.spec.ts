import { expect, test } from '@playwright/test';
import { openAdmin, storeLogin } from '../support/auth';
import { listGalleryImages, listProjects, listServices } from '../support/server';
import { textField } from '../support/ui';

test.describe('the short admin addresses reach the admin screens', () => {
  const plain: [string, string][] = [
    ['/dashboard', 'Welcome back'],
    ['/addprojects', 'Add Project'],
    ['/addgalleryimages', 'Add Gallery Image'],
    ['/addservices', 'Add New Service'],
    ['/allprojects', 'All Projects'],
    ['/allgalleryimages', 'All Gallery Images'],
    ['/allservices', 'All Services'],
  ];

  test('aliases without an id', async ({ page, request }) => {
    await storeLogin(page, request);
    for (const [alias, heading] of plain) {
      await page.goto(alias);
      const target = alias === '/dashboard' ? '/admin' : `/admin${alias}`;
      await expect(page, alias).toHaveURL(new RegExp(`${target}$`));
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    }
  });

  test('aliases with an id open the edit screens of seeded items (read only)', async ({ page, request }) => {
    const [project] = await listProjects(request);
    const [image] = await listGalleryImages(request);
    const [service] = await listServices(request);
    await storeLogin(page, request);

    await page.goto(`/editproject/${project.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/editproject/${project.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
    await expect(page.getByText('Update your project details')).toBeVisible();
    await expect(textField(page, 'Title')).toHaveValue(project.title);

    await page.goto(`/editgalleryimage/${image.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/editgalleryimage/${image.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Gallery Image' })).toBeVisible();
    await expect(textField(page, 'Image Title')).toHaveValue(image.title);

    await page.goto(`/editservice/${service.id}`);
    await expect(page).toHaveURL(new RegExp(`/admin/editservice/${service.id}$`));
    await expect(page.getByRole('heading', { name: 'Edit Service' })).toBeVisible();
    await expect(textField(page, 'Service Title')).toHaveValue(service.title);
  });
});

test('the sidebar reaches every section; /admin/dashboard is the dashboard', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/dashboard', /Welcome back/);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const items: [string, string, string][] = [
    ['Add Project', '/admin/addprojects', 'Add Project'],
    ['Add Gallery', '/admin/addgalleryimages', 'Add Gallery Image'],
    ['Add Services', '/admin/addservices', 'Add New Service'],
    ['All Projects', '/admin/allprojects', 'All Projects'],
    ['All Gallery Images', '/admin/allgalleryimages', 'All Gallery Images'],
    ['All Services', '/admin/allservices', 'All Services'],
    ['Dashboard', '/admin', 'Welcome back'],
  ];
  for (const [label, path, heading] of items) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('the dashboard quick actions open the three add forms', async ({ page, request }) => {
  await openAdmin(page, request, '/admin');
  for (const [label, heading] of [
    ['Add Projects', 'Add Project'],
    ['Add Gallery', 'Add Gallery Image'],
    ['Add Services', 'Add New Service'],
  ]) {
    await page.getByRole('main').getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
  }
});

test('a reload on an admin page other than /admin lands on /admin; later navigation is not redirected', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/allprojects', 'All Projects');

  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'All Services' }).click();
  await expect(page).toHaveURL(/\/admin\/allservices$/);
  await expect(page.getByRole('heading', { name: 'All Services' })).toBeVisible();

  // A reload of /admin itself stays there.
  await page.goto('/admin');
  await page.reload();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
});
