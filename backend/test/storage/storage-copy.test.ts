import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isValidStorageKey, LocalDiskDriver } from '../../src/storage';
import { ORPHANED_DIR } from '../../src/storage/local-disk-driver';
import type { S3Driver } from '../../src/storage/s3-driver';
import { copyStorage } from '../../src/storage/storage-copy';
import { startS3Server, type TestS3Server } from '../support/s3-server';

const CLI = path.join(__dirname, '../../src/storage/storage-copy-cli.ts');

/** `npm run storage:copy` (from its source) with `env`: its exit code and output. */
function storageCopy(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['-r', require.resolve('../support/register-ts.cjs'), CLI, ...args], {
    env: { PATH: process.env.PATH, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

const contents = async (driver: { list(): Promise<{ name: string }[]>; get(key: string): Promise<Buffer | null> }) =>
  Object.fromEntries(
    await Promise.all(
      (await driver.list())
        .map((file) => file.name)
        .filter(isValidStorageKey)
        .sort()
        .map(async (key) => [key, (await driver.get(key))!.toString('utf8')]),
    ),
  );

/** `npm run storage:copy`: a live site's photos from the disk to a bucket and back, resumable, checked, never deleting. */
describe('storage copy', () => {
  let s3: TestS3Server;
  let workDir: string;
  let disk: LocalDiskDriver;
  let bucket: S3Driver;

  beforeAll(async () => {
    s3 = await startS3Server(['photos', 'cli']);
    bucket = s3.driver('photos');
    workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-copy-'));
    disk = new LocalDiskDriver(path.join(workDir, 'uploads'));
    for (const key of ['a1.webp', 'a1-480w.webp', 'b2.webp']) await disk.put(key, Buffer.from(`photo ${key}`), 'image/webp');
    // Neither is a photo of the site: a write cut short, a file set aside.
    fs.writeFileSync(path.join(workDir, 'uploads', 'c3.webp.00000000-0000-4000-8000-000000000000.tmp'), 'half');
    fs.mkdirSync(path.join(workDir, 'uploads', ORPHANED_DIR));
    fs.writeFileSync(path.join(workDir, 'uploads', ORPHANED_DIR, 'old.webp'), 'old');
  });

  afterAll(async () => {
    await s3?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  it('copies every photo file into the bucket and keeps the originals', async () => {
    expect(await copyStorage(disk, bucket)).toEqual({ copied: 3, skipped: 0, failed: [] });
    const expected = { 'a1-480w.webp': 'photo a1-480w.webp', 'a1.webp': 'photo a1.webp', 'b2.webp': 'photo b2.webp' };
    expect(await contents(bucket)).toEqual(expected);
    expect(await contents(disk)).toEqual(expected);
  });

  it('resumes: skips what the bucket holds equal, copies what is new or differs', async () => {
    expect(await copyStorage(disk, bucket)).toEqual({ copied: 0, skipped: 3, failed: [] });

    await disk.put('d4.webp', Buffer.from('photo d4.webp'), 'image/webp'); // uploaded meanwhile
    await bucket.put('b2.webp', Buffer.from('photo b2.webX'), 'image/webp'); // same size, other bytes
    await bucket.put('a1.webp', Buffer.from('cut'), 'image/webp'); // a copy cut short
    expect(await copyStorage(disk, bucket)).toEqual({ copied: 3, skipped: 1, failed: [] });
    expect(await contents(bucket)).toEqual(await contents(disk));
  });

  it('copies back from the bucket to a folder', async () => {
    const back = new LocalDiskDriver(path.join(workDir, 'back'));
    expect(await copyStorage(bucket, back)).toEqual({ copied: 4, skipped: 0, failed: [] });
    expect(await contents(back)).toEqual(await contents(disk));
  });

  it('says which files failed and why, and copies the others', async () => {
    const broken = s3.driver('no-such-bucket');
    const summary = await copyStorage(disk, broken);
    expect(summary.copied).toBe(0);
    expect(summary.failed.map((failure) => failure.key)).toEqual(['a1-480w.webp', 'a1.webp', 'b2.webp', 'd4.webp']);
  });

  it('runs as npm run storage:copy, with a summary, and explains itself with --help', async () => {
    const env = { ...s3.env('cli'), UPLOAD_DIR: path.join(workDir, 'uploads'), DATA_DIR: path.join(workDir, 'data'), STORAGE_DRIVER: 'local' };
    const first = await storageCopy(['--from', 'local', '--to', 's3'], env);
    expect(first.code).toBe(0);
    expect(first.stderr).not.toContain('failed');
    expect(first.stdout).toContain('Copied 4, already there 0, failed 0. Nothing was deleted.');
    const again = await storageCopy(['--from', 'local', '--to', 's3'], env);
    expect(again.stdout).toContain('Copied 0, already there 4, failed 0.');
    expect(await contents(s3.driver('cli'))).toEqual(await contents(disk));

    expect((await storageCopy(['--help'], env)).stdout).toContain('--from local --to s3');
    const noBucket = await storageCopy(['--from', 'local', '--to', 's3'], { UPLOAD_DIR: env.UPLOAD_DIR, DATA_DIR: env.DATA_DIR });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('S3_BUCKET is not set');
  });
});
