import path from 'node:path';
import { DIST_DIR } from './paths';

/**
 * The parts of the production build the bench uses. They are loaded from backend/dist at run
 * time, so the bench measures exactly what ships; dist-modules.check.ts (type-checked by
 * `npm run typecheck`, not built) keeps these signatures in step with backend/src.
 */
export interface AppConfig {
  port: number;
  logLevel: string;
}

export type AppLogger = object;

export interface RunningAppServer {
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresHandle {
  readonly dataDir: string;
  url(database: string): string;
  stop(): Promise<void>;
}

export interface ConfigModule {
  loadConfig(env: Record<string, string | undefined>): AppConfig;
}

export interface LoggerModule {
  createLogger(level: string): AppLogger;
}

export interface ServerModule {
  startServer(config: AppConfig, logger: AppLogger): Promise<RunningAppServer>;
}

export interface EmbeddedPostgresModule {
  startEmbeddedPostgres(options: { dataDir: string; port?: number }): Promise<EmbeddedPostgresHandle>;
}

function load<T>(relative: string): T {
  const file = path.join(DIST_DIR, relative);
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(file) as T;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && (error as Error).message.includes(file)) {
      throw new Error(`${file} is missing: build the backend first (npm run build -w backend)`, { cause: error });
    }
    throw error;
  }
}

export const dist = {
  config: () => load<ConfigModule>('config.js'),
  logger: () => load<LoggerModule>('logger.js'),
  server: () => load<ServerModule>('server.js'),
  embeddedPostgres: () => load<EmbeddedPostgresModule>(path.join('db', 'embedded-postgres.js')),
};
