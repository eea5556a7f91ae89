import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { InstanceMessage, InstanceRequest } from './instance-process';
import { createTestDatabase, type TestDatabase } from './test-database';
import { ADMIN_EMAIL, ADMIN_PASSWORD, testServerEnv } from './test-server';

const ENTRY = path.resolve(__dirname, 'instance-process.ts');
/** Compiling the source on the fly and migrating a fresh database: slow on a busy two-core machine. */
const START_TIMEOUT_MS = 60_000;

/** One server process of a group on one database. */
export interface Instance {
  /** 'A', 'B', … in the order started. */
  name: string;
  url: string;
  /** Runs the scheduled job `job` in this process as if its time `at` had come; whether this process ran it (false: claimed by another). */
  fireJob(job: string, at: Date): Promise<boolean>;
  /** What the process printed (its logs, at TEST_LOG_LEVEL). */
  output(): string;
  /** Stops it as a host does (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
}

/** Server processes sharing one database and, as a host would set them, their storage and JWT_SECRET. */
export interface Instances {
  instances: Instance[];
  database: TestDatabase;
  /** Shared by every instance (as S3 or a shared volume would be). */
  uploadDir: string;
  backupDir: string;
  /** A query on the group's database, on a connection of its own. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The admin's token (valid on every instance: they share JWT_SECRET). */
  login(on?: Instance): Promise<string>;
  close(): Promise<void>;
}

export interface InstancesOptions {
  /** How many processes (default 2). */
  count?: number;
  /** Environment added to every instance's (e.g. BACKUP_TIME). */
  env?: Record<string, string>;
}

/**
 * Starts `count` real server processes at once on one fresh database, each with its own data folder
 * (its upload spool) and all with the same upload folder, backup folder and JWT_SECRET, as behind a
 * load balancer. Each instance is its own process with its own caches: what one answers from memory,
 * the other must have heard of through the database.
 */
export async function startInstances({ count = 2, env = {} }: InstancesOptions = {}): Promise<Instances> {
  const database = await createTestDatabase();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'instances-'));
  const uploadDir = path.join(root, 'uploads');
  const backupDir = path.join(root, 'backups');
  const shared = {
    ...testServerEnv(database.url, uploadDir),
    BACKUP_DIR: backupDir,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
    ...env,
  };
  const names = Array.from({ length: count }, (_, index) => String.fromCharCode(65 + index));
  const started = await Promise.allSettled(names.map((name) => startInstance(name, { ...shared, DATA_DIR: path.join(root, `data-${name}`) })));
  const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.drop();
    fs.rmSync(root, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return {
    instances,
    database,
    uploadDir,
    backupDir,
    async query<T>(sql: string, params: unknown[] = []) {
      const client = new Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows as T[];
      } finally {
        await client.end();
      }
    },
    async login(on = instances[0]) {
      const response = await fetch(`${on.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      if (response.status !== 200) throw new Error(`login on ${on.name} failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: { token: string } }).data.token;
    },
    close,
  };
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = fork(ENTRY, [], {
    execArgv: ['-r', require.resolve('./register-ts.cjs')],
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const answers = new Map<number, (message: Extract<InstanceMessage, { type: 'answer' }>) => void>();
  let nextId = 0;
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    child.on('message', (message: InstanceMessage) => {
      if (message.type === 'listening') {
        clearTimeout(timer);
        resolve(message.port);
      } else answers.get(message.id)?.(message);
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`instance ${name} exited while starting:\n${output}`));
    });
  });
  let port: number;
  try {
    port = await listening;
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    throw error;
  }
  const ask = (request: Omit<Extract<InstanceRequest, { type: 'fire' }>, 'id'>) =>
    new Promise<unknown>((resolve, reject) => {
      const id = nextId++;
      answers.set(id, (message) => {
        answers.delete(id);
        if (message.error) reject(new Error(`instance ${name}: ${message.error}`));
        else resolve(message.value);
      });
      child.send({ ...request, id });
    });
  let stopped: Promise<void> | null = null;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    fireJob: async (job, at) => (await ask({ type: 'fire', job, at: at.toISOString() })) as boolean,
    output: () => output,
    stop: () =>
      (stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      })()),
  };
}

/**
 * Polls `check` until it passes (returns without throwing), for at most `withinMs`; then throws its
 * last failure. Returns how long it took.
 */
export async function eventually(check: () => Promise<void>, withinMs: number, everyMs = 25): Promise<number> {
  const started = performance.now();
  for (;;) {
    try {
      await check();
      return performance.now() - started;
    } catch (error) {
      if (performance.now() - started > withinMs) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
