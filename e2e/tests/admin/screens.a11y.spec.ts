import { expect, test, type Page } from '@playwright/test';
import { WCAG21_AA_TAGS, expectContentInLandmarks, expectNoSeriousA11yViolations } from '../support/a11y';
import { openAdmin } from './support/auth';
import { listGalleryImages, listProjects, listServices } from './support/server';
import { cardOf, textField } from './support/ui';

/*
 * Every admin screen, /login included, checked with axe at the phone's and the desktop's width
 * (this file runs in both projects), logged in and with the seeded content in the lists.
 */

// Dialogs and drawers jump to their open state, so axe judges them as they settle.
test.use({ reducedMotion: 'reduce' });

test.beforeEach(({ page }) => {
  expect([390, 1366]).toContain(page.viewportSize()?.width);
});

async function expectAccessible(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page, { tags: WCAG21_AA_TAGS });
  await expectContentInLandmarks(page);
}

function heading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** Every item of the list is shown; the first card is hovered, so a mouse shows its edit and delete buttons too. */
async function expectWholeList(page: Page, titles: string[]): Promise<void> {
  expect(titles.length, 'the seed fills the list').toBeGreaterThan(0);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(titles.length);
  await cardOf(page, titles[0]).first().hover();
  await expect(page.getByRole('button', { name: `Delete ${titles[0]}` }).first()).toBeVisible();
}

/** Opens the delete confirmation of the first item, checks it, and cancels (nothing is deleted). */
async function expectAccessibleDeleteDialog(page: Page, title: string, dialogTitle: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${title}` }).first().click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, title).first()).toBeVisible();
}

test.describe('login', () => {
  test('/login', async ({ page }) => {
    await page.goto('/login');
    await expect(heading(page, 'Admin Login')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sri Vriddhi Builders');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Back to website' })).toBeVisible();
    await expectAccessible(page);
  });

  test('/login with the required-field messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);
  });

  test('/login after the session expired', async ({ page }) => {
    await page.goto('/login?expired=1');
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('dashboard', () => {
  for (const path of ['/admin', '/admin/dashboard']) {
    test(path, async ({ page, request }) => {
      const [projects, images, services] = await Promise.all([listProjects(request), listGalleryImages(request), listServices(request)]);
      await openAdmin(page, request, path);
      await expect(heading(page, /Welcome back/)).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: `${projects.length} Projects` })).toBeVisible();
      await expect(main.getByRole('link', { name: `${images.length} Gallery images` })).toBeVisible();
      await expect(main.getByRole('link', { name: `${services.length} Services` })).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the phone menu, open', async ({ page, request }) => {
    await openAdmin(page, request, '/admin');
    await expect(heading(page, /Welcome back/)).toBeVisible();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    if (page.viewportSize()!.width >= 1024) {
      // The desktop has the sidebar instead, checked on every screen.
      await expect(menuButton).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
      return;
    }
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Admin menu' });
    await expect(menu.getByRole('link', { name: 'All Projects' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('projects', () => {
  test('All Projects, with the category badges and the delete confirmation', async ({ page, request }) => {
    const projects = await listProjects(request);
    await openAdmin(page, request, '/admin/allprojects');
    await expect(heading(page, 'All Projects')).toBeVisible();
    await expectWholeList(page, projects.map((project) => project.title));
    // Each card's category badge ("Residential", …): the solid colours axe checks against white text.
    for (const project of projects) {
      const badge = project.category.charAt(0).toUpperCase() + project.category.slice(1).toLowerCase();
      await expect(cardOf(page, project.title).first().getByText(badge, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await expectAccessibleDeleteDialog(page, projects[0].title, 'Delete project?');
  });

  test('Add Project, empty and with its validation messages', async ({ page, request }) => {
    await openAdmin(page, request, '/admin/addprojects');
    await expect(heading(page, 'Add Project')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Project' }).click();
    await expect(textField(page, 'Title')).toHaveAccessibleDescription('Title is required');
    await expectAccessible(page);
  });

  test('Edit Project', async ({ page, request }) => {
    const [project] = await listProjects(request);
    await openAdmin(page, request, `/admin/editproject/${project.id}`);
    await expect(heading(page, 'Edit Project')).toBeVisible();
    await expect(textField(page, 'Title')).toHaveValue(project.title);
    await expectAccessible(page);
  });
});

test.describe('gallery', () => {
  test('All Gallery Images, with the delete confirmation', async ({ page, request }) => {
    const images = await listGalleryImages(request);
    await openAdmin(page, request, '/admin/allgalleryimages');
    await expect(heading(page, 'All Gallery Images')).toBeVisible();
    await expectWholeList(page, images.map((image) => image.title));
    await expectAccessible(page);
    await expectAccessibleDeleteDialog(page, images[0].title, 'Delete image?');
  });

  test('Add Gallery Image, empty and with its validation messages', async ({ page, request }) => {
    await openAdmin(page, request, '/admin/addgalleryimages');
    await expect(heading(page, 'Add Gallery Image')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add to Gallery' }).click();
    await expect(textField(page, 'Image Title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('Edit Gallery Image', async ({ page, request }) => {
    const [image] = await listGalleryImages(request);
    await openAdmin(page, request, `/admin/editgalleryimage/${image.id}`);
    await expect(heading(page, 'Edit Gallery Image')).toBeVisible();
    await expect(textField(page, 'Image Title')).toHaveValue(image.title);
    await expectAccessible(page);
  });
});

test.describe('services', () => {
  test('All Services, with the delete confirmation', async ({ page, request }) => {
    const services = await listServices(request);
    await openAdmin(page, request, '/admin/allservices');
    await expect(heading(page, 'All Services')).toBeVisible();
    await expectWholeList(page, services.map((service) => service.title));
    await expectAccessible(page);
    await expectAccessibleDeleteDialog(page, services[0].title, 'Delete service?');
  });

  test('Add Service, empty and with its validation messages', async ({ page, request }) => {
    await openAdmin(page, request, '/admin/addservices');
    await expect(heading(page, 'Add New Service')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add Service' }).click();
    await expect(page.getByText('At least one service point is required', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });

  test('Edit Service', async ({ page, request }) => {
    const [service] = await listServices(request);
    await openAdmin(page, request, `/admin/editservice/${service.id}`);
    await expect(heading(page, 'Edit Service')).toBeVisible();
    await expect(textField(page, 'Service Title')).toHaveValue(service.title);
    await expectAccessible(page);
  });
});

test('an unknown admin page', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/no-such-screen');
  await expect(page.getByText('This admin page does not exist.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  await expectAccessible(page);
});
