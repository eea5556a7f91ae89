import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { ROOT } from './children';

/**
 * BENCH_STORAGE=s3: the servers keep their photos in a real S3 server (s3rver, the tests' own process,
 * backend/test/support/s3rver-process.cjs) started for the run, as a host with STORAGE_DRIVER=s3 would.
 * Returns the settings the servers are given and a stop that removes the bucket's folder.
 */
export async function startS3Storage(): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-s3-'));
  const script = path.join(ROOT, 'backend', 'test', 'support', 's3rver-process.cjs');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', script, directory, 'photos'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = once(child, 'exit');
  const [line] = (await Promise.race([once(readline.createInterface({ input: child.stdout! }), 'line'), exited.then(() => [null])])) as [string | null];
  if (line === null) throw new Error('s3rver did not start');
  const { port } = JSON.parse(line) as { port: number };
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
