import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { ROOT_DIR } from './paths';
import { BenchChild } from './supervisor';

export interface BenchDatabase {
  url: string;
  /** Where it runs, for the report (no password). */
  description: string;
  /** The process hosting an embedded PostgreSQL (to measure its CPU); null for an external server. */
  hostPid: number | null;
  /** Drops the bench database and stops anything started for it. Safe to call twice. */
  release(): Promise<void>;
}

const EMBEDDED_DATA_DIR = path.join(ROOT_DIR, '.data', 'bench-pg');
const EMBEDDED_PORT = 54359;
const ADMIN_TIMEOUT_MS = 15_000;

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: ADMIN_TIMEOUT_MS, query_timeout: ADMIN_TIMEOUT_MS });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

async function createFresh(adminUrl: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `bench_${crypto.randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  let dropped = false;
  return {
    name,
    url: databaseUrl(adminUrl, name),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * A fresh `bench_<random>` database: on BENCH_DATABASE_URL or TEST_DATABASE_URL when set, else
 * on an embedded PostgreSQL in .data/bench-pg (started here, stopped by release()).
 */
export async function provisionDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const external = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim();
  if (external) {
    const fresh = await createFresh(external);
    log(`Database ${fresh.name} created on ${redact(external)}`);
    return { url: fresh.url, description: `${redact(fresh.url)} (from ${process.env.BENCH_DATABASE_URL ? 'BENCH' : 'TEST'}_DATABASE_URL)`, hostPid: null, release: fresh.drop };
  }

  log(`Starting the embedded PostgreSQL in ${path.relative(ROOT_DIR, EMBEDDED_DATA_DIR)} (port ${EMBEDDED_PORT} or a free one)`);
  const host = new BenchChild('embedded PostgreSQL', 'pg-host.js', {
    env: { ...process.env, BENCH_PG_DATA_DIR: EMBEDDED_DATA_DIR, BENCH_PG_PORT: String(EMBEDDED_PORT) },
    stopLast: true,
  });
  let fresh: Awaited<ReturnType<typeof createFresh>> | null = null;
  let dataDir: string | null = null;
  const release = async () => {
    try {
      await fresh?.drop();
    } finally {
      await host.stop(30_000);
      if (dataDir) await stopLeftoverPostmaster(dataDir);
    }
  };
  try {
    const info = await host.ready(180_000);
    const adminUrl = String(info.adminUrl);
    dataDir = String(info.dataDir);
    // This cluster belongs to the bench alone: drop databases left by a run that was killed.
    await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'bench\\_%'`);
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    });
    fresh = await createFresh(adminUrl);
    log(`Database ${fresh.name} created on the embedded PostgreSQL (${redact(adminUrl)})`);
    return { url: fresh.url, description: `embedded PostgreSQL, ${redact(fresh.url)}`, hostPid: host.pid, release };
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

/** Last resort when the host process could not stop its PostgreSQL: stop it by its pid file. */
async function stopLeftoverPostmaster(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!Number.isInteger(pid) || pid <= 0 || !alive()) return;
  console.error(`The embedded PostgreSQL (pid ${pid}) is still running: stopping it`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 15_000 && alive(); waited += 200) await new Promise((resolve) => setTimeout(resolve, 200));
  if (alive()) process.kill(pid, 'SIGKILL');
}
