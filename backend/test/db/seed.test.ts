import path from 'node:path';
import { loadDemoContent } from '../../src/db/demo-content';
import { request, type RestGalleryImage, type RestProject, type RestService } from '../support/factories';
import { storedState } from '../support/state';
import { startTestServer, type TestServer } from '../support/test-server';
import { imageUrlOf } from '../../src/storage/image-names';

describe('seed on an empty database', () => {
  let server: TestServer;

  // Rendering the seed illustrations takes a while on a small machine.
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
  }, 120_000);

  afterAll(() => server.close());

  // The seven titles themselves are pinned by test/seed-data/content.test.ts.
  it('has the services of the demo content, in order', async () => {
    const { body } = await request<RestService[]>(server, 'GET', '/api/services');
    expect(body.map((service) => service.title)).toEqual(loadDemoContent().services.map((service) => service.title));
    for (const service of body) {
      expect(service.description.length).toBeGreaterThan(0);
      expect(service.points.length).toBeGreaterThan(0);
    }
  });

  it('has at least eight projects across the four categories, newest first', async () => {
    const { body } = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects');
    expect(body.data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(body.data.map((project) => project.category))).toEqual(new Set(['residential', 'commercial', 'industrial', 'infrastructure']));
    const times = body.data.map((project) => new Date(project.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const project of body.data) {
      expect(project.details.length).toBeGreaterThan(0);
      expect(project.location).toEqual(expect.any(String));
    }
  });

  it('writes the Tamil of every service, project and gallery image, which locale TA and ?lang=ta answer', async () => {
    const demo = loadDemoContent();
    const tamil = await server.graphql<{
      services: { title: string }[];
      projects: { title: string; ta: { details: string } }[];
      galleryImages: { title: string }[];
    }>('{ services(locale: TA) { title } projects(locale: TA) { title ta { details } } galleryImages(locale: TA) { title } }');
    expect(tamil.data!.services.map((service) => service.title)).toEqual(demo.services.map((service) => service.ta.title));
    expect(new Set(tamil.data!.projects.map((project) => project.title))).toEqual(new Set(demo.projects.map((project) => project.ta.title)));
    for (const project of tamil.data!.projects) expect(project.ta.details).toMatch(/[\u0B80-\u0BFF]/);
    expect(new Set(tamil.data!.galleryImages.map((image) => image.title))).toEqual(new Set(demo.gallery.map((image) => image.ta.title)));
    const rest = await request<{ data: RestProject[] }>(server, 'GET', '/api/projects?lang=ta');
    expect(new Set(rest.body.data.map((project) => project.title))).toEqual(new Set(demo.projects.map((project) => project.ta.title)));
  });

  it('has twelve gallery images, each in a gallery category', async () => {
    const images = await request<RestGalleryImage[]>(server, 'GET', '/api/gallery');
    const categories = await request<{ name: string }[]>(server, 'GET', '/api/gallery/categories');
    expect(images.body).toHaveLength(12);
    expect(categories.body.length).toBeGreaterThanOrEqual(3);
    const names = categories.body.map((category) => category.name);
    for (const image of images.body) expect(names).toContain(image.category);
  });

  it('gives every stored image its placeholder and dominant colour', async () => {
    const rows: { placeholder: string | null; dominant_color: string | null }[] = await server.database.db.query(
      'SELECT placeholder, dominant_color FROM image_assets',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.placeholder).toMatch(/^data:image\/webp;base64,/);
      expect(row.placeholder!.length).toBeLessThan(1024);
      expect(row.dominant_color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('stores every image it refers to, with its variants, and no other file', async () => {
    const db = server.database.db;
    const referenced: { url: string }[] = await db.query(`
      SELECT image_url AS url FROM projects
      UNION ALL SELECT image_url FROM project_images
      UNION ALL SELECT image_url FROM services
      UNION ALL SELECT image_url FROM gallery_images`);
    const urls = referenced.map((row) => row.url).sort();
    const assets: { url: string; variants: { url: string }[] }[] = await db.query('SELECT url, variants FROM image_assets');
    expect(assets.map((asset) => asset.url).sort()).toEqual(urls);

    const expectedFiles = assets.flatMap((asset) => [asset.url, ...asset.variants.map((variant) => variant.url)]).map((url) => path.basename(url));
    expect(server.uploadedFiles()).toEqual(expectedFiles.sort());
    const response = await fetch(`${server.url}${imageUrlOf(urls[0])}`); // rows hold keys
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it('does not seed again on a second start', async () => {
    const before = await storedState(server);
    expect(before.rows.users).toHaveLength(1);
    await server.stop();
    const second = await server.startAgain();
    try {
      const counts: { projects: string; services: string; gallery: string; users: string }[] = await second.database.db.query(`
        SELECT (SELECT count(*) FROM projects) AS projects, (SELECT count(*) FROM services) AS services,
               (SELECT count(*) FROM gallery_images) AS gallery, (SELECT count(*) FROM users) AS users`);
      expect(counts[0]).toEqual({
        projects: String(before.rows.projects.length),
        services: '7',
        gallery: '12',
        users: '1',
      });
      expect(server.uploadedFiles()).toEqual(before.files);
      const services = await fetch(`http://127.0.0.1:${second.port}/api/services`);
      expect(((await services.json()) as unknown[]).length).toBe(7);
    } finally {
      await second.stop();
    }
  });
});
