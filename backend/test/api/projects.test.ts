import { createProject, filePart, multipartForm, request, samplePng, UNKNOWN_ID, type RestProject } from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';
import { filesOfEveryAsset } from '../support/state';

describe('REST /api/projects', () => {
  let server: TestServer;
  let token: string;
  let older: RestProject;
  let newer: RestProject;

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    older = await createProject(server, token, { title: 'Warehouse', category: 'industrial', details: 'Steel frame' });
    newer = await createProject(server, token, {
      title: 'Villa',
      category: 'residential',
      details: 'Three bedrooms',
      location: 'Vriddhachalam',
      features: ['Rainwater harvesting', 'Solar heater'],
    });
  });

  describe('GET /api/projects', () => {
    it('answers {data: [project]} newest first, each with _id and id', async () => {
      const { status, body } = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects');
      expect(status).toBe(200);
      expect(Object.keys(body)).toEqual(['data']);
      expect(body.data.map((project) => project.title)).toEqual(['Villa', 'Warehouse']);
      for (const project of body.data) expect(project._id).toBe(project.id);
      expect(body.data[0]).toMatchObject({
        _id: newer.id,
        title: 'Villa',
        category: 'residential',
        details: 'Three bedrooms',
        location: 'Vriddhachalam',
        features: ['Rainwater harvesting', 'Solar heater'],
        images: [],
      });
      expect(body.data[0].imageUrl).toMatch(/^\/uploads\/[a-z0-9]+\.webp$/);
      // The text once per project in a list (the single project also answers it as description).
      expect(body.data[0]).not.toHaveProperty('description');
      expect(Object.keys(body.data[0]).sort()).toEqual(
        [
          '_id',
          'id',
          'title',
          'category',
          'details',
          'location',
          'yearCompleted',
          'features',
          'imageUrl',
          'images',
          'published',
          'createdAt',
          'updatedAt',
          'version',
        ].sort(),
      );
      expect(new Date(body.data[0].createdAt).getTime()).toBeGreaterThanOrEqual(new Date(body.data[1].createdAt).getTime());
    });

    it('filters by ?category=, case-insensitively, and treats "all" as no filter', async () => {
      const industrial = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?category=industrial');
      expect(industrial.status).toBe(200);
      expect(industrial.body.data.map((project) => project.id)).toEqual([older.id]);

      const upper = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?category=INDUSTRIAL');
      expect(upper.body.data.map((project) => project.id)).toEqual([older.id]);

      const none = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?category=commercial');
      expect(none.body).toEqual({ data: [] });

      const all = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?category=all');
      expect(all.body.data).toHaveLength(2);
    });

    it.each([
      ['an unknown category', { category: 'castle' }, { category: 'Category must be one of: residential, commercial, industrial, infrastructure' }],
      ['features that are not a JSON list', { features: 'not json' }, { features: 'Features must be a JSON list of texts' }],
    ])('answers 400 for %s', async (_case, fields, errors) => {
      const form = multipartForm({ title: 'Fort', details: 'Stone', ...fields }, { image: filePart(await samplePng()) });
      const { status, body } = await request(server, 'POST', '/api/projects', { token, form });
      expect(status).toBe(400);
      expect(body.errors).toEqual(errors);
    });

    it('answers 401 without a token', async () => {
      const form = multipartForm({ title: 'Fort', details: 'Stone' }, { image: filePart(await samplePng()) });
      const { status, body } = await request(server, 'POST', '/api/projects', { form });
      expect(status).toBe(401);
      expect(body).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required. Please log in.' });
    });
  });

  describe('PATCH /api/projects/:id', () => {
    it('answers 200 {data: project} and changes only the given fields', async () => {
      const project = await createProject(server, token, { title: 'Clinic', category: 'commercial', location: 'Neyveli' });
      const form = multipartForm({ title: 'Clinic and pharmacy', features: '["Lift"]' });
      const { status, body } = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, form });
      expect(status).toBe(200);
      expect(body.data).toMatchObject({
        _id: project.id,
        id: project.id,
        title: 'Clinic and pharmacy',
        category: 'commercial',
        details: project.details,
        location: 'Neyveli',
        features: ['Lift'],
        imageUrl: project.imageUrl,
        images: [],
        createdAt: project.createdAt,
      });
    });

    it('adds extra images and removes the ones listed in removeImages', async () => {
      const png = await samplePng();
      const project = await createProject(server, token, { images: [filePart(png), filePart(png)] });
      const [first, second] = project.images;
      const form = multipartForm({ removeImages: JSON.stringify([first]) }, { images: filePart(png) });
      const { status, body } = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, form });
      expect(status).toBe(200);
      expect(body.data.images).toHaveLength(2);
      expect(body.data.images[0]).toBe(second);
      expect(body.data.images[1]).not.toBe(first);
      expect(body.data.imageUrl).toBe(project.imageUrl);
    });

    it('keeps a project within 19 extra images even when ten edits add photos at once', async () => {
      const png = await samplePng();
      const project = await createProject(server, token);
      const addFive = () =>
        request(server, 'PATCH', `/api/projects/${project.id}`, { token, form: multipartForm({}, { images: Array.from({ length: 5 }, () => filePart(png)) }) });
      const answers = await Promise.all(Array.from({ length: 10 }, addFive));
      const accepted = answers.filter((answer) => answer.status === 200);
      expect(accepted).toHaveLength(3); // 15 photos; a fourth five would make 20
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual({ images: 'A project has at most 19 extra images: this one has 15, so 4 more can be added' });
      }
      const { body } = await request<{ data: RestProject }>(server, 'GET', `/api/projects/${project.id}`);
      expect(body.data.images).toHaveLength(15);
      expect(server.uploadedFiles()).toEqual(await filesOfEveryAsset(server)); // the refused photos left no file
    });

    it('replaces the main image when one is sent', async () => {
      const project = await createProject(server, token);
      const form = multipartForm({}, { image: filePart(await samplePng()) });
      const { status, body } = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, { token, form });
      expect(status).toBe(200);
      expect(body.data.imageUrl).toMatch(/^\/uploads\//);
      expect(body.data.imageUrl).not.toBe(project.imageUrl);
    });

    it('answers 404 Project not found for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, 'nope']) {
        const { status, body } = await request(server, 'PATCH', `/api/projects/${id}`, { token, form: multipartForm({ title: 'X' }) });
        expect(status).toBe(404);
        expect(body).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
      }
    });

    it('answers 400 when removeImages is not a JSON list', async () => {
      const form = multipartForm({ removeImages: '{"a":1}' });
      const { status, body } = await request(server, 'PATCH', `/api/projects/${older.id}`, { token, form });
      expect(status).toBe(400);
      expect(body.errors).toEqual({ removeImages: 'removeImages must be a JSON list of texts' });
    });

    it('answers 401 without a token', async () => {
      const { status } = await request(server, 'PATCH', `/api/projects/${older.id}`, { form: multipartForm({ title: 'X' }) });
      expect(status).toBe(401);
    });
  });

  describe('DELETE /api/projects/:id', () => {
    it('answers 200 {message} and the project is gone', async () => {
      const project = await createProject(server, token);
      const { status, body } = await request(server, 'DELETE', `/api/projects/${project.id}`, { token, headers: { 'content-type': 'application/json' } });
      expect(status).toBe(200);
      expect(body).toEqual({ message: 'Project deleted successfully' });
      expect((await request(server, 'GET', `/api/projects/${project.id}`)).status).toBe(404);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [UNKNOWN_ID, '12']) {
        const { status, body } = await request(server, 'DELETE', `/api/projects/${id}`, { token });
        expect(status).toBe(404);
        expect(body).toEqual({ code: 'NOT_FOUND', message: 'Project not found' });
      }
    });

    it('answers 401 without a token and keeps the project', async () => {
      const { status } = await request(server, 'DELETE', `/api/projects/${older.id}`);
      expect(status).toBe(401);
      expect((await request(server, 'GET', `/api/projects/${older.id}`)).status).toBe(200);
    });
  });
});
