import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { fileField, textField } from './support/ui';

test('an empty Add Project form shows the required-field messages under the fields and sends nothing', async ({ page, request }) => {
  const mutations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/graphql') && sent.method() === 'POST' && /mutation/.test(sent.postData() ?? '')) mutations.push(sent.url());
  });
  await openAdmin(page, request, '/admin/addprojects', 'Add Project');

  // Whitespace only counts as empty.
  await textField(page, 'Title').fill('   ');
  await page.getByRole('button', { name: 'Add Project' }).click();

  await expect(textField(page, 'Title')).toHaveAccessibleDescription('Title is required');
  await expect(textField(page, 'Details')).toHaveAccessibleDescription('Details are required');
  await expect(fileField(page, 'Project Image')).toHaveAccessibleDescription(/Project image is required/);
  await expect(textField(page, 'Title')).toHaveAttribute('aria-invalid', 'true');
  // The first field in error gets the focus.
  await expect(textField(page, 'Title')).toBeFocused();

  // Each message disappears once its field is filled.
  await textField(page, 'Title').fill('Farm house');
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await fileField(page, 'Project Image').setInputFiles((await adminImageFiles()).png);
  await expect(page.getByText('Project image is required')).toHaveCount(0);
  await expect(page.getByText('Details are required')).toBeVisible();

  await expect(page).toHaveURL(/\/admin\/addprojects$/);
  expect(mutations).toEqual([]);
});

test('the Add Service form needs at least one point', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/addservices');
  await page.getByRole('button', { name: 'Add Service' }).click();
  for (const message of ['Title is required', 'Description is required', 'Service image is required', 'At least one service point is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(textField(page, 'Service Points')).toHaveAccessibleDescription(/At least one service point is required/);
});
