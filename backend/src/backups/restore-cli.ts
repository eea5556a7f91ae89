import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { connectDatabase } from '../db/connect';
import { createLogger } from '../logger';
import { BackupsService } from '../modules/backups/backups.service';
import { acquireProcessLock, LockedError } from '../process-lock';
import { fail, loadCliConfig, messageOf } from './cli-support';

async function confirmed(file: string): Promise<boolean> {
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await terminal.question(
      `This replaces all content (projects, photos, gallery, services, settings, enquiries and users) with the backup ${file}. Type yes to continue: `,
    );
    return answer.trim().toLowerCase() === 'yes';
  } finally {
    terminal.close();
  }
}

/**
 * `npm run restore -- FILE [--yes]`: the site's content replaced by an archive's. The server must be
 * stopped (it keeps content in memory): the data folder's lock is taken for the time of the restore.
 */
async function main(args: string[]): Promise<void> {
  const yes = args.includes('--yes');
  const files = args.filter((arg) => arg !== '--yes');
  if (files.length !== 1 || files[0].startsWith('-')) fail('Usage: npm run restore -- FILE.tar.gz [--yes]');
  const file = path.resolve(files[0]);
  if (!fs.existsSync(file)) fail(`Restore refused: ${file} does not exist`);
  const config = loadCliConfig('Restore');
  try {
    acquireProcessLock(path.join(config.dataDir, 'server.lock'));
  } catch (error) {
    if (!(error instanceof LockedError)) throw error;
    fail(`Restore refused: the site is running on this data folder (pid ${error.owner.pid}); stop it first, then run the restore again`);
  }
  const database = await connectDatabase(config, createLogger('silent'));
  try {
    const backups = new BackupsService(database.db, { uploadDir: config.uploadDir, backupDir: config.backupDir });
    const checked = await backups.verify(file);
    if (process.stdin.isTTY && !yes && !(await confirmed(file))) fail('Restore cancelled: nothing was changed');
    const manifest = await backups.restore(file);
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    const uploads = Object.keys(manifest.files).filter((entry) => entry.startsWith('uploads/')).length;
    console.log(`Restored the backup of ${checked.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${uploads} uploaded files`);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => fail(`Restore refused, nothing was changed: ${messageOf(error)}`));
