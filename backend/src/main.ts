import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, ROOT_DIR } from './config';
import { createLogger } from './logger';
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
  const logger = createLogger(config.logLevel, { pretty: config.nodeEnv === 'development' && process.stdout.isTTY });
  const server = await startServer(config, logger, {
    onFirstAdmin: ({ email, generatedPassword }) => {
      const lines = generatedPassword
        ? ['First admin created. This password is shown only once:', `  email:    ${email}`, `  password: ${generatedPassword}`, 'Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose your own.']
        : [`First admin created: ${email} (password from ADMIN_PASSWORD)`];
      console.log(`\n${lines.join('\n')}\n`);
    },
  });
  console.log(`Site, admin, GraphQL and REST API on ${server.url}  (admin: ${server.url}/login, GraphQL: ${server.url}/graphql)`);

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'Shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  // Twice is harmless (npm start forwards the signal a terminal also sends to this process): one shutdown.
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not start: ${message}`);
  process.exit(1);
});
