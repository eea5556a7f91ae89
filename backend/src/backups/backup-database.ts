import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource } from '../db/create-data-source';
import { ClusterInUseError, type EmbeddedDatabase, runningClusterUrl, startEmbeddedPostgres } from '../db/embedded-postgres';

/** The embedded PostgreSQL's database of the site (db/connect.ts). */
const EMBEDDED_DATABASE = 'app';

export interface OpenDatabase {
  db: DataSource;
  close(): Promise<void>;
}

/**
 * The site's database for reading, whether the server runs or not: DATABASE_URL, else the embedded
 * PostgreSQL the running server started, else one started here for the time of the backup.
 * Migrations are not applied: a backup records the schema as it is.
 */
export async function openDatabaseForBackup(config: Config): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let embedded: EmbeddedDatabase | null = null;
  if (!url) {
    const clusterDir = path.join(config.dataDir, 'pg');
    try {
      embedded = await startEmbeddedPostgres({ dataDir: clusterDir, port: config.embeddedPgPort });
      url = embedded.url(EMBEDDED_DATABASE);
    } catch (error) {
      if (!(error instanceof ClusterInUseError)) throw error;
      url = runningClusterUrl(clusterDir, EMBEDDED_DATABASE);
      if (!url) throw error;
    }
  }
  const db = createDataSource(url, { poolSize: 2 });
  try {
    await db.initialize();
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
