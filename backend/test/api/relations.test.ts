import { Client } from 'pg';
import type { RunningServer } from '../../src/server';
import { createGalleryImage, createProject, filePart, multipartForm, request, type RestGalleryImage, type RestProject, samplePng } from '../support/factories';
import { storedState } from '../support/state';
import { startTestServer, type TestServer, useAdminServer } from '../support/test-server';
import { foreignKeyViolation } from '../support/database-errors';
import { imageKeyOf } from '../../src/storage/image-names';

/** Gallery images reference their category, and projects their images, by key: the database keeps them together. */
describe('relations kept by the database', () => {
  let server: TestServer;
  let token: string;

  useAdminServer((started) => ({ server, token } = started));

  it('a category with images cannot be deleted, and its images stay', async () => {
    const image = await createGalleryImage(server, token, { category: 'Commercial' });
    const before = await storedState(server);
    await expect(server.database.db.query(`DELETE FROM gallery_categories WHERE name = 'Commercial'`)).rejects.toMatchObject(
      foreignKeyViolation('FK_gallery_images_category_id'),
    );
    expect(await storedState(server)).toEqual(before);
    const { body } = await request<RestGalleryImage>(server, 'GET', `/api/gallery/${image.id}`);
    expect(body.category).toBe('Commercial');
  });

  it("a project's stored images cannot lose their rows while it shows them", async () => {
    const project = await createProject(server, token, { images: [filePart(await samplePng())] });
    for (const url of [project.imageUrl, project.images[0]]) {
      await expect(server.database.db.query('DELETE FROM image_assets WHERE url = $1', [imageKeyOf(url)])).rejects.toMatchObject(foreignKeyViolation());
    }
  });

  it('deleting a project takes its image rows with it; its photos stay in the Trash until deleted for good', async () => {
    const project = await createProject(server, token, { images: [filePart(await samplePng()), filePart(await samplePng())] });
    const keys = [project.imageUrl, ...project.images].map(imageKeyOf);
    const assets = async () => ((await server.database.db.query('SELECT url FROM image_assets WHERE url = ANY($1)', [keys])) as unknown[]).length;
    const { status } = await request(server, 'DELETE', `/api/projects/${project.id}`, { token });
    expect(status).toBe(200);
    const rows: unknown[] = await server.database.db.query('SELECT 1 FROM project_images WHERE project_id = $1', [project.id]);
    expect(rows).toEqual([]);
    expect(await assets()).toBe(3);
    // Held by the Trash: the asset rows cannot be deleted under it.
    await expect(server.database.db.query('DELETE FROM image_assets WHERE url = $1', [keys[0]])).rejects.toMatchObject(foreignKeyViolation());
    await server.database.db.query('DELETE FROM trash_items WHERE item_id = $1', [project.id]);
    expect(await server.database.db.query('SELECT 1 FROM trash_item_images')).toEqual([]);
    expect(await assets()).toBe(3);
  });

  it('two edits adding extra images to one project at the same time both keep their images', async () => {
    const project = await createProject(server, token, { images: [filePart(await samplePng())] });
    // Holding the project's row makes both edits wait at their own lock, then run one after the other.
    const holder = new Client({ connectionString: server.databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT 1 FROM projects WHERE id = $1 FOR UPDATE', [project.id]);
      const edits = [1, 2].map(async () =>
        request<{ data: RestProject }>(server, 'PATCH', `/api/projects/${project.id}`, {
          token,
          form: multipartForm({}, { images: [filePart(await samplePng())] }),
        }),
      );
      await waitUntil(async () => {
        // Asked outside the holder's transaction, which sees one snapshot of the activity.
        const rows: { waiting: number }[] = await server.database.db.query(
          `SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        return rows[0].waiting === 2;
      });
      await holder.query('COMMIT');
      const answers = await Promise.all(edits);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const added = answers.map((answer) => answer.body.data.images.at(-1)!);
      const { body } = await request<{ data: RestProject }>(server, 'GET', `/api/projects/${project.id}`);
      expect(body.data.images).toHaveLength(3);
      expect(body.data.images[0]).toBe(project.images[0]);
      expect(new Set(body.data.images.slice(1))).toEqual(new Set(added));
    } finally {
      await holder.end();
    }
  });
});

describe('renaming a gallery category', () => {
  let server: TestServer;
  let restarted: RunningServer | null = null;
  let images: RestGalleryImage[];

  beforeAll(async () => {
    server = await startTestServer();
    const token = await server.login();
    images = [
      await createGalleryImage(server, token, { title: 'Kitchen', category: 'Interiors' }),
      await createGalleryImage(server, token, { title: 'Staircase', category: 'interiors' }),
      await createGalleryImage(server, token, { title: 'Villa', category: 'Residential' }),
    ];
  });

  afterAll(async () => {
    await restarted?.stop();
    await server?.close();
  });

  it('carries its images along', async () => {
    expect(images.map((image) => image.category)).toEqual(['Interiors', 'Interiors', 'Residential']);
    await server.stop();
    // There is no rename in the admin: a rename is a change of the row, as an operator would make it.
    const operator = new Client({ connectionString: server.databaseUrl });
    await operator.connect();
    await operator.query(`UPDATE gallery_categories SET name = 'Interior Design' WHERE name = 'Interiors'`).finally(() => operator.end());
    restarted = await server.startAgain();
    const url = `http://127.0.0.1:${restarted.port}`;

    const renamed = (await (await fetch(`${url}/api/gallery?category=interior%20design`)).json()) as RestGalleryImage[];
    expect(renamed.map(({ title, category }) => ({ title, category }))).toEqual([
      { title: 'Staircase', category: 'Interior Design' },
      { title: 'Kitchen', category: 'Interior Design' },
    ]);
    expect(await (await fetch(`${url}/api/gallery?category=Interiors`)).json()).toEqual([]);
    const one = (await (await fetch(`${url}/api/gallery/${images[0].id}`)).json()) as RestGalleryImage;
    expect(one.category).toBe('Interior Design');

    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ galleryImages(category: "Interior Design") { title category } residential: galleryImages(category: "Residential") { title } }',
      }),
    });
    expect(await response.json()).toEqual({
      data: {
        galleryImages: [
          { title: 'Staircase', category: 'Interior Design' },
          { title: 'Kitchen', category: 'Interior Design' },
        ],
        residential: [{ title: 'Villa' }],
      },
    });
  });
});

async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the condition');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
