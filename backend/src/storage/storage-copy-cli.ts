import { fail, loadCliConfig, messageOf } from '../backups/cli-support';
import type { Config } from '../config';
import { LocalDiskDriver } from './local-disk-driver';
import { S3Driver } from './s3-driver';
import { copyStorage } from './storage-copy';
import type { StorageDriver } from './storage-driver';

const USAGE = `Usage: npm run storage:copy -- --from local --to s3
       npm run storage:copy -- --from s3 --to local

Copies every photo file from one storage to the other: the upload folder (UPLOAD_DIR, "local") and
the bucket (S3_BUCKET and the other S3_ settings, "s3"), whichever STORAGE_DRIVER the site runs on.
Files the target already holds with the same size and SHA-256 are skipped, so running it again
resumes a copy cut short and copies only what is new; every file written is read back and checked.
Nothing is ever deleted. It may run while the site runs. To move a live site with no downtime:
copy, switch STORAGE_DRIVER and restart, then copy again (the photos uploaded meanwhile).`;

type Side = 'local' | 's3';

function driverOf(side: Side, config: Config): StorageDriver {
  if (side === 'local') return new LocalDiskDriver(config.uploadDir);
  if (!config.storage.s3) fail('storage:copy: S3_BUCKET is not set (and the other S3_ settings the bucket needs): see "Running on a host" in the README');
  return new S3Driver(config.storage.s3);
}

function sideOf(args: string[], flag: string): Side {
  const value = args[args.indexOf(flag) + 1];
  if (!args.includes(flag) || (value !== 'local' && value !== 's3')) fail(USAGE);
  return value;
}

/** `npm run storage:copy -- --from local --to s3` (or back). */
async function main(args: string[]): Promise<void> {
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const known = new Set(['--from', '--to', 'local', 's3']);
  const from = sideOf(args, '--from');
  const to = sideOf(args, '--to');
  if (args.length !== 4 || args.some((arg) => !known.has(arg))) fail(USAGE);
  if (from === to) fail('storage:copy: --from and --to must differ (local and s3)');
  const config = loadCliConfig('storage:copy');
  const source = driverOf(from, config);
  const target = driverOf(to, config);
  const where = (side: Side) => (side === 'local' ? config.uploadDir : `s3://${config.storage.s3!.bucket}`);
  console.log(`Copying the photo files from ${where(from)} to ${where(to)}…`);
  let done = 0;
  const summary = await copyStorage(source, target, (key, outcome) => {
    done += 1;
    if (outcome === 'failed') console.error(`  ${key}: failed`);
    else if (done % 100 === 0) console.log(`  ${done} files…`);
  });
  for (const driver of [source, target]) if (driver instanceof S3Driver) driver.close();
  console.log(`Copied ${summary.copied}, already there ${summary.skipped}, failed ${summary.failed.length}. Nothing was deleted.`);
  if (summary.failed.length > 0) {
    for (const { key, reason } of summary.failed) console.error(`  ${key}: ${reason}`);
    fail('storage:copy: some files were not copied; run it again (the files copied are skipped)');
  }
}

main(process.argv.slice(2)).catch((error: unknown) => fail(`storage:copy failed: ${messageOf(error)}`));
