import fs from 'node:fs';
import path from 'node:path';
import type { RunningServer } from '../../src/server';
import { NEUTRAL_DOMINANT_COLOR, NEUTRAL_PLACEHOLDER } from '../../src/graphql/image-asset.resolver';
import type { StoredImage } from '../../src/storage';
import { makeJpeg, makePng } from '../fixtures/images';
import { startTestServer, type TestServer } from '../support/test-server';
import { imageKeyOf, imageUrlOf } from '../../src/storage/image-names';

interface Row {
  url: string;
  placeholder: string | null;
  dominant_color: string | null;
}

const PREVIEW = /^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/;
const COLOUR = /^#[0-9a-f]{6}$/;

describe('placeholders of images stored before they existed', () => {
  let server: TestServer;
  let restarted: RunningServer | null = null;
  let images: StoredImage[];

  // Rows hold keys; named here by URL as the API names them.
  const rows = async (): Promise<Row[]> =>
    ((await (restarted ?? server).database.db.query('SELECT url, placeholder, dominant_color FROM image_assets ORDER BY url')) as Row[]).map((row) => ({
      ...row,
      url: imageUrlOf(row.url),
    }));
  const rowOf = async (url: string) => (await rows()).find((row) => row.url === url);
  const fileOf = (url: string) => path.join(server.uploadDir, path.basename(url));

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    images = [];
    for (const image of [
      await makePng({ width: 1600, height: 900 }),
      await makeJpeg({ width: 400, height: 300 }),
      await makePng({ width: 700, height: 700 }),
      await makePng({ width: 300, height: 200 }),
    ]) {
      images.push(await server.services.images.saveBuffer(db.manager, image));
    }
    // As a database migrated from before placeholders: every row without one.
    await db.query('UPDATE image_assets SET placeholder = NULL, dominant_color = NULL');
    // The third image's files are gone, the fourth's is corrupt, and a row points elsewhere.
    for (const url of [images[2].url, ...images[2].variants.map((variant) => variant.url)]) fs.rmSync(fileOf(url));
    for (const url of [images[3].url, ...images[3].variants.map((variant) => variant.url)]) fs.writeFileSync(fileOf(url), 'not an image');
    await db.query(`INSERT INTO image_assets (url, width, height) VALUES ('https://cdn.example.com/a.jpg', 10, 10)`);
    await db.query(
      `INSERT INTO gallery_images (title, category_id, image_url) SELECT title, (SELECT id FROM gallery_categories WHERE name = 'Residential'), url
       FROM (VALUES ('Missing', $1), ('Present', $2)) AS image (title, url)`,
      [imageKeyOf(images[2].url), imageKeyOf(images[0].url)],
    );
  }, 60_000);

  afterAll(async () => {
    await restarted?.stop();
    await server?.close();
  });

  it('new uploads get a placeholder when they are stored', () => {
    for (const image of images) {
      expect(image.placeholder).toMatch(PREVIEW);
      expect(image.dominantColor).toMatch(COLOUR);
    }
  });

  it('are filled in at the next start from the stored files, skipping missing and unreadable ones', async () => {
    expect((await rows()).every((row) => row.placeholder === null)).toBe(true);
    await server.stop();
    restarted = await server.startAgain();

    for (const image of images.slice(0, 2)) {
      const row = await rowOf(image.url);
      expect(row?.placeholder).toMatch(PREVIEW);
      expect(row?.dominant_color).toMatch(COLOUR);
      expect(row?.placeholder!.length).toBeLessThan(1024);
    }
    for (const url of [images[2].url, images[3].url, 'https://cdn.example.com/a.jpg']) {
      expect(await rowOf(url)).toMatchObject({ placeholder: null, dominant_color: null });
    }
  });

  it('counts what it did, and leaves rows that already have one alone', async () => {
    const before = await rows();
    expect(await restarted!.services.images.backfillPlaceholders()).toEqual({ updated: 0, missing: 2, failed: 1 });
    expect(await rows()).toEqual(before);
  });

  it('answers GraphQL with the real placeholder, or a neutral one for a row that has none', async () => {
    const response = await fetch(`http://127.0.0.1:${restarted!.port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ galleryImages { title image { placeholder dominantColor } } }' }),
    });
    const body = (await response.json()) as {
      data: { galleryImages: { title: string; image: { placeholder: string; dominantColor: string } }[] };
    };
    const byTitle = Object.fromEntries(body.data.galleryImages.map((item) => [item.title, item.image]));
    const present = await rowOf(images[0].url);
    expect(byTitle.Present).toEqual({ placeholder: present?.placeholder, dominantColor: present?.dominant_color });
    expect(byTitle.Missing).toEqual({ placeholder: NEUTRAL_PLACEHOLDER, dominantColor: NEUTRAL_DOMINANT_COLOR });
  });
});
