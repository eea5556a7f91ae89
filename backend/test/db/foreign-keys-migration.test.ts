import type { DataSource, MigrationInterface } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import { Initial1795424839636 } from '../../src/db/migrations/1795424839636-Initial';
import { ImagePlaceholders1795455484624 } from '../../src/db/migrations/1795455484624-ImagePlaceholders';
import { ForeignKeys1795462000000 } from '../../src/db/migrations/1795462000000-ForeignKeys';
import { GalleryImage, Project } from '../../src/entities';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { foreignKeyViolation } from '../support/database-errors';

type MigrationClass = new () => MigrationInterface;
const BEFORE_FOREIGN_KEYS: MigrationClass[] = [Initial1795424839636, ImagePlaceholders1795455484624];

/** A connection that knows only `migrations`, so it migrates the database exactly that far. */
async function connect(url: string, migrations: MigrationClass[]): Promise<DataSource> {
  const db = createDataSource(url, { poolSize: 2 });
  db.setOptions({ migrations });
  await db.initialize();
  return db;
}

const asset = (url: string) => `('${url}', 800, 600)`;

/** Rows as the app wrote them before the keys: categories and image urls as strings. */
async function fillOldSchema(db: DataSource): Promise<void> {
  await db.query(`INSERT INTO gallery_categories (name) VALUES ('Residential'), ('Interiors'), ('Commercial'), ('commercial')`);
  await db.query(
    `INSERT INTO image_assets (url, width, height) VALUES ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => asset(`/uploads/${name}.webp`)).join(', ')}`,
  );
  await db.query(`
    INSERT INTO projects (id, title, category, details, image_url, images) VALUES
      ('00000000-0000-4000-8000-000000000001', 'Three extras', 'residential', 'D', '/uploads/a.webp', ARRAY['/uploads/d.webp', '/uploads/b.webp', '/uploads/c.webp']),
      ('00000000-0000-4000-8000-000000000002', 'No extra', 'commercial', 'D', '/uploads/e.webp', '{}'),
      ('00000000-0000-4000-8000-000000000003', 'One extra', 'industrial', 'D', '/uploads/f.webp', ARRAY['/uploads/g.webp'])`);
  await db.query(`
    INSERT INTO gallery_images (id, title, category, image_url) VALUES
      ('00000000-0000-4000-8000-0000000000a1', 'Exact', 'Residential', '/uploads/h.webp'),
      ('00000000-0000-4000-8000-0000000000a2', 'Other case', 'INTERIORS', '/uploads/i.webp'),
      ('00000000-0000-4000-8000-0000000000a3', 'Exact among two cases', 'commercial', '/uploads/j.webp'),
      ('00000000-0000-4000-8000-0000000000a4', 'Unknown', 'Drone shots', '/uploads/h.webp'),
      ('00000000-0000-4000-8000-0000000000a5', 'Unknown too', 'Drone shots', '/uploads/i.webp')`);
}

/** Migrates the database to just before ForeignKeys, fills it (then applies `change`), and connects with ForeignKeys pending. */
async function connectWithOldData(url: string, change?: (old: DataSource) => Promise<unknown>): Promise<DataSource> {
  const old = await connect(url, BEFORE_FOREIGN_KEYS);
  try {
    await old.runMigrations({ transaction: 'each' });
    await fillOldSchema(old);
    await change?.(old);
  } finally {
    await old.destroy();
  }
  return connect(url, [...BEFORE_FOREIGN_KEYS, ForeignKeys1795462000000]);
}

describe('migration ForeignKeys: strings become foreign keys', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await connectWithOldData(database.url);
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  it('applies on the old schema filled with data', async () => {
    const applied = await db.runMigrations({ transaction: 'each' });
    expect(applied.map((migration) => migration.name)).toEqual(['ForeignKeys1795462000000']);
  });

  it('keeps every project image, in order, as rows referencing the stored images', async () => {
    const rows: { project_id: string; position: number; image_url: string }[] = await db.query(
      'SELECT project_id::text, position, image_url FROM project_images ORDER BY project_id, position',
    );
    expect(rows).toEqual([
      { project_id: '00000000-0000-4000-8000-000000000001', position: 0, image_url: '/uploads/d.webp' },
      { project_id: '00000000-0000-4000-8000-000000000001', position: 1, image_url: '/uploads/b.webp' },
      { project_id: '00000000-0000-4000-8000-000000000001', position: 2, image_url: '/uploads/c.webp' },
      { project_id: '00000000-0000-4000-8000-000000000003', position: 0, image_url: '/uploads/g.webp' },
    ]);
    // Only the columns of this point in the migrations (later ones add more).
    const projects = await db.getRepository(Project).find({ select: { id: true, title: true, imageUrl: true, images: true }, order: { title: 'ASC' } });
    expect(projects.map(({ title, imageUrl, images }) => ({ title, imageUrl, images }))).toEqual([
      { title: 'No extra', imageUrl: '/uploads/e.webp', images: [] },
      { title: 'One extra', imageUrl: '/uploads/f.webp', images: ['/uploads/g.webp'] },
      { title: 'Three extras', imageUrl: '/uploads/a.webp', images: ['/uploads/d.webp', '/uploads/b.webp', '/uploads/c.webp'] },
    ]);
  });

  it('keeps every gallery image in its category, creating the categories that matched nothing', async () => {
    const images = await db.getRepository(GalleryImage).find({ select: { id: true, title: true, category: true }, order: { id: 'ASC' } });
    expect(images.map(({ title, category }) => ({ title, category }))).toEqual([
      { title: 'Exact', category: 'Residential' },
      { title: 'Other case', category: 'Interiors' },
      { title: 'Exact among two cases', category: 'commercial' },
      { title: 'Unknown', category: 'Drone shots' },
      { title: 'Unknown too', category: 'Drone shots' },
    ]);
    const categories: { name: string }[] = await db.query('SELECT name FROM gallery_categories ORDER BY name COLLATE "C"');
    expect(categories.map((category) => category.name)).toEqual(['Commercial', 'Drone shots', 'Interiors', 'Residential', 'commercial']);
  });

  it('enforces the keys from then on', async () => {
    await expect(db.query(`DELETE FROM image_assets WHERE url = '/uploads/a.webp'`)).rejects.toMatchObject(foreignKeyViolation('FK_projects_image_url'));
    await expect(db.query(`DELETE FROM image_assets WHERE url = '/uploads/b.webp'`)).rejects.toMatchObject(foreignKeyViolation('FK_project_images_image_url'));
    await expect(db.query(`DELETE FROM gallery_categories WHERE name = 'Drone shots'`)).rejects.toMatchObject(
      foreignKeyViolation('FK_gallery_images_category_id'),
    );
    await expect(db.query(`UPDATE projects SET image_url = '/uploads/nowhere.webp'`)).rejects.toMatchObject(foreignKeyViolation('FK_projects_image_url'));
  });

  it('gives the strings back when undone', async () => {
    await db.undoLastMigration({ transaction: 'each' });
    const projects: { title: string; images: string[] }[] = await db.query('SELECT title, images FROM projects ORDER BY title');
    expect(projects).toEqual([
      { title: 'No extra', images: [] },
      { title: 'One extra', images: ['/uploads/g.webp'] },
      { title: 'Three extras', images: ['/uploads/d.webp', '/uploads/b.webp', '/uploads/c.webp'] },
    ]);
    const images: { title: string; category: string }[] = await db.query('SELECT title, category FROM gallery_images ORDER BY id');
    expect(images.map((image) => image.category)).toEqual(['Residential', 'Interiors', 'commercial', 'Drone shots', 'Drone shots']);
  });
});

describe('migration ForeignKeys: a project image that names no stored image', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = await connectWithOldData(database.url, (old) =>
      old.query(`UPDATE projects SET images = images || '/uploads/lost.webp'::text WHERE title = 'One extra'`),
    );
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  it('stops the migration, naming it, and changes nothing', async () => {
    const before = await db.query('SELECT * FROM projects ORDER BY id');
    const beforeGallery = await db.query('SELECT * FROM gallery_images ORDER BY id');
    const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined); // TypeORM prints the failure too
    try {
      await expect(db.runMigrations({ transaction: 'each' })).rejects.toThrow('project 00000000-0000-4000-8000-000000000003: /uploads/lost.webp');
    } finally {
      typeormLog.mockRestore();
    }
    expect(await db.query('SELECT * FROM projects ORDER BY id')).toEqual(before);
    expect(await db.query('SELECT * FROM gallery_images ORDER BY id')).toEqual(beforeGallery);
    expect(await db.query(`SELECT count(*)::int AS count FROM gallery_categories`)).toEqual([{ count: 4 }]);
    expect(await db.query(`SELECT to_regclass('project_images') AS found`)).toEqual([{ found: null }]);
    expect(await db.showMigrations()).toBe(true); // still pending
  });
});
