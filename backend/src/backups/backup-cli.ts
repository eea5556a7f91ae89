import { openDatabaseForBackup } from './backup-database';
import { cliBackups, fail, loadCliConfig, messageOf } from './cli-support';

/** `npm run backup [-- --out FILE]`: one archive of every table and every photo file the rows name. */
async function main(args: string[]): Promise<void> {
  const outIndex = args.indexOf('--out');
  const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
  const unknown = args.filter((_arg, index) => index !== outIndex && index !== outIndex + 1);
  if ((outIndex >= 0 && !out) || unknown.length > 0) fail('Usage: npm run backup [-- --out FILE.tar.gz]');
  const config = loadCliConfig('Backup');
  const database = await openDatabaseForBackup(config);
  try {
    const { file, manifest, warnings } = await cliBackups(database.db, config).create(out);
    const uploads = Object.keys(manifest.files).filter((entry) => entry.startsWith('uploads/')).length;
    console.log(`Backup written to ${file}`);
    for (const [table, rows] of Object.entries(manifest.tables)) console.log(`  ${table}: ${rows} rows`);
    console.log(`  uploaded files: ${uploads}`);
    if (manifest.missingFiles.length > 0) {
      console.warn(
        `Warning: ${manifest.missingFiles.length} photo files the site names were already missing from storage (the pages show no picture there): ${manifest.missingFiles.join(', ')}`,
      );
    }
    if (warnings.length > 0) {
      console.warn(
        "Warning: the backup holds records that break the site's rules as they are today (a restore brings them back as they are; correct them in the admin):",
      );
      for (const warning of warnings) console.warn(`  ${warning}`);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => fail(`Backup failed: ${messageOf(error)}`));
