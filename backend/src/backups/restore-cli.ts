import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { connectDatabase } from '../db/connect';
import { createLogger } from '../logger';
import type { CheckedArchive } from '../modules/backups/backups.service';
import { acquireProcessLock, LockedError } from '../process-lock';
import { cliBackups, fail, loadCliConfig, messageOf, printable } from './cli-support';

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

/** Who can log in after restoring an archive this site did not sign: the person restoring it said they trust it. */
function listUsers({ users, userCount }: CheckedArchive): void {
  console.log(
    `This archive does not carry this site's signature; it is restored as you asked (--from-another-site). It brings back ${userCount} ${userCount === 1 ? 'user' : 'users'}:`,
  );
  for (const { email, role } of users) console.log(`  ${printable(email)} (${printable(role)})`);
  if (userCount > users.length) console.log(`  and ${userCount - users.length} more`);
}

const USAGE = 'Usage: npm run restore -- FILE.tar.gz [--yes] [--from-another-site]';

/**
 * `npm run restore -- FILE [--yes] [--from-another-site]`: the site's content replaced by an archive's.
 * The server must be stopped (it keeps content in memory): the data folder's lock is taken for the
 * time of the restore. An archive this site did not sign is refused unless `--from-another-site`.
 */
async function main(args: string[]): Promise<void> {
  const yes = args.includes('--yes');
  const fromAnotherSite = args.includes('--from-another-site');
  const files = args.filter((arg) => arg !== '--yes' && arg !== '--from-another-site');
  if (files.length !== 1 || files[0].startsWith('-')) fail(USAGE);
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
    const backups = cliBackups(database.db, config);
    const checked = await backups.verify(file, { fromAnotherSite });
    if (!checked.signedHere) listUsers(checked);
    if (process.stdin.isTTY && !yes && !(await confirmed(file))) fail('Restore cancelled: nothing was changed');
    const { manifest, warnings } = await backups.restore(file, { fromAnotherSite });
    const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
    const uploads = Object.keys(manifest.files).filter((entry) => entry.startsWith('uploads/')).length;
    console.log(`Restored the backup of ${manifest.createdAt}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${uploads} uploaded files`);
    if (manifest.missingFiles.length > 0) {
      console.warn(`Warning: ${manifest.missingFiles.length} photo files were already missing when the backup was made (the pages show no picture there)`);
    }
    if (warnings.length > 0) {
      console.warn("Warning: restored as the backup holds them, but to correct in the admin (the site's rules changed since, or the backup lacks a photo):");
      for (const warning of warnings) console.warn(`  ${printable(warning)}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => fail(`Restore refused, nothing was changed: ${messageOf(error)}`));
