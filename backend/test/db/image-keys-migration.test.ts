import { DEFAULT_SITE_SETTINGS } from '@vriddhi/rules/site-settings';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, MigrationInterface } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import { ImageKeys1795810000000 } from '../../src/db/migrations/1795810000000-ImageKeys';
import { ImageAsset, Project, SiteSettingsRecord } from '../../src/entities';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

type MigrationClass = new () => MigrationInterface;

/** Every migration of the app before ImageKeys, in order. */
async function migrationsBeforeImageKeys(): Promise<MigrationClass[]> {
  const folder = path.join(__dirname, '../../src/db/migrations');
  const files = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file < '1795810000000')
    .sort();
  return Promise.all(files.map(async (file) => Object.values((await import(path.join(folder, file))) as Record<string, MigrationClass>)[0]));
}

async function connect(url: string, migrations: MigrationClass[]): Promise<DataSource> {
  const db = createDataSource(url, { poolSize: 2 });
  db.setOptions({ migrations });
  await db.initialize();
  return db;
}

const A = '0123456789abcdef0123456789abcdef';
const B = 'fedcba9876543210fedcba9876543210';

/** Rows as the app wrote them before keys: every image named by its /uploads/ URL, and one foreign URL no app wrote. */
async function fillWithUrls(db: DataSource): Promise<void> {
  await db.query(`INSERT INTO image_assets (url, width, height, variants) VALUES
    ('/uploads/${A}.webp', 1000, 500, '[{"url": "/uploads/${A}-480w.webp", "width": 480, "height": 240}, {"url": "/uploads/${A}-720w.webp", "width": 720, "height": 360}]'),
    ('/uploads/${B}.webp', 400, 300, '[]'),
    ('https://example.com/elsewhere.webp', 10, 10, '[]')`);
  await db.query(`INSERT INTO gallery_categories (name) VALUES ('Residential') ON CONFLICT DO NOTHING`);
  await db.query(
    `INSERT INTO projects (id, title, category, details, image_url) VALUES ('00000000-0000-4000-8000-000000000001', 'Villa', 'residential', 'D', '/uploads/${A}.webp')`,
  );
  await db.query(`INSERT INTO project_images (project_id, position, image_url) VALUES ('00000000-0000-4000-8000-000000000001', 0, '/uploads/${B}.webp')`);
  await db.query(`INSERT INTO gallery_images (title, category_id, image_url) SELECT 'Photo', id, '/uploads/${B}.webp' FROM gallery_categories LIMIT 1`);
  await db.query(
    `INSERT INTO services (title, description, image_url, points, position) VALUES ('Design', 'D', 'https://example.com/elsewhere.webp', '{x}', 1)`,
  );
  const team = [
    { name: 'A', role: 'R', bio: '', photoUrl: `/uploads/${A}.webp` },
    { name: 'B', role: 'R', bio: '', photoUrl: null },
  ];
  const data = { ...DEFAULT_SITE_SETTINGS, about: { ...DEFAULT_SITE_SETTINGS.about, team } };
  await db.query(`INSERT INTO site_settings (id, data) VALUES (1, $1::jsonb)`, [JSON.stringify(data)]);
}

const values = async (db: DataSource) => ({
  assets: await db.query(`SELECT url, variants->0->>'url' AS first_variant, variants->1->>'width' AS second_width FROM image_assets ORDER BY width DESC`),
  images: await db.query(
    `SELECT (SELECT image_url FROM projects) AS project, (SELECT image_url FROM project_images) AS extra, (SELECT image_url FROM gallery_images) AS gallery, (SELECT image_url FROM services) AS service`,
  ),
  team: (await db.query(`SELECT data->'about'->'team' AS team FROM site_settings`))[0].team.map((member: { photoUrl: string | null }) => member.photoUrl),
});

describe('migration ImageKeys: rows name images by storage key', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const old = await connect(database.url, await migrationsBeforeImageKeys());
    try {
      await old.runMigrations({ transaction: 'each' });
      await fillWithUrls(old);
    } finally {
      await old.destroy();
    }
    db = await connect(database.url, [...(await migrationsBeforeImageKeys()), ImageKeys1795810000000]);
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  it('turns every /uploads/ URL into its key, and leaves other values as they are', async () => {
    expect((await db.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(['ImageKeys1795810000000']);
    expect(await values(db)).toEqual({
      assets: [
        { url: `${A}.webp`, first_variant: `${A}-480w.webp`, second_width: '720' },
        { url: `${B}.webp`, first_variant: null, second_width: null },
        { url: 'https://example.com/elsewhere.webp', first_variant: null, second_width: null },
      ],
      images: [{ project: `${A}.webp`, extra: `${B}.webp`, gallery: `${B}.webp`, service: 'https://example.com/elsewhere.webp' }],
      team: [`${A}.webp`, null],
    });
  });

  it('gives the rows back to the app with the same URLs as before', async () => {
    // Only the columns this schema has: columns added by later migrations (the Tamil texts) are not there yet.
    const [project] = await db.getRepository(Project).find({ select: { id: true, imageUrl: true, images: true } });
    expect(project).toMatchObject({ imageUrl: `/uploads/${A}.webp`, images: [`/uploads/${B}.webp`] });
    const asset = await db.getRepository(ImageAsset).findOneOrFail({ where: { url: `/uploads/${A}.webp` }, select: { url: true, variants: true } });
    expect(asset.variants.map((variant) => variant.url)).toEqual([`/uploads/${A}-480w.webp`, `/uploads/${A}-720w.webp`]);
    const settings = await db.getRepository(SiteSettingsRecord).findOneByOrFail({ id: 1 });
    expect(settings.data.about.team.map((member) => member.photoUrl)).toEqual([`/uploads/${A}.webp`, null]);
  });

  it('can be undone: the URLs come back', async () => {
    await db.undoLastMigration({ transaction: 'each' });
    expect(await values(db)).toEqual({
      assets: [
        { url: `/uploads/${A}.webp`, first_variant: `/uploads/${A}-480w.webp`, second_width: '720' },
        { url: `/uploads/${B}.webp`, first_variant: null, second_width: null },
        { url: 'https://example.com/elsewhere.webp', first_variant: null, second_width: null },
      ],
      images: [{ project: `/uploads/${A}.webp`, extra: `/uploads/${B}.webp`, gallery: `/uploads/${B}.webp`, service: 'https://example.com/elsewhere.webp' }],
      team: [`/uploads/${A}.webp`, null],
    });
  });
});
