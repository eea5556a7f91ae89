import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { openAdmin } from './support/auth';
import { exifHasGps, getProject, listProjects, useCreatedTitles } from './support/server';
import { expectImageLoaded, expectImagesLoaded, fileField, submitForm, textField } from './support/ui';

/** A 400 × 300 HEVC-coded HEIC as an iPhone writes it (made once with libheif's heif-enc; the server cannot decode it). */
const HEIC_FIXTURE = path.resolve(__dirname, '../../../backend/test/fixtures/IMG_2211.HEIC');
const MB = 1024 * 1024;

/**
 * A current phone camera's photo: 24 megapixels (6000 × 4000) of random noise, which no encoder can make
 * small, so the file really is over 16 MB; tagged EXIF Orientation 6 (upright it is 4000 × 6000).
 */
async function bigPhonePhoto(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-phone-photos-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const [width, height] = [6000, 4000];
  const file = path.join(dir, 'PXL_20261101_093012.jpg');
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 86 })
    .withMetadata({ orientation: 6 })
    .toFile(file);
  return file;
}

/** The bytes of a prepared file, downloaded from its preview's blob: URL (the CSP's connect-src keeps fetch() from reading it). */
async function preparedFile(page: Page, name: string): Promise<Buffer> {
  const src = await page.getByAltText(`Preview of ${name}`).getAttribute('src');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.evaluate((url) => {
      const link = Object.assign(document.createElement('a'), { href: url!, download: 'prepared.jpg' });
      document.body.append(link);
      link.click();
      link.remove();
    }, src),
  ]);
  return fs.readFileSync(await download.path());
}

const createdTitle = useCreatedTitles('projects');

test('a 16 MB phone photo and an iPhone HEIC go in through Add Project and show on the public page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const bigPhoto = await bigPhonePhoto();
  expect(fs.statSync(bigPhoto).size).toBeGreaterThan(16 * MB);
  expect(await sharp(bigPhoto).metadata()).toMatchObject({ width: 6000, height: 4000, orientation: 6 });
  const title = createdTitle('Phone photos villa');

  // Nothing the photo step does may be blocked by the page's Content-Security-Policy.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await openAdmin(page, request, '/admin/addprojects', 'Add Project');
  await expect(page.getByText('Optional. Up to 19 more photos, 10 MB each; bigger phone photos are shrunk for you.')).toBeVisible();
  await expect(page.getByText('19 more photos can be added')).toBeVisible();
  await textField(page, 'Title').fill(title);
  await textField(page, 'Details').fill('Photos straight from the site engineer’s phones.');

  await test.step('the 16 MB photo is shrunk in the browser and keeps its name', async () => {
    await fileField(page, 'Project Image').setInputFiles(bigPhoto);
    const remove = page.getByRole('button', { name: 'Remove image PXL_20261101_093012.jpg' });
    await expect(remove).toBeVisible({ timeout: 60_000 });
    const sizeText = await page
      .getByText(/^\d+(\.\d)? MB/)
      .first()
      .textContent();
    expect(Number.parseFloat(sizeText ?? '')).toBeLessThanOrEqual(10);
    await expectImageLoaded(page.getByAltText('Preview of PXL_20261101_093012.jpg'));
  });

  await test.step('the HEIC is converted to JPEG in the browser, showing "Preparing photo…" meanwhile', async () => {
    await fileField(page, 'Additional Images').setInputFiles(HEIC_FIXTURE);
    await expect(page.getByRole('status').filter({ hasText: 'Preparing photo…' }).filter({ hasText: 'IMG_2211.HEIC' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove IMG_2211.jpg' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Preparing photo…')).toHaveCount(0);
    await expectImageLoaded(page.getByAltText('Preview of IMG_2211.jpg'));
    await expect(page.getByText('18 more photos can be added')).toBeVisible();
  });

  await test.step("the conversion ran in a sandboxed frame that cannot reach the admin's token; the admin page allows no eval", async () => {
    const converter = page.frames().find((frame) => new URL(frame.url()).pathname === '/admin-tools/heic-converter');
    expect(converter).toBeDefined();
    // An opaque origin: reading its storage or cookies throws instead of giving the admin's.
    const seen = await converter!.evaluate(() => {
      const attempt = (read: () => unknown) => {
        try {
          return String(read());
        } catch {
          return 'refused';
        }
      };
      return { origin: self.origin, storage: attempt(() => localStorage.length), cookie: attempt(() => document.cookie) };
    });
    expect(seen).toEqual({ origin: 'null', storage: 'refused', cookie: 'refused' });
    const adminCsp = (await page.request.get('/admin/addprojects')).headers()['content-security-policy'];
    expect(adminCsp).toContain("script-src 'self';");
    expect(adminCsp).not.toContain('unsafe-eval');
  });

  await test.step('what the browser will send: JPEGs within the limits, upright, with no EXIF block (so no GPS)', async () => {
    const photo = await preparedFile(page, 'PXL_20261101_093012.jpg');
    expect(photo.length).toBeLessThanOrEqual(10 * MB);
    const shrunk = await sharp(photo).metadata();
    // 4000 × 6000 upright, at most 4096 on its longest side.
    expect([shrunk.format, shrunk.height, Math.round(shrunk.width! / 10)]).toEqual(['jpeg', 4096, 273]);
    expect([shrunk.exif, shrunk.orientation]).toEqual([undefined, undefined]);
    expect(photo.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);

    const converted = await preparedFile(page, 'IMG_2211.jpg');
    const heicAsJpeg = await sharp(converted).metadata();
    expect([heicAsJpeg.format, heicAsJpeg.width, heicAsJpeg.height, heicAsJpeg.exif]).toEqual(['jpeg', 400, 300, undefined]);
  });

  await submitForm(page, 'Add Project', 'Project added successfully!', /\/admin\/editproject\/[0-9a-f-]+$/);

  const found = (await listProjects(request)).find((item) => item.title === title);
  expect(found).toBeDefined();
  const project = await getProject(request, found!.id);
  expect(project.images).toHaveLength(1);

  await test.step('both show on the public project page', async () => {
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const main = page.getByTestId('project-main-image');
    await expect(main).toHaveAttribute('src', project.imageUrl);
    await expectImageLoaded(main);
    await expect(page.getByRole('button', { name: /^Show image \d of 2$/ })).toHaveCount(2);
    await expectImagesLoaded(page.getByRole('region', { name: 'Gallery' }));
    await page.getByRole('button', { name: 'Show image 2 of 2' }).click();
    await expect(main).toHaveAttribute('src', project.images[0]);
    await expectImageLoaded(main);
  });

  await test.step('the stored photos are upright, without EXIF, and the HEIC kept its picture', async () => {
    const photo = await sharp(await (await page.request.get(project.imageUrl)).body()).metadata();
    expect(photo.height).toBeGreaterThan(photo.width!); // Orientation 6 applied: portrait
    expect(photo.orientation ?? 1).toBe(1);
    expect(exifHasGps(photo.exif)).toBe(false);

    const converted = await sharp(await (await page.request.get(project.images[0])).body()).metadata();
    expect([converted.width, converted.height]).toEqual([400, 300]);
  });

  expect(cspViolations).toEqual([]);
});
