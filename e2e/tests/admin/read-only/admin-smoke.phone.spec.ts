import { expect, test } from '@playwright/test';
import { loginThroughForm } from '../support/auth';
import { listProjects } from '../support/server';
import { expectImagesLoaded, textField } from '../support/ui';

test('phone: log in, open the menu, All Projects, an edit screen; the add form fits the screen', async ({ page, request }, testInfo) => {
  const width = page.viewportSize()!.width;
  expect(width).toBe(390);
  const [project] = await listProjects(request);

  await loginThroughForm(page);

  // No sidebar on a phone: a top bar with a menu button.
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'All Projects' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/allprojects$/);
  await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();

  // Touch screens have no hover: the card actions are shown all the time.
  const edit = page.getByRole('link', { name: `Edit ${project.title}` });
  await expect(edit).toBeVisible();
  await edit.click();
  await expect(page).toHaveURL(new RegExp(`/admin/editproject/${project.id}$`));
  await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  await expect(textField(page, 'Title')).toHaveValue(project.title);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/allprojects$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'Add Project' }).click();
  await expect(page.getByRole('heading', { name: 'Add Project' })).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  // Kept with the run's results (test-results/) to look at.
  await page.screenshot({ path: testInfo.outputPath('add-project-390.png'), fullPage: true });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Admin menu' }).getByRole('link', { name: 'All Projects' }).click();
  await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
  await page.locator('img[loading="lazy"]').evaluateAll((images) => images.forEach((image) => image.setAttribute('loading', 'eager')));
  await expectImagesLoaded(page.getByRole('main'));
  await page.screenshot({ path: testInfo.outputPath('all-projects-390.png'), fullPage: true });
});
