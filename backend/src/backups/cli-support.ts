import fs from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig, ROOT_DIR } from '../config';

/** The server's configuration, from the environment and ./.env as `npm start` reads it; a wrong setting ends the command. */
export function loadCliConfig(command: string): Config {
  const envFile = path.join(ROOT_DIR, '.env');
  if (fs.existsSync(envFile)) process.loadEnvFile(envFile);
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`${command}: configuration error: ${error.message}`);
    throw error;
  }
}

/** One line on stderr, exit code 1. */
export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
