import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { adminToken, filesOfImage, getProject, uploadListing, useCreatedTitles, type ApiProject } from './support/server';
import { cardOf, deleteFromList, expectImagesLoaded, toast, trashRow } from './support/ui';

const createdTitle = useCreatedTitles('projects');
const part = (file: string, mimeType: string) => ({ name: file.split('/').pop()!, mimeType, buffer: fs.readFileSync(file) });

async function projectWithThreePhotos(request: APIRequestContext, title: string): Promise<ApiProject> {
  const files = await adminImageFiles();
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const response = await request.post('/api/projects', {
    headers,
    multipart: {
      title,
      details: 'A clinic deleted by mistake.',
      category: 'commercial',
      image: part(files.jpeg, 'image/jpeg'),
      images: part(files.png, 'image/png'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: ApiProject };
  const added = await request.patch(`/api/projects/${data.id}`, { headers, multipart: { images: part(files.replacementJpeg, 'image/jpeg') } });
  expect(added.status(), await added.text()).toBe(200);
  return getProject(request, data.id);
}

test('a project deleted by mistake is put back from the Trash, on a phone, with its three photos; the site shows it again', async ({ page, request }) => {
  test.setTimeout(120_000);
  const title = createdTitle('Trash clinic');
  const project = await projectWithThreePhotos(request, title);
  const photos = [project.imageUrl, ...project.images];

  await openAdmin(page, request, '/admin/allprojects', 'All Projects');
  await deleteFromList(page, title, 'Delete project?', 'Project deleted successfully');
  await expect(toast(page, 'You can put it back from the Trash for 30 days.')).toBeVisible();
  expect((await request.get(`/api/projects/${project.id}`)).status()).toBe(404);
  const listing = await uploadListing(request);
  for (const photo of photos) expect(filesOfImage(listing, photo).length, `${photo} is kept`).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/trash');
  await expect(page.getByRole('heading', { name: 'Trash', level: 1 })).toBeVisible();
  const row = trashRow(page, title);
  await expect(row).toContainText('Project');
  await expect(row).toContainText(/Deleted just now by .+ · deleted for good on /);
  await page.screenshot({ path: test.info().outputPath('trash-390.png'), fullPage: true });
  await row.getByRole('button', { name: `Put back project “${title}”` }).click();
  await expect(toast(page, `“${title}” is back`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const back = await getProject(request, project.id);
  expect([back.imageUrl, ...back.images]).toEqual(photos);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Show image \d of 3$/ })).toHaveCount(3);
  await expectImagesLoaded(page.getByRole('main'));
  await page.goto('/admin/allprojects');
  await expect(cardOf(page, title)).toBeVisible();
});
