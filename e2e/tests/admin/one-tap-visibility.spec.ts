import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { adminToken, getProject, useCreatedTitles, type ApiProject } from './support/server';
import { cardOf, toast } from './support/ui';

const createdTitle = useCreatedTitles('projects');

test('a project is hidden and shown again with one tap on its card, at 390 px; visitors follow at once', async ({ page, request }) => {
  const files = await adminImageFiles();
  const title = createdTitle('One tap villa');
  const created = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title,
      details: 'A villa hidden and shown from its card.',
      category: 'residential',
      image: { name: 'villa.jpg', mimeType: 'image/jpeg', buffer: fs.readFileSync(files.jpeg) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data: project } = (await created.json()) as { data: ApiProject };

  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, '/admin/allprojects', 'All Projects');
  const card = cardOf(page, title);
  // Edit and Delete show without hovering (a phone has no hover; a mouse user missed them).
  await expect(card.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(card.getByRole('link', { name: `View on site: ${title} (opens in a new tab)` })).toHaveAttribute('href', `/projects/${project.id}`);

  await card.getByRole('button', { name: `Hide ${title} from the site` }).click();
  await expect(toast(page, `“${title}” is hidden from the site`)).toBeVisible();
  await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
  expect((await request.get(`/api/projects/${project.id}`)).status()).toBe(404);
  await expect(card.getByRole('link', { name: `Preview: ${title} (opens in a new tab)` })).toHaveAttribute('href', `/admin/projects/${project.id}/preview`);

  await card.getByRole('button', { name: `Show ${title} on the site` }).click();
  await expect(toast(page, `“${title}” is on the site again`)).toBeVisible();
  expect((await getProject(request, project.id)).id, 'visitors see it again').toBe(project.id);
});
