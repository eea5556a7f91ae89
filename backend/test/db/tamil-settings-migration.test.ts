import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@vriddhi/rules/site-settings';
import fs from 'node:fs';
import path from 'node:path';
import type { DataSource, MigrationInterface } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import { TamilSettingsDefaults1795861000000 } from '../../src/db/migrations/1795861000000-TamilSettingsDefaults';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

type MigrationClass = new () => MigrationInterface;

/** Every migration of the app before TamilSettingsDefaults, in order. */
async function migrationsBefore(): Promise<MigrationClass[]> {
  const folder = path.join(__dirname, '../../src/db/migrations');
  const files = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.ts') && file < '1795861000000')
    .sort();
  return Promise.all(files.map(async (file) => Object.values((await import(path.join(folder, file))) as Record<string, MigrationClass>)[0]));
}

async function connect(url: string, migrations: MigrationClass[]): Promise<DataSource> {
  const db = createDataSource(url, { poolSize: 2 });
  db.setOptions({ migrations });
  await db.initialize();
  return db;
}

/** `value` as the settings were stored before Tamil: no `ta` anywhere. */
function englishOnly<T>(value: T): T {
  if (Array.isArray(value)) return value.map(englishOnly) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'ta')
      .map(([key, inner]) => [key, englishOnly(inner)]),
  ) as T;
}

const defaults = DEFAULT_SITE_SETTINGS;

/** A site running since before Tamil: the default texts, but its own firm name, town and first reason. */
const before: SiteSettings = englishOnly({
  ...structuredClone(defaults),
  firmName: 'Sri Lakshmi Constructions',
  address: { ...defaults.address, town: 'Virudhachalam' },
  about: { ...defaults.about, reasons: [{ title: 'Fair prices', text: 'We quote every item.' }, ...defaults.about.reasons.slice(1)] },
});

const stored = async (db: DataSource): Promise<SiteSettings> => (await db.query(`SELECT data FROM site_settings WHERE id = 1`))[0].data;

describe('migration TamilSettingsDefaults: a site from before Tamil gets the default Tamil where it shows the default English', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    const old = await connect(database.url, await migrationsBefore());
    try {
      await old.runMigrations({ transaction: 'each' });
      await old.query(`INSERT INTO site_settings (id, data) VALUES (1, $1::jsonb)`, [JSON.stringify(before)]);
    } finally {
      await old.destroy();
    }
    db = await connect(database.url, [...(await migrationsBefore()), TamilSettingsDefaults1795861000000]);
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  it('adds the Tamil of each field and item whose English is the default, never beside the firm’s own English', async () => {
    expect((await db.runMigrations({ transaction: 'each' })).map((migration) => migration.name)).toEqual(['TamilSettingsDefaults1795861000000']);
    const after = await stored(db);
    expect(englishOnly(after)).toEqual(before); // the English untouched
    expect(after.ta).not.toHaveProperty('firmName');
    expect(after.ta?.tagline).toBe(defaults.ta!.tagline);
    expect(after.ta?.description).toBe(defaults.ta!.description);
    expect(after.address.ta?.town).toBeUndefined();
    expect(after.address.ta?.street).toBe(defaults.address.ta!.street);
    expect(after.about.reasons[0].ta).toBeUndefined();
    expect(after.about.reasons.slice(1).map((reason) => reason.ta)).toEqual(defaults.about.reasons.slice(1).map((reason) => reason.ta));
    expect(after.phones.map((phone) => phone.ta)).toEqual(defaults.phones.map((phone) => phone.ta));
    expect(after.about.team.map((member) => member.ta)).toEqual(defaults.about.team.map((member) => member.ta));
    expect(after.about.ta).toEqual(defaults.about.ta);
  });

  it('can be undone: the settings as they were', async () => {
    await db.undoLastMigration({ transaction: 'each' });
    expect(await stored(db)).toEqual(before);
  });

  it('leaves settings that already hold Tamil as they are', async () => {
    const withTamil = { ...before, ta: { tagline: 'எங்கள் சொந்த வாசகம்' } };
    await db.query(`UPDATE site_settings SET data = $1::jsonb WHERE id = 1`, [JSON.stringify(withTamil)]);
    await db.runMigrations({ transaction: 'each' });
    expect(await stored(db)).toEqual(withTamil);
  });
});
