import path from 'node:path';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { oneAtATime } from '../jobs/once-across-instances';
import { createDataSource } from './create-data-source';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres';
import { isRoot } from './postgres-binaries';
import { leftoversNotice } from './prune-leftovers';

export interface Database {
  db: DataSource;
  embedded: EmbeddedDatabase | null;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'app';
/** SQLSTATE of CREATE DATABASE for a name that exists (messages differ by version and language). */
const DUPLICATE_DATABASE = '42P04';

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies pending migrations. */
export async function connectDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>, logger: Logger): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let url = config.databaseUrl;
  if (!url) {
    logger.info('DATABASE_URL is not set: starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, 'pg'),
      port: config.embeddedPgPort,
      onLog: (line) => logger.debug({ postgres: line }),
    });
    await embedded.createDatabase(EMBEDDED_DATABASE).catch((error: { code?: string }) => {
      if (error.code !== DUPLICATE_DATABASE) throw error;
    });
    url = embedded.url(EMBEDDED_DATABASE);
    logEmbeddedPlace(embedded, logger);
  }
  const db = createDataSource(url);
  try {
    await db.initialize();
    // Processes started together: one migrates, the others wait for it and find nothing to do.
    const applied = await oneAtATime(db, 'start-up', () => db.runMigrations({ transaction: 'each' }));
    if (applied.length > 0) logger.info({ migrations: applied.map((m) => m.name) }, 'Applied migrations');
  } catch (error) {
    if (db.isInitialized) await db.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    db,
    embedded,
    async close() {
      if (db.isInitialized) await db.destroy();
      await embedded?.stop();
    },
  };
}

/** Where the database lives (outside the checkout: which file ties it there), and what other data folders left behind. */
function logEmbeddedPlace(embedded: EmbeddedDatabase, logger: Logger): void {
  if (embedded.movedFrom) {
    logger.warn(
      { from: embedded.movedFrom, to: embedded.dataDir },
      `Moved the database out of ${embedded.movedFrom} to ${embedded.dataDir}: the postgres user cannot enter this checkout's folder (0700)`,
    );
  }
  if (embedded.tieFile) {
    logger.info(
      { dataDir: embedded.dataDir, tieFile: embedded.tieFile },
      `Embedded PostgreSQL is running, its data in ${embedded.dataDir} (outside the checkout, which the postgres user cannot enter; ${embedded.tieFile} names it)`,
    );
  } else {
    logger.info({ dataDir: embedded.dataDir }, `Embedded PostgreSQL is running, its data in ${embedded.dataDir}`);
  }
  // Only root's databases ever live outside a data folder.
  if (isRoot()) logLeftovers(logger);
}

function logLeftovers(logger: Logger): void {
  try {
    const notice = leftoversNotice();
    if (notice) logger.warn({ leftovers: notice.leftovers }, notice.message);
  } catch (error) {
    logger.debug({ err: error }, 'Could not look for databases left by other data folders');
  }
}
