import sharp from 'sharp';
import { exifHasGps, fakePdf, makeAvif, makeGif, makeJpeg, makeLargeJpegBytes, makeWebp } from '../fixtures/images';
import {
  createGalleryImage,
  createProject,
  createService,
  filePart,
  multipartForm,
  OVER_LIMIT_BYTES,
  request,
  samplePng,
  type RestProject,
} from '../support/factories';
import { assetRow, storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

describe('REST uploads', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  async function fetchImage(url: string): Promise<Buffer> {
    const response = await fetch(`${server.url}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    return Buffer.from(await response.arrayBuffer());
  }

  it('strips EXIF (GPS included) from every served file and stores the size and variants', async () => {
    const original = await makeJpeg({ width: 1600, height: 1200, withGps: true });
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true); // the fixture really has GPS

    const project = await createProject(server, token, { image: filePart(original, 'IMG_0001.jpg', 'image/jpeg') });
    const row = await assetRow(server, project.imageUrl);
    expect(row).toMatchObject({ url: project.imageUrl, width: 1600, height: 1200 });
    expect(row!.variants.map(({ width, height }) => [width, height])).toEqual([
      [240, 180],
      [480, 360],
      [720, 540],
      [960, 720],
      [1440, 1080],
    ]);

    for (const file of [row!, ...row!.variants]) {
      const metadata = await sharp(await fetchImage(file.url)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: file.width, height: file.height });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  });

  it('applies the EXIF orientation before storing', async () => {
    // 600 × 400 pixels tagged "rotate 90° clockwise to display": upright it is 400 × 600.
    const rotated = await makeJpeg({ width: 600, height: 400, orientation: 6 });
    const project = await createProject(server, token, { image: filePart(rotated, 'portrait.jpg', 'image/jpeg') });
    const row = await assetRow(server, project.imageUrl);
    expect(row).toMatchObject({ width: 400, height: 600 });
    expect(row!.variants.map(({ width, height }) => [width, height])).toEqual([[240, 360]]);
    const metadata = await sharp(await fetchImage(project.imageUrl)).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([400, 600, undefined]);
  });

  it('caps the full image at 2000 px on its longer side', async () => {
    const wide = await makeJpeg({ width: 2400, height: 1200 });
    const project = await createProject(server, token, { image: filePart(wide, 'wide.jpg', 'image/jpeg') });
    const row = await assetRow(server, project.imageUrl);
    expect(row).toMatchObject({ width: 2000, height: 1000 });
    expect(row!.variants.map((variant) => variant.width)).toEqual([240, 480, 720, 960, 1440]);
  });

  it('decides the type from the bytes: GIF, WebP, AVIF and a PNG named .jpg are accepted', async () => {
    const size = { width: 32, height: 24 };
    const uploads = [
      filePart(await makeGif(size), 'a.gif', 'image/gif'),
      filePart(await makeWebp(size), 'b.webp', 'image/webp'),
      filePart(await makeAvif(size), 'c.avif', 'image/avif'),
      filePart(await samplePng(), 'd.jpg', 'image/jpeg'),
    ];
    const project = await createProject(server, token, { image: uploads[0], images: uploads.slice(1) });
    for (const url of [project.imageUrl, ...project.images]) {
      const metadata = await sharp(await fetchImage(url)).metadata();
      expect(metadata.format).toBe('webp');
    }
    expect((await assetRow(server, project.images[2]))!).toMatchObject({ width: 64, height: 48 });
  });

  it('keeps user file names out of the stored paths', async () => {
    const form = multipartForm({ title: 'T', details: 'D' }, { image: filePart(await samplePng(), '../../etc/passwd.png', 'image/png') });
    const { status, body } = await request<{ data: RestProject }>(server, 'POST', '/api/projects', { token, form });
    expect(status).toBe(201);
    expect(body.data.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(server.uploadedFiles().every((name) => /^[a-f0-9]{32}(-\d+w)?\.webp$/.test(name))).toBe(true);
  });

  describe('refused files', () => {
    it('answers 413 for an 11 MB image and keeps nothing', async () => {
      const before = await storedState(server);
      const form = multipartForm(
        { title: 'Big', details: 'Too big' },
        { image: filePart(await makeLargeJpegBytes(OVER_LIMIT_BYTES), 'big.jpg', 'image/jpeg') },
      );
      const { status, body } = await request(server, 'POST', '/api/projects', { token, form });
      expect(status).toBe(413);
      expect(body).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File is too large: the limit is 10 MB per image' });
      expect(await storedState(server)).toEqual(before);
    });

    it('answers 413 when the oversized file is an extra image after a valid main image', async () => {
      const before = await storedState(server);
      const form = multipartForm(
        { title: 'Big', details: 'Too big' },
        { image: filePart(await samplePng()), images: [filePart(await samplePng()), filePart(await makeLargeJpegBytes(OVER_LIMIT_BYTES), 'big.jpg')] },
      );
      const { status } = await request(server, 'POST', '/api/projects', { token, form });
      expect(status).toBe(413);
      expect(await storedState(server)).toEqual(before);
    });

    it('accepts an image of exactly 10 MB and refuses one byte more', async () => {
      const limit = 10 * 1024 * 1024;
      const form = (bytes: Buffer) => multipartForm({ title: 'Limit', details: 'At the limit' }, { image: filePart(bytes, 'limit.jpg') });
      expect((await request(server, 'POST', '/api/projects', { token, form: form(await makeLargeJpegBytes(limit)) })).status).toBe(201);
      expect((await request(server, 'POST', '/api/projects', { token, form: form(await makeLargeJpegBytes(limit + 1)) })).status).toBe(413);
    });

    it('answers 415 for a PDF renamed .jpg and keeps nothing', async () => {
      const before = await storedState(server);
      const form = multipartForm({ title: 'PDF', details: 'Not an image' }, { image: filePart(fakePdf(), 'photo.jpg', 'image/jpeg') });
      const { status, body } = await request(server, 'POST', '/api/projects', { token, form });
      expect(status).toBe(415);
      expect(body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported file type: upload a JPEG, PNG, GIF, WebP or AVIF image' });
      expect(await storedState(server)).toEqual(before);
    });

    it('answers 415 for a file with JPEG magic bytes that does not decode', async () => {
      const jpeg = await makeJpeg({ width: 64, height: 64 });
      const broken = Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 0x41)]);
      const before = await storedState(server);
      const form = multipartForm({ title: 'Broken', details: 'Corrupt' }, { image: filePart(broken, 'broken.jpg', 'image/jpeg') });
      const { status, body } = await request(server, 'POST', '/api/projects', { token, form });
      expect(status).toBe(415);
      expect(body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'The file is not a readable image' });
      expect(await storedState(server)).toEqual(before);
    });

    it('answers 415 for a PDF sent to the gallery and to services as well', async () => {
      const pdf = filePart(fakePdf(), 'photo.jpg', 'image/jpeg');
      const gallery = await request(server, 'POST', '/api/gallery', { token, form: multipartForm({ title: 'T', category: 'Residential' }, { image: pdf }) });
      expect(gallery.status).toBe(415);
      const services = await request(server, 'POST', '/api/services', {
        token,
        form: multipartForm({ title: 'T', description: 'D', points: '["P"]' }, { image: pdf }),
      });
      expect(services.status).toBe(415);
    });

    it('answers 413 and 415 on every route that takes an image, keeping nothing', async () => {
      const project = await createProject(server, token);
      const gallery = await createGalleryImage(server, token);
      const service = await createService(server, token);
      const routes: [string, string, Record<string, string>][] = [
        ['POST', '/api/projects', { title: 'T', details: 'D' }],
        ['PATCH', `/api/projects/${project.id}`, {}],
        ['POST', '/api/gallery', { title: 'T', category: 'Residential' }],
        ['PUT', `/api/gallery/${gallery.id}`, {}],
        ['POST', '/api/services', { title: 'T', description: 'D', points: '["P"]' }],
        ['PUT', `/api/services/${service.id}`, {}],
      ];
      const tooLarge = filePart(await makeLargeJpegBytes(OVER_LIMIT_BYTES), 'big.jpg', 'image/jpeg');
      const pdf = filePart(fakePdf(), 'photo.jpg', 'image/jpeg');
      const before = await storedState(server);
      for (const [method, path, fields] of routes) {
        const large = await request(server, method, path, { token, form: multipartForm(fields, { image: tooLarge }) });
        const unsupported = await request(server, method, path, { token, form: multipartForm(fields, { image: pdf }) });
        expect({ method, path, statuses: [large.status, unsupported.status] }).toEqual({ method, path, statuses: [413, 415] });
      }
      expect(await storedState(server)).toEqual(before);
    });

    it('answers 400 for more than 20 files in one request', async () => {
      const png = filePart(await samplePng());
      const before = await storedState(server);
      const form = multipartForm({ title: 'Many', details: 'Too many' }, { image: png, images: Array.from({ length: 20 }, () => png) });
      const { status, body } = await request(server, 'POST', '/api/projects', { token, form });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ images: 'At most 20 images can be uploaded at once' });
      expect(await storedState(server)).toEqual(before);
    });
  });
});
