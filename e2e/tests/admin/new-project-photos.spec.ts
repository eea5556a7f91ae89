import { expect, test } from '@playwright/test';
import { openAdmin } from './support/auth';
import { adminImageFiles } from './support/images';
import { adminToken, useCreatedTitles } from './support/server';
import { dragAnnouncement, fileField, pickUpWithKeyboard, submitForm, textField } from './support/ui';

const createdTitle = useCreatedTitles('projects');

/** What dnd-kit says to screen readers: each key press waits for its announcement. */

test('a project added with three photos ordered, covered and described in one form, on a phone; the admin stays on it after saving', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const files = await adminImageFiles();
  const title = createdTitle('Clinic in one form');
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdmin(page, request, '/admin/addprojects', 'Add Project');
  await textField(page, 'Title').fill(title);
  await textField(page, 'Details').fill('A small clinic by the bus stand, with a waiting room and two consulting rooms.');

  // site-visit.jpg 1024 × 768 as the main image; floor-plan.png 1200 × 800 and handover-day.jpg 1600 × 900 as extras.
  await fileField(page, 'Project Image').setInputFiles(files.jpeg);
  await fileField(page, 'Additional Images').setInputFiles([files.png, files.replacementJpeg]);
  const photos = page.getByRole('list', { name: 'New photos, the cover first' });
  await expect(photos.getByRole('listitem')).toHaveCount(3);
  await expect(photos.getByRole('listitem').first()).toContainText('Photo 1 (cover)');

  // The handover photo becomes the cover with one tap; the main image field follows.
  await photos.getByRole('button', { name: 'Make photo 3 the cover' }).click();
  await expect(page.getByText('handover-day.jpg').first()).toBeVisible();
  // Now [handover, site visit, floor plan]: the floor plan moves up one, by keyboard alone.
  await photos.getByRole('button', { name: 'Move Photo 3', exact: true }).focus();
  await pickUpWithKeyboard(page, 'Picked up Photo 3, position 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await expect(dragAnnouncement(page)).toHaveText(/is now at position 2 of 3/);
  await page.keyboard.press('Space');
  await expect(dragAnnouncement(page)).toHaveText(/Dropped Photo 3 at position 2 of 3/);

  await page
    .getByRole('textbox', { name: "Photo 1: describe it for people who can't see it" })
    .fill('The clinic on handover day, with the doctors at the door');
  await page.getByRole('textbox', { name: "Photo 2: describe it for people who can't see it" }).fill('Floor plan of the clinic');
  await page.getByRole('textbox', { name: 'Photo 3: caption', exact: true }).fill('The first site visit');
  await page.screenshot({ path: test.info().outputPath('new-photos-390.png'), fullPage: true });

  await page.setViewportSize({ width: 1366, height: 900 });
  await submitForm(page, 'Add Project', 'Project added successfully!', /\/admin\/editproject\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Edit Project' })).toBeVisible();
  await expect(textField(page, 'Title')).toHaveValue(title);
  const id = /editproject\/([0-9a-f-]+)$/.exec(page.url())![1];

  const answer = await request.post('/graphql', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { query: 'query($id: ID!) { project(id: $id) { image { width alt caption } extraImages { width alt caption } } }', variables: { id } },
  });
  const { project } = ((await answer.json()) as { data: { project: { image: Photo; extraImages: Photo[] } } }).data;
  expect([project.image, ...project.extraImages]).toEqual([
    { width: 1600, alt: 'The clinic on handover day, with the doctors at the door', caption: null },
    { width: 1200, alt: 'Floor plan of the clinic', caption: null },
    { width: 1024, alt: null, caption: 'The first site visit' },
  ]);

  await page.goto(`/projects/${id}`);
  await expect(page.getByTestId('project-main-image')).toHaveAttribute('alt', 'The clinic on handover day, with the doctors at the door');
});

interface Photo {
  width: number;
  alt: string | null;
  caption: string | null;
}
