import path from 'node:path';
import { ROOT_DIR } from '../../src/config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../src/db/embedded-postgres';

declare global {
  var __embeddedTestPostgres: EmbeddedDatabase | undefined;
}

/**
 * Tests run against a real PostgreSQL: TEST_DATABASE_URL when set (CI points it at the machine's
 * server), else an embedded one in .data/test-pg, never the dev data. Each test file then makes
 * its own database on that server (see test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.TEST_DATABASE_URL;
    return;
  }
  const embedded = await startEmbeddedPostgres({ dataDir: path.join(ROOT_DIR, '.data', 'test-pg'), port: 54339, throwaway: true });
  globalThis.__embeddedTestPostgres = embedded;
  process.env.TEST_ADMIN_DATABASE_URL = embedded.url('postgres');
}
