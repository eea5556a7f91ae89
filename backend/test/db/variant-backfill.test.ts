import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ImageStore, VARIANT_WIDTHS, type StoredImage } from '../../src/storage';
import { makeJpeg, makePng } from '../fixtures/images';
import { startTestServer, type TestServer } from '../support/test-server';
import { imageKeyOf, imageUrlOf, imageVariantsColumn } from '../../src/storage/image-names';

interface Row {
  url: string;
  variants: { url: string; width: number; height: number }[];
}

/** The widths an image stored before 240 and 720 px existed has. */
const OLD_WIDTHS = [480, 960, 1440];

describe('narrower copies of images stored before their widths existed', () => {
  let server: TestServer;
  let images: StoredImage[];

  const rowOf = async (url: string): Promise<Row> => {
    const [row] = (await server.database.db.query('SELECT url, variants FROM image_assets WHERE url = $1', [imageKeyOf(url)])) as Row[];
    // Rows hold keys; named here by URL as the API names them.
    return { url: imageUrlOf(row.url), variants: imageVariantsColumn.from(row.variants) };
  };
  const fileOf = (url: string) => path.join(server.uploadDir, path.basename(url));
  const srcsetOfGallery = async (): Promise<string> => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ galleryImages { title image { srcset } } }' }),
    });
    const body = (await response.json()) as { data: { galleryImages: { title: string; image: { srcset: string } }[] } };
    return body.data.galleryImages.find((item) => item.title === 'Old photo')!.image.srcset;
  };

  /** As a row written before 240 and 720 px existed: those variants neither in the row nor on disk. */
  async function makeOld(image: StoredImage): Promise<void> {
    for (const variant of image.variants) if (!OLD_WIDTHS.includes(variant.width)) fs.rmSync(fileOf(variant.url));
    const old = image.variants.filter((variant) => OLD_WIDTHS.includes(variant.width));
    await server.database.db.query('UPDATE image_assets SET variants = $2::jsonb WHERE url = $1', [
      imageKeyOf(image.url),
      JSON.stringify(imageVariantsColumn.to(old)),
    ]);
  }

  beforeAll(async () => {
    server = await startTestServer();
    const db = server.database.db;
    images = [];
    for (const image of [
      await makePng({ width: 1600, height: 900 }),
      await makeJpeg({ width: 1000, height: 750 }),
      await makePng({ width: 800, height: 800 }),
    ]) {
      images.push(await server.services.images.saveBuffer(db.manager, image));
    }
    for (const image of images) await makeOld(image);
    // The third image's files are gone altogether.
    for (const url of [images[2].url, ...images[2].variants.map((variant) => variant.url)]) fs.rmSync(fileOf(url), { force: true });
    await db.query(
      `INSERT INTO gallery_images (title, category_id, image_url) VALUES ('Old photo', (SELECT id FROM gallery_categories WHERE name = 'Residential'), $1)`,
      [imageKeyOf(images[0].url)],
    );
  }, 60_000);

  afterAll(async () => {
    jest.restoreAllMocks();
    await server?.close();
  });

  it('new uploads get every width narrower than themselves', () => {
    expect(images[0].variants.map((variant) => variant.width)).toEqual([...VARIANT_WIDTHS]);
    expect(images[1].variants.map((variant) => variant.width)).toEqual([240, 480, 720, 960]);
  });

  it('makes the missing ones from the full image, stores them, and renews the answers kept in memory', async () => {
    const before = await srcsetOfGallery();
    expect(before).not.toContain(' 240w');

    expect(await server.services.images.backfillVariants()).toEqual({ updated: 2, missing: 1, failed: 0 });

    for (const [image, widths] of [
      [images[0], [240, 480, 720, 960, 1440]],
      [images[1], [240, 480, 720, 960]],
    ] as const) {
      const row = await rowOf(image.url);
      expect(row.variants.map((variant) => variant.width)).toEqual(widths);
      for (const variant of row.variants) {
        const metadata = await sharp(fs.readFileSync(fileOf(variant.url))).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', variant.width, variant.height]);
        expect((await fetch(`${server.url}${variant.url}`)).status).toBe(200);
      }
    }
    expect((await rowOf(images[0].url)).variants.find((variant) => variant.width === 240)).toMatchObject({ height: 135 });
    expect(await srcsetOfGallery()).toMatch(/-240w\.webp 240w, .*-720w\.webp 720w, /);
  });

  it('counts what it did, and leaves images that have every width alone', async () => {
    const before = await Promise.all(images.map((image) => rowOf(image.url)));
    expect(await server.services.images.backfillVariants()).toEqual({ updated: 0, missing: 1, failed: 0 });
    expect(await Promise.all(images.map((image) => rowOf(image.url)))).toEqual(before);
  });

  it('leaves a row changed meanwhile as it is, and removes the files it made for it', async () => {
    const image = await server.services.images.saveBuffer(server.database.db.manager, await makePng({ width: 1200, height: 600 }));
    await makeOld(image);
    const changedMeanwhile = [{ url: '/uploads/elsewhere-480w.webp', width: 480, height: 240 }];
    const addVariants = ImageStore.prototype.addVariants;
    const spy = jest.spyOn(ImageStore.prototype, 'addVariants').mockImplementation(async function (this: ImageStore, ...args) {
      const added = await addVariants.apply(this, args);
      await server.database.db.query('UPDATE image_assets SET variants = $2::jsonb WHERE url = $1', [
        imageKeyOf(image.url),
        JSON.stringify(imageVariantsColumn.to(changedMeanwhile)),
      ]);
      return added;
    });
    try {
      expect(await server.services.images.backfillVariants()).toMatchObject({ updated: 0 });
    } finally {
      spy.mockRestore();
    }
    expect((await rowOf(image.url)).variants).toEqual(changedMeanwhile);
    for (const width of [240, 720]) expect(fs.existsSync(fileOf(image.url.replace('.webp', `-${width}w.webp`)))).toBe(false);
  });

  it('two runs at once on one storage (two servers started together): the row keeps the files it names', async () => {
    const image = await server.services.images.saveBuffer(server.database.db.manager, await makePng({ width: 1200, height: 600 }));
    await makeOld(image);
    // Both runs have written their files (under the same names) before either updates the row.
    let arrived = 0;
    let bothWritten!: () => void;
    const barrier = new Promise<void>((resolve) => (bothWritten = resolve));
    const addVariants = ImageStore.prototype.addVariants;
    const spy = jest.spyOn(ImageStore.prototype, 'addVariants').mockImplementation(async function (this: ImageStore, ...args) {
      const added = await addVariants.apply(this, args);
      if (++arrived === 2) bothWritten();
      await barrier;
      return added;
    });
    let outcomes;
    try {
      outcomes = await Promise.all([server.services.images.backfillVariants(), server.services.images.backfillVariants()]);
    } finally {
      spy.mockRestore();
    }
    for (const outcome of outcomes) expect(outcome.failed).toBe(0);
    const row = await rowOf(image.url);
    expect(row.variants.map((variant) => variant.width)).toEqual([240, 480, 720, 960]);
    for (const variant of row.variants) expect(fs.existsSync(fileOf(variant.url))).toBe(true);
  });
});
