import { expect, test, type Page } from '@playwright/test';
import { WCAG21_AA_TAGS, expectNoSeriousA11yViolations } from '../../support/a11y';
import { openAdmin, storeLogin } from '../support/auth';
import { listGalleryImages, listProjects, listServices } from '../support/server';
import { cardOf, textField } from '../support/ui';

/*
 * Every admin screen, /login included, checked with axe at the phone's and the desktop's width
 * (this file runs in both projects), logged in and with the seeded content in the lists. Screens that
 * leave nothing open share a test, one step each: a new browser context and a cold start of the admin
 * cost more than the check itself.
 */

// Dialogs and drawers jump to their open state, so axe judges them as they settle.
test.use({ reducedMotion: 'reduce' });
// Up to six axe checks in a test, a few seconds each on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(({ page }) => {
  expect([390, 1366]).toContain(page.viewportSize()?.width);
});

async function expectAccessible(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page, { tags: WCAG21_AA_TAGS, contentInLandmarks: true });
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
  await page
    .getByRole('button', { name: `Delete ${title}` })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(cardOf(page, title).first()).toBeVisible();
}

test('login: the form, its required-field messages, and after the session expired', async ({ page }) => {
  await test.step('/login', async () => {
    await page.goto('/login');
    await expect(heading(page, 'Admin Login')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sri Vriddhi Builders');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Back to website' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('/login with the required-field messages', async () => {
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('/login after the session expired', async () => {
    await page.goto('/login?expired=1');
    await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
    await expectAccessible(page);
  });
});

test('dashboard at /admin and /admin/dashboard, and the phone menu open', async ({ page, request }) => {
  const [projects, images, services] = await Promise.all([listProjects(request), listGalleryImages(request), listServices(request)]);
  await storeLogin(page, request);
  for (const path of ['/admin', '/admin/dashboard']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(heading(page, /Welcome back/)).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: `${projects.length} Projects` })).toBeVisible();
      await expect(main.getByRole('link', { name: `${images.length} Gallery images` })).toBeVisible();
      await expect(main.getByRole('link', { name: `${services.length} Services` })).toBeVisible();
      await expectAccessible(page);
    });
  }

  await test.step('the phone menu, open', async () => {
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
    await expectWholeList(
      page,
      projects.map((project) => project.title),
    );
    // Each card's category badge ("Residential", …): the solid colours axe checks against white text.
    for (const project of projects) {
      const badge = project.category.charAt(0).toUpperCase() + project.category.slice(1).toLowerCase();
      await expect(cardOf(page, project.title).first().getByText(badge, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await expectAccessibleDeleteDialog(page, projects[0].title, 'Delete project?');
  });
});

// The projects list has its own test above, for its category badges.
test.describe('lists', () => {
  const lists = [
    { heading: 'All Gallery Images', path: '/admin/allgalleryimages', list: listGalleryImages, dialog: 'Delete image?' },
    { heading: 'All Services', path: '/admin/allservices', list: listServices, dialog: 'Delete service?' },
  ];
  test('All Gallery Images and All Services, each with its delete confirmation', async ({ page, request }) => {
    await storeLogin(page, request);
    for (const screen of lists) {
      await test.step(screen.heading, async () => {
        const items = await screen.list(request);
        await page.goto(screen.path);
        await expect(heading(page, screen.heading)).toBeVisible();
        await expectWholeList(
          page,
          items.map((item) => item.title),
        );
        await expectAccessible(page);
        await expectAccessibleDeleteDialog(page, items[0].title, screen.dialog);
      });
    }
  });
});

test.describe('add screens', () => {
  const addScreens = [
    {
      heading: 'Add Project',
      path: '/admin/addprojects',
      submit: 'Add Project',
      expectMessages: (page: Page) => expect(textField(page, 'Title')).toHaveAccessibleDescription('Title is required'),
    },
    {
      heading: 'Add Gallery Image',
      path: '/admin/addgalleryimages',
      submit: 'Add to Gallery',
      expectMessages: (page: Page) => expect(textField(page, 'Image Title')).toHaveAttribute('aria-invalid', 'true'),
    },
    {
      heading: 'Add New Service',
      path: '/admin/addservices',
      submit: 'Add Service',
      expectMessages: (page: Page) => expect(page.getByText('At least one service point is required', { exact: true })).toBeVisible(),
    },
  ];
  test('Add Project, Add Gallery Image and Add New Service, each empty and with its validation messages', async ({ page, request }) => {
    await storeLogin(page, request);
    for (const screen of addScreens) {
      await test.step(screen.heading, async () => {
        await page.goto(screen.path);
        await expect(heading(page, screen.heading)).toBeVisible();
        await expectAccessible(page);
        await page.getByRole('button', { name: screen.submit }).click();
        await screen.expectMessages(page);
        await expectAccessible(page);
      });
    }
  });
});

test.describe('edit screens', () => {
  const editScreens = [
    { heading: 'Edit Project', path: '/admin/editproject/', list: listProjects, titleField: 'Title' },
    { heading: 'Edit Gallery Image', path: '/admin/editgalleryimage/', list: listGalleryImages, titleField: 'Image Title' },
    { heading: 'Edit Service', path: '/admin/editservice/', list: listServices, titleField: 'Service Title' },
  ];
  test('Edit Project, Edit Gallery Image and Edit Service', async ({ page, request }) => {
    await storeLogin(page, request);
    for (const screen of editScreens) {
      await test.step(screen.heading, async () => {
        const [item] = await screen.list(request);
        await page.goto(`${screen.path}${item.id}`);
        await expect(heading(page, screen.heading)).toBeVisible();
        await expect(textField(page, screen.titleField)).toHaveValue(item.title);
        await expectAccessible(page);
      });
    }
  });
});

test('an unknown admin page', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/no-such-screen');
  await expect(page.getByText('This admin page does not exist.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test.describe('screens of the firm’s people, backups and photos', () => {
  test('Users, with the add-user form open', async ({ page, request }) => {
    await openAdmin(page, request, '/admin/users');
    await expect(heading(page, 'Users')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add user' }).first().click();
    await expect(page.getByRole('textbox', { name: /^Name/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('Activity filtered to sign-ins, Enquiries searched for nothing that matches, Backups, Trash', async ({ page, request }) => {
    await storeLogin(page, request);
    await test.step('Activity, filtered to sign-ins', async () => {
      await page.goto('/admin/activity?kind=sign-ins');
      await expect(heading(page, 'Activity')).toBeVisible();
      await expect(page.getByRole('main').getByText('Administrator signed in').first()).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('Enquiries, searched for nothing that matches', async () => {
      await page.goto('/admin/enquiries?q=nobody-has-this&status=closed');
      await expect(heading(page, 'Enquiries')).toBeVisible();
      await expect(page.getByText('No enquiries marked Closed match “nobody-has-this”.')).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('Backups', async () => {
      await page.goto('/admin/backups');
      await expect(heading(page, 'Backups')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Make a backup now' })).toBeVisible();
      await expectAccessible(page);
    });

    await test.step('Trash', async () => {
      await page.goto('/admin/trash');
      await expect(heading(page, 'Trash')).toBeVisible();
      await expect(page.getByText(/stay here for 30 days/)).toBeVisible();
      await expectAccessible(page);
    });
  });

  test('Project photos, with a photo’s details open', async ({ page, request }) => {
    const project = (await listProjects(request)).find((item) => item.images.length > 0)!;
    await openAdmin(page, request, `/admin/projects/${project.id}/photos`);
    await expect(heading(page, 'Project photos')).toBeVisible();
    await expect(page.getByText('Cover', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /^Details of / })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Photo details' })).toBeVisible();
    await expectAccessible(page);
  });

  test('All Services, choosing a new order', async ({ page, request }) => {
    await openAdmin(page, request, '/admin/allservices');
    await expect(heading(page, 'All Services')).toBeVisible();
    await page.getByRole('button', { name: 'Change order' }).click();
    await expect(page.getByRole('region', { name: 'Change the order' })).toBeVisible();
    await expectAccessible(page);
  });
});
