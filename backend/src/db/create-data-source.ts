import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from '../entities';

/**
 * How long the database may take. A statement PostgreSQL has worked on for STATEMENT_TIMEOUT_MS is
 * cancelled by it; an answer that has not arrived QUERY_TIMEOUT_MS after the query was sent (a
 * network partition: the server never hears of it) fails here. Both answer 503 with Retry-After.
 */
export const DATABASE_TIMEOUTS = {
  connectMs: 5_000,
  statementMs: 10_000,
  queryMs: 12_000,
  /** A transaction left open by a process that hangs stops holding its row locks after this. */
  idleInTransactionMs: 30_000,
} as const;

export function createDataSource(url: string, options: { poolSize?: number; pipeline?: boolean } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: [path.join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging: false,
    // Fail fast instead of hanging when the database is down or cut off (readyz answers 503 meanwhile).
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: DATABASE_TIMEOUTS.connectMs,
      statement_timeout: DATABASE_TIMEOUTS.statementMs,
      query_timeout: DATABASE_TIMEOUTS.queryMs,
      idle_in_transaction_session_timeout: DATABASE_TIMEOUTS.idleInTransactionMs,
      // Notices a peer that vanished (a partition) on idle pooled connections too.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      pipeline: options.pipeline ?? false,
    },
  });
}
