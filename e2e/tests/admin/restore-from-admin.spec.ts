import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { loginThroughForm, openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { adminToken, forgetAdminToken, listProjects, uniqueTitle, type ApiProject } from './support/server';
import { toast } from './support/ui';

test('a backup restored from the admin brings the site back as it was: a project added after it is gone with its photo, and the site as it was before the restore is kept to undo it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await openAdmin(page, request, '/admin/backups', 'Backups');
  const list = page.getByRole('list', { name: 'Backups, newest first' });
  await page.getByRole('button', { name: 'Make a backup now' }).click();
  await expect(toast(page, 'Backup made:')).toBeVisible({ timeout: 120_000 });
  const before = (await listProjects(request)).map((project) => project.title).sort();

  // Added after the backup: a project with a photo.
  const files = await adminImageFiles();
  const title = uniqueTitle('After the backup');
  const created = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title,
      details: 'Added after the backup was made.',
      category: 'residential',
      image: { name: 'after.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(files.jpeg) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: added } = (await created.json()) as { data: ApiProject };
  expect((await request.get(added.imageUrl)).status()).toBe(200);

  // On a phone-sized screen: the newest backup's Restore shows what it holds against the site now.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/backups');
  await list
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Restore the backup of / })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Restore the backup of / });
  const projects = dialog.getByRole('row', { name: /^Projects/ });
  await expect(projects).toContainText(`${before.length + 1}`);
  await expect(projects.getByRole('cell').last()).toHaveText(String(before.length));
  await page.screenshot({ path: test.info().outputPath('restore-390.png') });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('textbox', { name: 'Type RESTORE to confirm' }).fill('RESTORE');
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();

  // Everyone logs in again, told why.
  await expect(page).toHaveURL(/\/login\?restored=/, { timeout: 120_000 });
  await expect(page.getByText(/^The site was restored from the backup of .*Log in again, with the password you had then\.$/)).toBeVisible();
  forgetAdminToken();
  expect((await listProjects(request)).map((project) => project.title).sort()).toEqual(before);
  expect((await request.get(added.imageUrl)).status()).toBe(404);

  await loginThroughForm(page);
  await page.goto('/admin/backups');
  await expect(list.getByRole('listitem').first()).toContainText('Before a restore');
});

test('a backup file downloaded earlier is restored with "Restore from a file…" at 390 px: checked, restored, and listed as uploaded', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The file the office kept on its computer: a backup made and downloaded earlier.
  const graphql = async <T>(query: string, variables: object = {}) => {
    const answer = await request.post('/graphql', { headers: { authorization: `Bearer ${await adminToken(request)}` }, data: { query, variables } });
    const body = (await answer.json()) as { data: T; errors?: unknown };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { createBackup } = await graphql<{ createBackup: { name: string } }>('mutation { createBackup { name } }');
  const { createBackupDownloadLink } = await graphql<{ createBackupDownloadLink: string }>(
    'mutation($name: String!) { createBackupDownloadLink(name: $name) }',
    {
      name: createBackup.name,
    },
  );
  const file = await (await request.get(createBackupDownloadLink)).body();
  const before = (await listProjects(request)).map((project) => project.title).sort();
  const added = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title: uniqueTitle('After the downloaded backup'),
      details: 'Added after the backup was downloaded.',
      category: 'commercial',
      image: { name: 'later.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync((await adminImageFiles()).jpeg) },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const addedPhoto = ((await added.json()) as { data: ApiProject }).data.imageUrl;

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, '/admin/backups', 'Backups');
  await page.getByLabel('Choose a backup file to restore').setInputFiles({ name: 'office-copy.tar.gz', mimeType: 'application/gzip', buffer: file });
  const dialog = page.getByRole('dialog', { name: /^Restore the backup of / });
  await expect(
    dialog
      .getByRole('row', { name: /^Projects/ })
      .getByRole('cell')
      .last(),
  ).toHaveText(String(before.length), { timeout: 60_000 });
  await page.screenshot({ path: test.info().outputPath('restore-from-file-390.png') });
  await dialog.getByRole('textbox', { name: 'Type RESTORE to confirm' }).fill('RESTORE');
  await dialog.getByRole('button', { name: 'Restore this backup' }).click();

  await expect(page).toHaveURL(/\/login\?restored=/, { timeout: 120_000 });
  forgetAdminToken();
  expect((await listProjects(request)).map((project) => project.title).sort()).toEqual(before);
  expect((await request.get(addedPhoto)).status()).toBe(404);
  await loginThroughForm(page);
  await page.goto('/admin/backups');
  const list = page.getByRole('list', { name: 'Backups, newest first' });
  await expect(list.getByRole('listitem').first()).toContainText('Before a restore');
  await expect(list.getByRole('listitem').filter({ hasText: 'Uploaded' })).toHaveCount(1);
});

test('a file that is not a backup of this site is refused with the reason, and nothing is listed', async ({ page, request }) => {
  await openAdmin(page, request, '/admin/backups', 'Backups');
  // Counted once the list has loaded (the earlier tests left backups), not while it is still loading.
  const list = page.getByRole('list', { name: 'Backups, newest first' });
  await expect(list.or(page.getByText(/^No backups yet/))).toBeVisible();
  const listed = await list.getByRole('listitem').count();
  await page.getByLabel('Choose a backup file to restore').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(20_000, 7) });
  await expect(toast(page, 'This file cannot be restored')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(listed);
});
