import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR } from './config';
import { createLogger } from './logger';
import { acquireProcessLock, LockedError, type ProcessLock } from './process-lock';
import { startServer } from './server';

/** `npm start`: one process serving the site, GraphQL, REST and uploads. */
async function main(): Promise<void> {
  const envFile = path.join(ROOT_DIR, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const lock = claimDataFolder(config.dataDir);
  // A signal while starting ends the process at once; its exit stops the embedded PostgreSQL.
  let shutdown: (signal: string) => void = () => process.exit(1);
  // Twice is harmless (npm start forwards the signal a terminal also sends to this process): one shutdown.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  const logger = createLogger(config.logLevel, { pretty: process.stdout.isTTY === true });
  const server = await startServer(config, logger, {
    onFirstAdmin: ({ email, generatedPassword }) => {
      const lines = generatedPassword
        ? [
            'First admin created. This password is shown only once:',
            `  email:    ${email}`,
            `  password: ${generatedPassword}`,
            'Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose your own.',
          ]
        : [`First admin created: ${email} (password from ADMIN_PASSWORD)`];
      console.log(`\n${lines.join('\n')}\n`);
    },
  });
  lock.update({ port: server.port });
  console.log(`Site, admin, GraphQL and REST API on ${server.url}  (admin: ${server.url}/login, GraphQL: ${server.url}/graphql)`);

  shutdown = (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
}

/** Exit code of a start refused because the data folder is in use (`npm run dev` stops on it). */
const ALREADY_RUNNING_EXIT_CODE = 3;

/** One server per data folder: a second start would take the first one's database from under it. */
function claimDataFolder(dataDir: string): ProcessLock {
  try {
    return acquireProcessLock(path.join(dataDir, 'server.lock'));
  } catch (error) {
    if (!(error instanceof LockedError)) throw error;
    const { pid, port } = error.owner;
    const where = port === undefined ? `pid ${pid}, still starting` : `pid ${pid}, port ${port}`;
    console.error(`Could not start: the site is already running on this data folder, ${where} (${dataDir})`);
    process.exit(ALREADY_RUNNING_EXIT_CODE);
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not start: ${message}`);
  process.exit(1);
});
