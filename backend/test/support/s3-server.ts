import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import readline from 'node:readline';
import type { S3Config } from '../../src/config';
import { S3Driver } from '../../src/storage/s3-driver';

/** s3rver's fixed credentials. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** The settings of a server (or command) that stores photos in `bucket`. */
  env(bucket?: string): Record<string, string>;
  config(bucket?: string): S3Config;
  driver(bucket?: string): S3Driver;
  stop(): Promise<void>;
}

/** A real S3 HTTP server (s3rver, in a process of its own: s3rver-process.cjs) on a free port, its data in a temporary folder, with the buckets named (`photos` by default). */
export async function startS3Server(buckets: string[] = ['photos']): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', path.join(__dirname, 's3rver-process.cjs'), directory, ...buckets], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([once(readline.createInterface({ input: child.stdout! }), 'line'), exited.then(() => [null])])) as [string | null];
  if (line === null) throw new Error('s3rver did not start');
  const { port } = JSON.parse(line) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const drivers: S3Driver[] = [];
  const config = (bucket = buckets[0]): S3Config => ({ bucket, region: 'us-east-1', endpoint, forcePathStyle: true, publicUrl: null });
  return {
    endpoint,
    config,
    env: (bucket = buckets[0]) => ({
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    }),
    driver(bucket) {
      const driver = new S3Driver({ ...config(bucket), credentials: S3_TEST_CREDENTIALS });
      drivers.push(driver);
      return driver;
    },
    async stop() {
      for (const driver of drivers) driver.close();
      child.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
