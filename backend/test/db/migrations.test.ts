import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const TABLES = [
  'activity',
  'content_version',
  'enquiries',
  'file_removals',
  'gallery_categories',
  'gallery_images',
  'idempotency_keys',
  'image_assets',
  'job_runs',
  'login_backoff',
  'login_known_addresses',
  'mail_settings',
  'project_images',
  'projects',
  'rate_limits',
  'services',
  'set_password_links',
  'site_maintenance',
  'site_settings',
  'trash_item_images',
  'trash_items',
  'users',
  'visit_counts',
];

describe('migrations', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Pipeline mode: TypeORM's schema builder (1.1.1) loads each table's columns with several queries
    // at once on one connection, which pg otherwise warns about (typeorm/typeorm#12055).
    db = createDataSource(database.url, { poolSize: 2, pipeline: true });
    await db.initialize();
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  async function tables(): Promise<string[]> {
    const rows: { table_name: string }[] = await db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY table_name",
    );
    return rows.map((row) => row.table_name);
  }

  async function pendingSchemaChanges(): Promise<string[]> {
    const sql = await db.driver.createSchemaBuilder().log();
    return sql.upQueries.map((query) => query.query);
  }

  it('starts from an empty database that differs from the entities', async () => {
    expect(await tables()).toEqual([]);
    expect(await pendingSchemaChanges()).not.toEqual([]); // the check below is able to fail
  });

  it('leaves no pending schema change once applied', async () => {
    const applied = await db.runMigrations({ transaction: 'each' });
    expect(applied.length).toBeGreaterThan(0);
    expect(await tables()).toEqual(TABLES);
    expect(await pendingSchemaChanges()).toEqual([]);
    expect(await db.showMigrations()).toBe(false); // nothing left to run
  });

  it('can be undone and applied again', async () => {
    const migrations = db.migrations.length;
    for (let i = 0; i < migrations; i++) await db.undoLastMigration({ transaction: 'each' });
    expect(await tables()).toEqual([]);
    const types: { typname: string }[] = await db.query("SELECT typname FROM pg_type WHERE typname = 'project_category'");
    expect(types).toEqual([]);

    await db.runMigrations({ transaction: 'each' });
    expect(await tables()).toEqual(TABLES);
    expect(await pendingSchemaChanges()).toEqual([]);
  });
});
