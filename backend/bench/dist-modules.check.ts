/**
 * Compile-time check, run by `npm run typecheck` (tsconfig.json includes bench/) and left out of
 * the bench build: the real modules in src/ still fit the narrow views in dist-modules.ts.
 */
import type * as config from '../src/config';
import type * as embeddedPostgres from '../src/db/embedded-postgres';
import type * as logger from '../src/logger';
import type * as server from '../src/server';
import type { ConfigModule, EmbeddedPostgresModule, LoggerModule, ServerModule } from './dist-modules';

type Assert<T extends true> = T;

export type ConfigFits = Assert<typeof config extends ConfigModule ? true : false>;
export type LoggerFits = Assert<typeof logger extends LoggerModule ? true : false>;
export type ServerFits = Assert<typeof server extends ServerModule ? true : false>;
export type EmbeddedPostgresFits = Assert<typeof embeddedPostgres extends EmbeddedPostgresModule ? true : false>;
