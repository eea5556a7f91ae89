import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { testServerEnv } from '../support/test-server';

const MAIN = path.resolve(__dirname, '../../src/main.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node src/main.ts` (what `npm start` runs) with the test server's settings on `dataDir`. */
function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['-r', require.resolve('../support/register-ts.cjs'), MAIN], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('one server per data folder', () => {
  let database: TestDatabase;
  let dataDir: string;
  let first: Started;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-folder-'));
    env = { ...testServerEnv(database.url, path.join(dataDir, 'uploads')), DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    first = startMain(env);
    await waitFor(() => /Site, admin, GraphQL and REST API on http:\/\/localhost:\d+/.test(first.output()), 'the first server');
  });

  afterAll(async () => {
    first.child.kill('SIGTERM');
    await first.exited;
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second start on the same folder refuses in one line, and the first keeps answering', async () => {
    const port = Number(/localhost:(\d+)/.exec(first.output())![1]);
    const second = startMain(env);
    expect(await second.exited).toBe(3);
    expect(second.output().trim()).toBe(`Could not start: the site is already running on this data folder, pid ${first.child.pid}, port ${port} (${dataDir})`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
  });

  it('a start after the first one stopped takes the folder', async () => {
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    first = startMain(env);
    await waitFor(() => /Site, admin, GraphQL and REST API on/.test(first.output()), 'the server started again');
  });
});
