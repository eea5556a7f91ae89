import { createGalleryImage, createProject, createService, filePart, multipartForm, request, type FilePart } from '../support/factories';
import { storedState } from '../support/state';
import { type TestServer, useAdminServer } from '../support/test-server';

/** The rules' validation messages (@vriddhi/rules) through the REST forms: 400 with `message` and an `errors` object. */
describe('REST validation', () => {
  let server: TestServer;
  let token: string;
  let image: FilePart;

  useAdminServer((started) => ({ server, token, png: image } = started));

  async function expect400(method: string, path: string, form: FormData, errors: Record<string, string>): Promise<void> {
    const before = await storedState(server);
    const { status, body } = await request(server, method, path, { token, form });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 'BAD_USER_INPUT', message: Object.values(errors)[0], errors });
    expect(await storedState(server)).toEqual(before);
  }

  it.each([
    ['Add Project', '/api/projects', { title: 'Title is required', details: 'Details are required', image: 'Project image is required' }],
    [
      'Add Service',
      '/api/services',
      {
        title: 'Title is required',
        description: 'Description is required',
        image: 'Service image is required',
        points: 'At least one service point is required',
      },
    ],
  ])('%s with an empty form reports every missing field at once', async (_form, path, errors) => {
    await expect400('POST', path, multipartForm({}), errors);
  });

  describe('Add Project', () => {
    it('counts whitespace-only text as empty, even with a valid image attached', async () => {
      await expect400('POST', '/api/projects', multipartForm({ title: '   ', details: '\n\t ' }, { image }), {
        title: 'Title is required',
        details: 'Details are required',
      });
    });

    it('treats an empty file input as no image', async () => {
      const form = multipartForm({ title: 'House', details: 'Big' }, { image: filePart(Buffer.alloc(0), '') });
      await expect400('POST', '/api/projects', form, { image: 'Project image is required' });
    });

    it('refuses over-long text', async () => {
      await expect400('POST', '/api/projects', multipartForm({ title: 'x'.repeat(201), details: 'D' }, { image }), {
        title: 'Title must be at most 200 characters',
      });
    });
  });

  describe('Edit Project', () => {
    it('refuses blank title and details but accepts absent ones', async () => {
      const project = await createProject(server, token);
      await expect400('PATCH', `/api/projects/${project.id}`, multipartForm({ title: ' ', details: '' }), {
        title: 'Title is required',
        details: 'Details are required',
      });
      const untouched = await request(server, 'PATCH', `/api/projects/${project.id}`, { token, form: multipartForm({ location: 'Salem' }) });
      expect(untouched.status).toBe(200);
    });
  });

  describe('Add Gallery Image', () => {
    it('reports title, category and image', async () => {
      await expect400('POST', '/api/gallery', multipartForm({ title: '  ', category: ' ' }), {
        title: 'Title is required',
        category: 'Please select a category',
        image: 'Gallery image is required',
      });
    });

    it('reports a missing category with a valid image attached', async () => {
      await expect400('POST', '/api/gallery', multipartForm({ title: 'Porch' }, { image }), { category: 'Please select a category' });
    });
  });

  describe('Edit Gallery Image', () => {
    it('requires title and category when they are sent', async () => {
      const galleryImage = await createGalleryImage(server, token);
      await expect400('PUT', `/api/gallery/${galleryImage.id}`, multipartForm({ title: '', category: '  ' }, { image }), {
        title: 'Title is required',
        category: 'Please select a category',
      });
    });
  });

  describe('Add Service', () => {
    it('drops blank points, so only blank points count as none', async () => {
      await expect400('POST', '/api/services', multipartForm({ title: 'T', description: 'D', points: '["", "  "]' }, { image }), {
        points: 'At least one service point is required',
      });
    });

    it('counts blank-only title and description as empty', async () => {
      await expect400('POST', '/api/services', multipartForm({ title: ' \t', description: '\n', points: '["P"]' }, { image }), {
        title: 'Title is required',
        description: 'Description is required',
      });
    });
  });

  describe('Edit Service', () => {
    it('applies the same rules with the image optional', async () => {
      const service = await createService(server, token);
      await expect400('PUT', `/api/services/${service.id}`, multipartForm({ title: ' ', description: '', points: '[" "]' }), {
        title: 'Title is required',
        description: 'Description is required',
        points: 'At least one service point is required',
      });
      const ok = await request(server, 'PUT', `/api/services/${service.id}`, { token, form: multipartForm({ points: '["One", ""]' }) });
      expect(ok.status).toBe(200);
      expect(ok.body.points).toEqual(['One']);
    });
  });

  it('drops NUL characters, which PostgreSQL cannot store, instead of failing with a 500', async () => {
    const form = multipartForm({ title: 'Bus\u0000 stand', details: 'D', features: JSON.stringify(['Ramp\u0000s']) }, { image });
    const created = await request<{ data: { title: string; features: string[] } }>(server, 'POST', '/api/projects', { token, form });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Bus stand', features: ['Ramps'] });
    const blank = await request(server, 'POST', '/api/projects', { token, form: multipartForm({ title: '\u0000', details: 'D' }, { image }) });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual({ title: 'Title is required' });
    const login = await request(server, 'POST', '/api/auth/login', { json: { email: 'nobody\u0000@test.example', password: 'x' } });
    expect(login.status).toBe(401);
  });

  describe('Login', () => {
    it.each([
      [{ password: 'x' }, { email: 'Email is required' }],
      [{ email: 'a@b.c' }, { password: 'Password is required' }],
      [
        { email: '  ', password: '' },
        { email: 'Email is required', password: 'Password is required' },
      ],
    ])('answers 400 for %j', async (json, errors) => {
      const { status, body } = await request(server, 'POST', '/api/auth/login', { json });
      expect(status).toBe(400);
      expect(body).toEqual({ code: 'BAD_USER_INPUT', message: Object.values(errors)[0], errors });
    });
  });
});
