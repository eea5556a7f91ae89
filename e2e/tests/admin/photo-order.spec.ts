import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { adminToken, getProject, listServices, useCreatedTitles, type ApiProject } from './support/server';
import { dragAnnouncement, pickUpWithKeyboard } from './support/ui';

const createdTitle = useCreatedTitles('projects');

// What dnd-kit says to screen readers: each key press waits for its announcement, as a keyboard user would.

const part = (file: string, mimeType: string) => ({ name: file.split('/').pop()!, mimeType, buffer: fs.readFileSync(file) });

async function projectWithThreePhotos(request: APIRequestContext, title: string): Promise<ApiProject> {
  const files = await adminImageFiles();
  const response = await request.post('/api/projects', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      title,
      details: 'A clinic with three photos to put in order.',
      category: 'commercial',
      image: part(files.jpeg, 'image/jpeg'),
      images: part(files.png, 'image/png'),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { data } = (await response.json()) as { data: ApiProject };
  // A third photo through an edit (multipart takes one file per field name here).
  const added = await request.patch(`/api/projects/${data.id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: { images: part(files.replacementJpeg, 'image/jpeg') },
  });
  expect(added.status(), await added.text()).toBe(200);
  return getProject(request, data.id);
}

/** The public page's main image (the cover), as its file's stem: variants share it. */
const stem = (url: string) => url.replace(/^\/uploads\//, '').replace(/\.\w+$/, '');

test("a project's photos are reordered with the keyboard alone, the cover changed and described, and the public page follows", async ({ page, request }) => {
  test.setTimeout(120_000);
  const project = await projectWithThreePhotos(request, createdTitle('Photo order clinic'));
  const [first, second, third] = [project.imageUrl, ...project.images];

  await openAdmin(page, request, `/admin/projects/${project.id}/photos`, 'Project photos');
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();

  // Keyboard only: focus the third photo's handle, pick it up, move it to the front, drop it.
  const handle = page.getByRole('button', { name: 'Move Photo 3', exact: true });
  await handle.focus();
  await pickUpWithKeyboard(page, 'Picked up Photo 3, position 3 of 3.');
  await page.keyboard.press('ArrowLeft');
  await expect(dragAnnouncement(page)).toHaveText(/is now at position 2 of 3/);
  await page.keyboard.press('ArrowLeft');
  await expect(dragAnnouncement(page)).toHaveText(/is now at position 1 of 3/);
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toHaveText(/Dropped Photo 3 at position 1 of 3/);
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect
    .poll(async () => {
      const now = await getProject(request, project.id);
      return [now.imageUrl, ...now.images];
    })
    .toEqual([third, first, second]);

  const publicPage = await page.context().newPage();
  await publicPage.goto(`/projects/${project.id}`);
  await expect(publicPage.getByTestId('project-main-image')).toHaveAttribute('src', new RegExp(stem(third)));

  // The cover by keyboard: tab to "Make … the cover" and press Enter.
  const makeCover = page.getByRole('button', { name: 'Make Photo 3 the cover' });
  await makeCover.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Cover changed' })).toBeVisible();
  await expect.poll(async () => (await getProject(request, project.id)).imageUrl).toBe(second);

  // Words for the new cover: the public page says them.
  await page.getByRole('button', { name: 'Details of Photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo details' });
  await dialog.getByRole('textbox', { name: 'Alt text', exact: true }).fill('Reception of the clinic with its waiting benches');
  await dialog.getByRole('slider', { name: 'Focal point' }).focus();
  await page.keyboard.press('ArrowDown');
  await dialog.getByRole('button', { name: 'Save details' }).click();
  await expect(dialog).toBeHidden();

  await publicPage.reload();
  const main = publicPage.getByTestId('project-main-image');
  await expect(main).toHaveAttribute('src', new RegExp(stem(second)));
  await expect(main).toHaveAttribute('alt', 'Reception of the clinic with its waiting benches');
  await expect(main).toHaveAttribute('style', /object-position:\s*50% 55%/);
});

test('the services are put in a new order with the keyboard, and the home page follows', async ({ page, request }) => {
  const before = await listServices(request);
  const [top, next] = before;
  await openAdmin(page, request, '/admin/allservices', 'All Services');
  await page.getByRole('button', { name: 'Change order' }).click();
  const handle = page.getByRole('button', { name: `Move ${top.title}`, exact: true });
  await handle.focus();
  await pickUpWithKeyboard(page, new RegExp(`Picked up .*, position 1 of ${before.length}`));
  await page.keyboard.press('ArrowDown');
  await expect(dragAnnouncement(page)).toHaveText(/is now at position 2 of/);
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toHaveText(/Dropped .* at position 2 of/);
  await page.getByRole('button', { name: 'Save order' }).click();
  await expect(page.getByText('Order saved')).toBeVisible();
  try {
    const after = await listServices(request);
    expect(after.slice(0, 2).map((service) => service.id)).toEqual([next.id, top.id]);
    const home = await (await request.get('/')).text();
    expect(home.indexOf(next.title)).toBeLessThan(home.indexOf(top.title));
  } finally {
    // The public tests expect the seeded order.
    const restored = await request.patch('/api/services', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { order: before.map((service) => service.id) },
    });
    expect(restored.status()).toBe(200);
  }
});

test("on a phone, a project's photos sit two to a row and a tap on an arrow moves one", async ({ page, request }) => {
  const project = await projectWithThreePhotos(request, createdTitle('Phone photo order clinic'));
  const [first, second, third] = [project.imageUrl, ...project.images];
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, `/admin/projects/${project.id}/photos`, 'Project photos');
  const tiles = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Move Photo \d$/ }) });
  await expect(tiles).toHaveCount(3);
  const [one, two, three] = await Promise.all([0, 1, 2].map(async (index) => (await tiles.nth(index).boundingBox())!));
  expect(Math.abs(one.y - two.y)).toBeLessThan(2);
  expect(three.y).toBeGreaterThan(one.y + one.height - 1);
  expect(one.width).toBeGreaterThan(150);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('photos-390.png') });

  await page.getByRole('button', { name: 'Move Photo 1 later' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Order saved' })).toBeVisible();
  await expect
    .poll(async () => {
      const now = await getProject(request, project.id);
      return [now.imageUrl, ...now.images];
    })
    .toEqual([second, first, third]);
});
