import { createGalleryImage, filePart, multipartForm, request, samplePng, UNKNOWN_ID, type RestGalleryImage } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

describe('REST /api/gallery', () => {
  let server: TestServer;
  let token: string;
  let first: RestGalleryImage;
  let second: RestGalleryImage;

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    first = await createGalleryImage(server, token, { title: 'Foundation work', category: 'Construction Progress' });
    second = await createGalleryImage(server, token, { title: 'Living room', category: 'Interiors' });
  });

  it('GET /api/gallery answers a bare array, newest first, with _id and id', async () => {
    const { status, body } = await request<RestGalleryImage[]>(server, 'GET', '/api/gallery');
    expect(status).toBe(200);
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((image) => image.id)).toEqual([second.id, first.id]);
    expect(body[0]).toEqual({
      _id: second.id,
      id: second.id,
      title: 'Living room',
      category: 'Interiors',
      imageUrl: expect.stringMatching(/^\/uploads\/[a-z0-9]+\.webp$/),
      published: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      version: 1,
    });
  });

  it("GET /api/gallery?category= answers that category's images, its name in any case; an unknown one (a NUL too) answers []", async () => {
    const { status, body } = await request<RestGalleryImage[]>(server, 'GET', '/api/gallery?category=iNTERIORS');
    expect(status).toBe(200);
    expect(body.map((image) => image.id)).toEqual([second.id]);
    for (const unknown of ['Bridges', '%00', 'Interiors%00']) {
      const answer = await request(server, 'GET', `/api/gallery?category=${unknown}`);
      expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: [] });
    }
  });

  it('GET /api/gallery/categories answers [{id, name}] from the seeded categories', async () => {
    const { status, body } = await request<{ id: string; name: string }[]>(server, 'GET', '/api/gallery/categories');
    expect(status).toBe(200);
    expect(body.map((category) => category.name).sort()).toEqual(['Commercial', 'Construction Progress', 'Infrastructure', 'Interiors', 'Residential']);
    for (const category of body) expect(Object.keys(category).sort()).toEqual(['id', 'name']);
  });

  it('GET /api/gallery/:id answers the image or 404 Image not found', async () => {
    const found = await request<RestGalleryImage>(server, 'GET', `/api/gallery/${first.id}`);
    expect(found.status).toBe(200);
    expect(found.body).toEqual(first);
    for (const id of [UNKNOWN_ID, 'bad-id']) {
      const missing = await request(server, 'GET', `/api/gallery/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
    }
  });

  describe('POST /api/gallery', () => {
    it('answers 201 with the image; the category matches a known one whatever its case', async () => {
      const form = multipartForm({ title: ' Office lobby ', category: 'commercial' }, { image: filePart(await samplePng()) });
      const { status, body } = await request<RestGalleryImage>(server, 'POST', '/api/gallery', { token, form });
      expect(status).toBe(201);
      expect(body).toMatchObject({ title: 'Office lobby', category: 'Commercial' });
      expect(body._id).toBe(body.id);
    });

    it('answers 400 for a category that does not exist', async () => {
      const form = multipartForm({ title: 'Bridge', category: 'Bridges' }, { image: filePart(await samplePng()) });
      const { status, body } = await request(server, 'POST', '/api/gallery', { token, form });
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        category: 'Unknown category "Bridges": choose one of Commercial, Construction Progress, Infrastructure, Interiors, Residential',
      });
    });

    it('answers 401 without a token', async () => {
      const form = multipartForm({ title: 'Bridge', category: 'Residential' }, { image: filePart(await samplePng()) });
      expect((await request(server, 'POST', '/api/gallery', { form })).status).toBe(401);
    });
  });

  describe('PUT /api/gallery/:id', () => {
    it('answers 200 with the updated image; the file stays unless a new one is sent', async () => {
      const image = await createGalleryImage(server, token);
      const renamed = await request<RestGalleryImage>(server, 'PUT', `/api/gallery/${image.id}`, {
        token,
        form: multipartForm({ title: 'Renamed', category: 'Infrastructure' }),
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ _id: image.id, id: image.id, title: 'Renamed', category: 'Infrastructure', imageUrl: image.imageUrl });

      const replaced = await request<RestGalleryImage>(server, 'PUT', `/api/gallery/${image.id}`, {
        token,
        form: multipartForm({ title: 'Renamed', category: 'Infrastructure' }, { image: filePart(await samplePng()) }),
      });
      expect(replaced.status).toBe(200);
      expect(replaced.body.imageUrl).not.toBe(image.imageUrl);
    });

    it('answers 404 Image not found for an unknown id, 401 without a token', async () => {
      const form = () => multipartForm({ title: 'X', category: 'Residential' });
      const missing = await request(server, 'PUT', `/api/gallery/${UNKNOWN_ID}`, { token, form: form() });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
      expect((await request(server, 'PUT', `/api/gallery/${first.id}`, { form: form() })).status).toBe(401);
    });
  });

  describe('DELETE /api/gallery/:id', () => {
    it('answers 200 {message: Image deleted successfully}', async () => {
      const image = await createGalleryImage(server, token);
      const { status, body } = await request(server, 'DELETE', `/api/gallery/${image.id}`, { token });
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'Image deleted successfully' });
      expect((await request(server, 'GET', `/api/gallery/${image.id}`)).status).toBe(404);
    });

    it('answers 404 for an unknown id and 401 without a token', async () => {
      const missing = await request(server, 'DELETE', `/api/gallery/${UNKNOWN_ID}`, { token });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ code: 'NOT_FOUND', message: 'Image not found' });
      expect((await request(server, 'DELETE', `/api/gallery/${first.id}`)).status).toBe(401);
      expect((await request(server, 'GET', `/api/gallery/${first.id}`)).status).toBe(200);
    });
  });
});
