import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { type Config, ConfigError, loadConfig, ROOT_DIR } from '../config';
import { FileRemovals } from '../images/file-removals';
import { BackupsService } from '../modules/backups/backups.service';
import { ImageStore } from '../storage';
import { storageFor } from '../storage/storage-for';

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

/** The site's backups as the command-line tools use them: its storage and signing key, no schedule, no download links. */
export function cliBackups(db: DataSource, config: Config): BackupsService {
  const store = new ImageStore(storageFor(config));
  return new BackupsService(
    db,
    { uploadDir: config.uploadDir, backupDir: config.backupDir },
    { store, removals: new FileRemovals(db, store), signingSecret: config.jwtSecret },
  );
}

/** One line on stderr, exit code 1. */
export function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Text from an archive made safe for a terminal: control characters (escape sequences) shown as `?`. */
export const printable = (text: string) => text.replace(/\p{Cc}/gu, '?');
