import 'reflect-metadata';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { entities } from '../entities';

export function createDataSource(url: string, options: { poolSize?: number } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations: [path.join(__dirname, 'migrations', '*.{js,ts}')],
    migrationsTableName: 'migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    logging: false,
    // Fail fast instead of hanging when the database is down (readyz answers 503 meanwhile).
    extra: { max: options.poolSize ?? 10, connectionTimeoutMillis: 5000 },
  });
}
