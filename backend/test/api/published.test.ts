import {
  createGalleryImage,
  createProject,
  createService,
  filePart,
  multipartForm,
  request,
  samplePng,
  type RestGalleryImage,
  type RestProject,
  type RestService,
} from '../support/factories';
import { type TestServer, useAdminServer } from '../support/test-server';

// The pages are rendered by the built renderer (frontend/dist-server): `npm test` builds the frontend before these run.

const HIDDEN_PROJECT = 'Hidden farmhouse at Mangalampettai';
const HIDDEN_IMAGE = 'Hidden slab casting photo';
const HIDDEN_SERVICE = 'Hidden soil survey service';

/** Every public answer a visitor can get, each asked twice so that the public response cache keeps it. */
const PUBLIC_URLS = [
  '/',
  '/projects',
  '/projects?category=residential',
  '/gallery',
  '/gallery?category=Residential',
  '/services',
  '/sitemap.xml',
  '/api/projects',
  '/api/projects?category=residential',
  '/api/gallery',
  '/api/gallery?category=Residential',
  '/api/services',
];

async function anonymousText(server: TestServer, path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`);
  return response.text();
}

/** "Show on the site": hidden items are in no anonymous answer and in every admin answer, through REST, the pages and the sitemap. */
describe('published (REST, pages, sitemap)', () => {
  let server: TestServer;
  let token: string;
  let shown: RestProject;
  let hidden: RestProject;
  let hiddenImage: RestGalleryImage;
  let hiddenService: RestService;

  useAdminServer((started) => ({ server, token } = started));
  beforeAll(async () => {
    // Three residential projects on the site besides the hidden one: it would be among the related ones.
    for (const title of ['Villa one', 'Villa two']) await createProject(server, token, { title, category: 'residential' });
    hidden = await createProject(server, token, { title: HIDDEN_PROJECT, category: 'residential', published: false });
    shown = await createProject(server, token, { title: 'Villa three', category: 'residential' });
    await createGalleryImage(server, token, { title: 'Shown site photo' });
    hiddenImage = await createGalleryImage(server, token, { title: HIDDEN_IMAGE, published: false });
    await createService(server, token, { title: 'Structural design' });
    hiddenService = await createService(server, token, { title: HIDDEN_SERVICE, published: false });
  });

  const hiddenMarks = () => [HIDDEN_PROJECT, hidden.id, HIDDEN_IMAGE, hiddenImage.id, HIDDEN_SERVICE, hiddenService.id];

  async function expectNoHiddenItemInPublicAnswers(): Promise<void> {
    for (const path of [...PUBLIC_URLS, `/projects/${shown.id}`, `/api/projects/${shown.id}`]) {
      for (let i = 0; i < 2; i++) {
        const text = await anonymousText(server, path);
        for (const mark of hiddenMarks()) expect({ path, contains: text.includes(mark) }).toEqual({ path, contains: false });
      }
    }
  }

  it('are created hidden from a REST form field published=false, and shown when it is left out', async () => {
    expect([hidden.published, hiddenImage.published, hiddenService.published]).toEqual([false, false, false]);
    expect(shown.published).toBe(true);
  });

  it('appear in no anonymous list, page (JSON-LD and related projects included) or sitemap', async () => {
    await expectNoHiddenItemInPublicAnswers();
    // The other project's page still shows three related projects on the site.
    const page = await anonymousText(server, `/projects/${shown.id}`);
    expect(page).toContain('Villa one');
    expect(page).toContain('Villa two');
  });

  it('answer a visitor 404 like a missing item, on the API and on the project page', async () => {
    expect(await request(server, 'GET', `/api/projects/${hidden.id}`)).toMatchObject({ status: 404, body: { message: 'Project not found' } });
    expect(await request(server, 'GET', `/api/gallery/${hiddenImage.id}`)).toMatchObject({ status: 404, body: { message: 'Image not found' } });
    expect(await request(server, 'GET', `/api/services/${hiddenService.id}`)).toMatchObject({ status: 404, body: { message: 'Service not found' } });
    const page = await fetch(`${server.url}/projects/${hidden.id}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(HIDDEN_PROJECT);
  });

  it("are in the admin's REST answers with published false, never kept for visitors", async () => {
    const asAdmin = { token };
    const list = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?category=residential', asAdmin);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body.data.find((project) => project.id === hidden.id)).toMatchObject({ title: HIDDEN_PROJECT, published: false });
    const item = await request<{ data: RestProject }>(server, 'GET', `/api/projects/${hidden.id}`, asAdmin);
    expect([item.status, item.body.data.published]).toEqual([200, false]);
    const images = await request<RestGalleryImage[]>(server, 'GET', '/api/gallery', asAdmin);
    expect(images.body.find((image) => image.id === hiddenImage.id)?.published).toBe(false);
    expect((await request<RestGalleryImage>(server, 'GET', `/api/gallery/${hiddenImage.id}`, asAdmin)).body.title).toBe(HIDDEN_IMAGE);
    const services = await request<RestService[]>(server, 'GET', '/api/services', asAdmin);
    expect(services.body.find((service) => service.id === hiddenService.id)?.published).toBe(false);
    expect((await request<RestService>(server, 'GET', `/api/services/${hiddenService.id}`, asAdmin)).status).toBe(200);
    // The admin's answers did not take the place of the visitors' ones.
    await expectNoHiddenItemInPublicAnswers();
  });

  it('refuse a read with a bad token rather than answer it as a visitor', async () => {
    const refused = await request(server, 'GET', '/api/projects', { headers: { authorization: 'Bearer not-a-token' } });
    expect(refused.status).toBe(401);
  });

  it('are shown at once when switched on, and gone at once when switched off again', async () => {
    await expectNoHiddenItemInPublicAnswers(); // kept by the public cache
    const on = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${hidden.id}`, { token, form: multipartForm({ published: 'true' }) });
    expect([on.status, on.body.data.published, on.body.data.title]).toEqual([200, true, HIDDEN_PROJECT]);
    expect(await anonymousText(server, '/api/projects')).toContain(HIDDEN_PROJECT);
    expect(await anonymousText(server, '/projects')).toContain(HIDDEN_PROJECT);
    expect(await anonymousText(server, '/sitemap.xml')).toContain(`/projects/${hidden.id}`);
    expect((await fetch(`${server.url}/projects/${hidden.id}`)).status).toBe(200);

    const off = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${hidden.id}`, { token, form: multipartForm({ published: 'false' }) });
    expect(off.body.data.published).toBe(false);
    await expectNoHiddenItemInPublicAnswers();

    const imageOn = await request<RestGalleryImage>(server, 'PUT', `/api/gallery/${hiddenImage.id}`, { token, form: multipartForm({ published: 'TRUE' }) });
    expect(imageOn.body.published).toBe(true);
    expect(await anonymousText(server, '/gallery')).toContain(HIDDEN_IMAGE);
    const serviceOn = await request<RestService>(server, 'PUT', `/api/services/${hiddenService.id}`, { token, form: multipartForm({ published: 'true' }) });
    expect(serviceOn.body.published).toBe(true);
    expect(await anonymousText(server, '/services')).toContain(HIDDEN_SERVICE);
    for (const [path, form] of [
      [`/api/gallery/${hiddenImage.id}`, { published: 'false' }],
      [`/api/services/${hiddenService.id}`, { published: 'false' }],
    ] as const) {
      expect((await request(server, 'PUT', path, { token, form: multipartForm(form) })).status).toBe(200);
    }
    await expectNoHiddenItemInPublicAnswers();
  });

  it('leave published as it is when a change does not send it', async () => {
    const renamed = await request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${hidden.id}`, {
      token,
      form: multipartForm({ location: 'Mangalampettai' }),
    });
    expect([renamed.body.data.published, renamed.body.data.location]).toEqual([false, 'Mangalampettai']);
  });

  it.each([
    ['a project', 'POST', '/api/projects', { title: 'Fort', details: 'Stone', published: 'maybe' }],
    ['a gallery image', 'POST', '/api/gallery', { title: 'Fort', category: 'Residential', published: 'yes' }],
    ['a service', 'POST', '/api/services', { title: 'Fort', description: 'Stone', points: '["Walls"]', published: '1' }],
  ])('refuses %s whose published is neither true nor false, and creates nothing', async (_what, method, path, fields) => {
    const before = await request<unknown>(server, 'GET', path, { token });
    const filesBefore = server.uploadedFiles();
    const refused = await request(server, method, path, { token, form: multipartForm(fields, { image: filePart(await samplePng()) }) });
    expect([refused.status, refused.body.errors]).toEqual([400, { published: 'Published must be true or false' }]);
    expect((await request<unknown>(server, 'GET', path, { token })).body).toEqual(before.body);
    expect(server.uploadedFiles()).toEqual(filesBefore);
  });
});
