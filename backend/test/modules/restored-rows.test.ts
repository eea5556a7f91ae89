import type { DataSource } from 'typeorm';
import { createDataSource } from '../../src/db/create-data-source';
import { rowsInBatches } from '../../src/modules/backups/restored-rows';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** A restore reads its rows back to check them: a batch at a time, bounded by bytes whatever the rows' sizes. */
describe('rowsInBatches', () => {
  let database: TestDatabase;
  let db: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDataSource(database.url, { poolSize: 1 });
    await db.initialize();
    // Rows of 100 KB to 700 KB of JSON, small ones between them, and one of 1.5 MB.
    await db.query('CREATE TABLE wide (id int PRIMARY KEY, text text NOT NULL)');
    await db.query(
      `INSERT INTO wide SELECT n, repeat('x', CASE WHEN n = 40 THEN 1500000 WHEN n % 2 = 0 THEN 10 ELSE 100000 * (n % 7 + 1) END) FROM generate_series(1, 40) AS n`,
    );
  });

  afterAll(async () => {
    if (db?.isInitialized) await db.destroy();
    await database?.drop();
  });

  it('gives every row once, in batches of at most the bytes given (a larger row alone)', async () => {
    const maxBatchBytes = 1024 * 1024;
    const batches = await db.transaction(async (manager) => {
      const read: { id: number; text: string }[][] = [];
      for await (const batch of rowsInBatches(manager, 'wide', maxBatchBytes)) read.push(batch as { id: number; text: string }[]);
      return read;
    });
    for (const batch of batches) {
      const bytes = batch.reduce((sum, row) => sum + Buffer.byteLength(JSON.stringify(row)), 0);
      expect(batch.length === 1 || bytes <= maxBatchBytes).toBe(true);
    }
    expect(batches.length).toBeGreaterThan(5);
    expect(
      batches
        .flat()
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });
});
