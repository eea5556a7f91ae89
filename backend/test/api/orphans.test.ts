import { fakePdf } from '../fixtures/images';
import {
  createGalleryImage,
  createProject,
  createService,
  deleteForGood,
  filePart,
  type FilePart,
  multipartForm,
  request,
  type RestProject,
  samplePng,
  UNKNOWN_ID,
} from '../support/factories';
import { filesOf, storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/** A failed request leaves no file and no row; replaced and deleted images lose their files and rows. */
describe('REST: stored files follow the rows', () => {
  let server: TestServer;
  let token: string;
  let photo: FilePart;

  useAdminServer((started) => ({ server, token, wideJpeg: photo } = started));

  describe('failed requests leave nothing behind', () => {
    let existing: RestProject;

    beforeAll(async () => {
      existing = await createProject(server, token);
    });

    async function expectNothingStored(method: string, path: string, options: { form: FormData; token?: string }, status: number): Promise<void> {
      const before = await storedState(server);
      const response = await request(server, method, path, options);
      expect(response.status).toBe(status);
      expect(await storedState(server)).toEqual(before);
    }

    it('401 with files attached', async () => {
      await expectNothingStored('POST', '/api/projects', { form: multipartForm({ title: 'T', details: 'D' }, { image: photo, images: [photo] }) }, 401);
      await expectNothingStored(
        'POST',
        '/api/gallery',
        { form: multipartForm({ title: 'T', category: 'Residential' }, { image: photo }), token: 'x.y.z' },
        401,
      );
    });

    it('400 validation error with a valid image attached', async () => {
      await expectNothingStored('POST', '/api/projects', { form: multipartForm({ title: ' ', details: 'D' }, { image: photo, images: [photo] }), token }, 400);
      await expectNothingStored('POST', '/api/services', { form: multipartForm({ title: 'T', description: 'D', points: '[]' }, { image: photo }), token }, 400);
      await expectNothingStored('POST', '/api/gallery', { form: multipartForm({ title: 'T', category: 'Nope' }, { image: photo }), token }, 400);
    });

    it('415 after valid images in the same request', async () => {
      const form = multipartForm({ title: 'T', details: 'D' }, { image: photo, images: [photo, filePart(fakePdf(), 'x.jpg', 'image/jpeg')] });
      await expectNothingStored('POST', '/api/projects', { form, token }, 415);
    });

    it('404 for an update of a project, image or service that does not exist, with new images', async () => {
      await expectNothingStored('PATCH', `/api/projects/${UNKNOWN_ID}`, { form: multipartForm({ title: 'T' }, { image: photo, images: [photo] }), token }, 404);
      await expectNothingStored('PUT', `/api/gallery/${UNKNOWN_ID}`, { form: multipartForm({ title: 'T' }, { image: photo }), token }, 404);
      await expectNothingStored('PUT', `/api/services/${UNKNOWN_ID}`, { form: multipartForm({ title: 'T' }, { image: photo }), token }, 404);
    });

    it('a failed update keeps the current images of the project', async () => {
      const form = multipartForm({ title: 'T' }, { image: photo, images: [filePart(fakePdf(), 'x.jpg', 'image/jpeg')] });
      await expectNothingStored('PATCH', `/api/projects/${existing.id}`, { form, token }, 415);
      const { body } = await request<{ data: RestProject }>(server, 'GET', `/api/projects/${existing.id}`);
      expect(body.data).toEqual(existing);
      expect((await fetch(`${server.url}${existing.imageUrl}`)).status).toBe(200);
    });
  });

  describe('replaced and removed images are deleted after the change', () => {
    it('replacing the main image and removing an extra deletes exactly their files and rows', async () => {
      const project = await createProject(server, token, { image: photo, images: [photo, photo] });
      const [removed, kept] = project.images;
      const oldMainFiles = await filesOf(server, project.imageUrl);
      const removedFiles = await filesOf(server, removed);
      expect(oldMainFiles).toHaveLength(5);
      const before = await storedState(server);

      const form = multipartForm({ removeImages: JSON.stringify([removed]) }, { image: photo });
      const { status, body } = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, form });
      expect(status).toBe(200);
      expect(body.data.images).toEqual([kept]);
      const newMainFiles = await filesOf(server, body.data.imageUrl);

      const after = await storedState(server);
      const expectedFiles = [...before.files.filter((name) => !oldMainFiles.includes(name) && !removedFiles.includes(name)), ...newMainFiles].sort();
      expect(after.files).toEqual(expectedFiles);
      expect(after.rows.image_assets).toEqual(
        [...before.rows.image_assets.filter((url) => url !== project.imageUrl && url !== removed), body.data.imageUrl].sort(),
      );
      expect((await fetch(`${server.url}${project.imageUrl}`)).status).toBe(404);
    });

    it('removeImages ignores urls that are not extra images of this project', async () => {
      const other = await createProject(server, token, { images: [filePart(await samplePng())] });
      const project = await createProject(server, token);
      const before = await storedState(server);
      const form = multipartForm({ removeImages: JSON.stringify([other.imageUrl, other.images[0], project.imageUrl, '/uploads/../../x.webp']) });
      const { status, body } = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, form });
      expect(status).toBe(200);
      expect(body.data.imageUrl).toBe(project.imageUrl);
      const after = await storedState(server);
      expect(after.files).toEqual(before.files);
      expect(after.rows.image_assets).toEqual(before.rows.image_assets);
    });

    it('replacing a gallery image or a service image deletes the old files and row', async () => {
      const image = await createGalleryImage(server, token, { image: photo });
      const service = await createService(server, token, { image: photo });
      const oldFiles = [...(await filesOf(server, image.imageUrl)), ...(await filesOf(server, service.imageUrl))];
      const before = await storedState(server);

      const updatedImage = await request<{ imageUrl: string }>(server, 'PUT', `/api/gallery/${image.id}`, { token, form: multipartForm({}, { image: photo }) });
      const updatedService = await request<{ imageUrl: string }>(server, 'PUT', `/api/services/${service.id}`, {
        token,
        form: multipartForm({}, { image: photo }),
      });
      expect([updatedImage.status, updatedService.status]).toEqual([200, 200]);

      const newFiles = [...(await filesOf(server, updatedImage.body.imageUrl)), ...(await filesOf(server, updatedService.body.imageUrl))];
      const after = await storedState(server);
      expect(after.files).toEqual([...before.files.filter((name) => !oldFiles.includes(name)), ...newFiles].sort());
      expect(after.rows.image_assets).not.toContain(image.imageUrl);
      expect(after.rows.image_assets).not.toContain(service.imageUrl);
    });
  });

  describe('deletes remove the files and rows', () => {
    it('deleting a project deletes its main and extra images', async () => {
      const project = await createProject(server, token, { image: photo, images: [photo] });
      const before = await storedState(server);
      const ownFiles = [...(await filesOf(server, project.imageUrl)), ...(await filesOf(server, project.images[0]))];
      expect(ownFiles).toHaveLength(10);

      expect(await deleteForGood(server, token, `/api/projects/${project.id}`)).toBe(200);
      const after = await storedState(server);
      expect(after.files).toEqual(before.files.filter((name) => !ownFiles.includes(name)));
      expect(after.rows.image_assets).toEqual(before.rows.image_assets.filter((url) => url !== project.imageUrl && url !== project.images[0]));
      expect(after.rows.projects).toEqual(before.rows.projects.filter((id) => id !== project.id));
    });

    it('deleting a gallery image or a service deletes its files', async () => {
      const image = await createGalleryImage(server, token, { image: photo });
      const service = await createService(server, token, { image: photo });
      const before = await storedState(server);
      const ownFiles = [...(await filesOf(server, image.imageUrl)), ...(await filesOf(server, service.imageUrl))];

      expect(await deleteForGood(server, token, `/api/gallery/${image.id}`)).toBe(200);
      expect(await deleteForGood(server, token, `/api/services/${service.id}`)).toBe(200);
      const after = await storedState(server);
      expect(after.files).toEqual(before.files.filter((name) => !ownFiles.includes(name)));
      expect(after.rows.image_assets).toEqual(before.rows.image_assets.filter((url) => url !== image.imageUrl && url !== service.imageUrl));
      expect(after.rows.gallery_images).not.toContain(image.id);
      expect(after.rows.services).not.toContain(service.id);
    });
  });
});
