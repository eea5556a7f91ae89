// For the TypeORM CLI only (migration:generate / migration:run): exactly one DataSource export.
import { createDataSource } from './create-data-source';

export default createDataSource(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
