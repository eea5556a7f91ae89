import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { ADMIN_EMAIL, ADMIN_PASSWORD, getProject, listProjects, useCreatedTitles } from './support/server';
import { fileField, textField, toast } from './support/ui';

const createdTitle = useCreatedTitles('projects');

test('a save after the session ended asks to log in again over the form, then saves everything typed and chosen', async ({ page, request }) => {
  test.setTimeout(120_000);
  const files = await adminImageFiles();
  const title = createdTitle('Half-filled when the session ended');
  const details = 'Two-storey clinic with a ramp, a lift shaft and a rooftop water tank.';

  await openAdmin(page, request, '/admin/addprojects', 'Add Project');
  await textField(page, 'Title').fill(title);
  await textField(page, 'Details').fill(details);
  await textField(page, 'Location').fill('Cuddalore');
  await fileField(page, 'Project Image').setInputFiles(files.jpeg);
  await fileField(page, 'Additional Images').setInputFiles([files.png]);

  // The session ends while the form is being filled: the server no longer accepts the stored token.
  await page.evaluate(() => {
    const token = localStorage.getItem('token') ?? '';
    localStorage.setItem('token', `${token.slice(0, -6)}AAAAAA`);
  });

  await page.getByRole('button', { name: 'Add Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(ADMIN_EMAIL);
  // Still on the form (hidden from screen readers while the dialog is open), nothing lost behind the dialog.
  await expect(page).toHaveURL(/\/admin\/addprojects$/);
  await expect(page.locator('form[aria-label="Add project"] input[name="title"]')).toHaveValue(title);

  await dialog.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in and save' }).click();
  await expect(toast(page, 'Project added successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/editproject\/[0-9a-f-]+$/);
  await expect(dialog).toBeHidden();

  const found = (await listProjects(request)).find((item) => item.title === title);
  expect(found, 'the project was saved once').toBeDefined();
  expect((await listProjects(request)).filter((item) => item.title === title)).toHaveLength(1);
  const project = await getProject(request, found!.id);
  expect(project).toMatchObject({ details, location: 'Cuddalore' });
  expect(project.images).toHaveLength(1);
});
