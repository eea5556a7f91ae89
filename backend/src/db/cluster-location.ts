import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { acquireProcessLock, isOwnerAlive, LockedError, type LockOwner } from '../process-lock';
import { isRoot, reachableByOthers, SYSTEM_DIR } from './postgres-binaries';
import { stopOrphanedServer } from './postmaster-process';

/**
 * Where an embedded cluster lives, and what ties it to its data folder.
 *
 * Normally the cluster is the folder it was asked for (`.data/pg`): `rm -rf .data` removes it, moving
 * the checkout moves it. As root in a folder the postgres user cannot enter (a 0700 home), it must
 * live outside, in SYSTEM_DIR/pg-<random id>; then the data folder holds a tie file (`.data/pg.location`)
 * naming that folder, so the data folder still names its database: without the tie file (`rm -rf .data`)
 * a new cluster is made, and a moved checkout takes its tie file along. Beside each outside cluster a
 * record (`pg-<id>.json`) says which tie file claimed it last, so clusters whose data folder is gone can
 * be listed (findLeftovers) and removed (removeLeftover).
 */

const CLUSTER_NAME = /^pg-[0-9a-f]{12,32}$/;
const TIE_SUFFIX = '.location';

export interface LocationOptions {
  /** Where outside clusters live (tests give a temporary folder). */
  systemDir?: string;
  /** Whether the cluster must live outside the data folder; default: as root, when the postgres user cannot reach it. */
  outside?: boolean;
}

export interface ClusterPlacement {
  /** The cluster's folder. */
  dir: string;
  /** The file in the data folder that names an outside cluster; null when the cluster is the folder asked for. */
  tieFile: string | null;
  /** Set when the cluster was moved out of the data folder just now (it had been made where the postgres user could reach it). */
  movedFrom?: string;
}

interface ClusterRecord {
  /** The tie file that claimed the cluster last. */
  tieFile: string;
  throwaway: boolean;
  lastUsedAt: string;
}

export interface Leftover {
  dir: string;
  bytes: number;
  /** The data folder's tie file it was made for; null for a cluster made before tie files existed. */
  tieFile: string | null;
  throwaway: boolean;
  lastUsed: Date;
}

export const tieFileOf = (preferred: string): string => `${path.resolve(preferred)}${TIE_SUFFIX}`;
const recordFileOf = (dir: string) => `${dir}.json`;
export const lockFileOf = (dir: string): string => `${dir}.lock`;

/** Whether, by default, the cluster of `preferred` must live outside it (root, and a parent closed to others). */
export function mustLiveOutside(preferred: string): boolean {
  // Its parents only: the cluster folder itself is the postgres user's, 0700.
  return isRoot() && !reachableByOthers(path.dirname(path.resolve(preferred)));
}

/** The outside cluster the data folder's tie file names, or null without a tie file. Throws on a tie file naming anything else. */
function readTie(tieFile: string, systemDir: string): string | null {
  let named: string;
  try {
    named = fs.readFileSync(tieFile, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (path.dirname(named) !== systemDir || !CLUSTER_NAME.test(path.basename(named))) {
    throw new Error(`${tieFile} should name a database folder in ${systemDir}, but says "${named}": remove it to start a new site`);
  }
  return named;
}

function writeTie(tieFile: string, dir: string): void {
  fs.mkdirSync(path.dirname(tieFile), { recursive: true });
  const next = `${tieFile}.${process.pid}`;
  fs.writeFileSync(next, `${dir}\n`, { mode: 0o644 });
  fs.renameSync(next, tieFile);
}

/** The postgres user passes through it to its cluster, whatever the umask. */
function makeSystemDir(systemDir: string): void {
  fs.mkdirSync(systemDir, { recursive: true });
  fs.chmodSync(systemDir, 0o755);
}

function newClusterDir(systemDir: string): string {
  return path.join(systemDir, `pg-${crypto.randomBytes(8).toString('hex')}`);
}

/** How releases before tie files named a checkout's outside cluster: by the hash of its path. */
function legacyClusterDir(preferred: string, systemDir: string): string {
  return path.join(systemDir, `pg-${crypto.createHash('sha256').update(path.resolve(preferred)).digest('hex').slice(0, 12)}`);
}

/**
 * True when the data folder holds more than a start creates before its database (the server's lock,
 * a signing key made just now): it is a site that ran before, not one started over with `rm -rf .data`.
 */
function dataFolderRanBefore(dataFolder: string): boolean {
  const startedAt = Date.now() - process.uptime() * 1000;
  let entries: string[];
  try {
    entries = fs.readdirSync(dataFolder);
  } catch {
    return false;
  }
  return entries.some((name) => {
    if (name === 'server.lock' || name.endsWith(TIE_SUFFIX)) return false;
    if (name !== 'jwt-secret') return true;
    return fs.statSync(path.join(dataFolder, name)).mtimeMs < startedAt - 1000;
  });
}

function moveFolder(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
    fs.rmSync(from, { recursive: true, force: true });
  }
}

/** The cluster folder of `preferred` as it is now, creating nothing (for a process that looks for the running server's cluster). */
export function findClusterDir(preferred: string, options: LocationOptions = {}): string {
  return readTie(tieFileOf(preferred), options.systemDir ?? SYSTEM_DIR) ?? path.resolve(preferred);
}

/**
 * Where the cluster of `preferred` lives, tying a new outside cluster to the data folder. A throwaway
 * cluster outside always gets a new folder (an earlier one, cut short, is removed by removeStaleThrowaways).
 */
export function placeCluster(preferred: string, options: LocationOptions & { throwaway?: boolean } = {}): ClusterPlacement {
  const systemDir = options.systemDir ?? SYSTEM_DIR;
  const inPlace = path.resolve(preferred);
  const tieFile = tieFileOf(preferred);
  if (!options.throwaway) {
    const tied = readTie(tieFile, systemDir);
    if (tied) return { dir: tied, tieFile };
  }
  if (!(options.outside ?? mustLiveOutside(preferred))) return { dir: inPlace, tieFile: null };
  makeSystemDir(systemDir);
  if (options.throwaway) {
    fs.rmSync(inPlace, { recursive: true, force: true });
  } else if (fs.existsSync(path.join(inPlace, 'PG_VERSION'))) {
    // Made where the postgres user could reach it, then the checkout moved somewhere closed.
    const dir = newClusterDir(systemDir);
    moveFolder(inPlace, dir);
    writeTie(tieFile, dir);
    return { dir, tieFile, movedFrom: inPlace };
  } else {
    const legacy = legacyClusterDir(preferred, systemDir);
    if (fs.existsSync(path.join(legacy, 'PG_VERSION')) && !fs.existsSync(recordFileOf(legacy)) && dataFolderRanBefore(path.dirname(inPlace))) {
      writeTie(tieFile, legacy);
      return { dir: legacy, tieFile };
    }
  }
  const dir = newClusterDir(systemDir);
  writeTie(tieFile, dir);
  return { dir, tieFile };
}

/** Records which data folder uses an outside cluster (call while holding its lock). */
export function recordUse(placement: ClusterPlacement, throwaway: boolean): void {
  if (!placement.tieFile) return;
  const record: ClusterRecord = { tieFile: placement.tieFile, throwaway, lastUsedAt: new Date().toISOString() };
  makeSystemDir(path.dirname(placement.dir)); // gone since the tie file was written, it is made again (an empty site)
  const file = recordFileOf(placement.dir);
  fs.writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(record)}\n`, { mode: 0o644 });
  fs.renameSync(`${file}.${process.pid}`, file);
}

/** Removes a cluster folder with its record and, when it still names it, its data folder's tie file. */
export function removeCluster(placement: ClusterPlacement, options: LocationOptions = {}): void {
  fs.rmSync(placement.dir, { recursive: true, force: true });
  if (!placement.tieFile) return;
  fs.rmSync(recordFileOf(placement.dir), { force: true });
  let tied: string | null = null;
  try {
    tied = readTie(placement.tieFile, options.systemDir ?? SYSTEM_DIR);
  } catch {
    // not ours to judge
  }
  if (tied === placement.dir) fs.rmSync(placement.tieFile, { force: true });
}

function readRecord(dir: string): ClusterRecord | null {
  try {
    return JSON.parse(fs.readFileSync(recordFileOf(dir), 'utf8')) as ClusterRecord;
  } catch {
    return null;
  }
}

function inUse(dir: string): boolean {
  try {
    return isOwnerAlive(JSON.parse(fs.readFileSync(lockFileOf(dir), 'utf8')) as LockOwner);
  } catch {
    return false;
  }
}

function sizeOf(target: string): number {
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(target).reduce((sum, name) => sum + sizeOf(path.join(target, name)), stat.size);
}

/** Whether an outside cluster no longer belongs to any data folder (a throwaway one: whenever no process uses it). */
function isLeftover(dir: string, record: ClusterRecord | null, systemDir: string, lockHeldHere = false): boolean {
  if (!lockHeldHere && inUse(dir)) return false;
  if (!record) return true;
  if (record.throwaway) return true;
  try {
    return readTie(record.tieFile, systemDir) !== dir;
  } catch {
    return true; // its tie file names something else now
  }
}

/**
 * Outside clusters whose data folder is gone (deleted checkout, `rm -rf .data`), or moved without
 * having started since: a moved checkout claims its cluster again at its next start.
 */
export function findLeftovers(options: LocationOptions = {}): Leftover[] {
  const systemDir = options.systemDir ?? SYSTEM_DIR;
  let names: string[];
  try {
    names = fs.readdirSync(systemDir);
  } catch {
    return [];
  }
  const leftovers: Leftover[] = [];
  for (const name of names.filter((entry) => CLUSTER_NAME.test(entry)).sort()) {
    const dir = path.join(systemDir, name);
    const record = readRecord(dir);
    if (!isLeftover(dir, record, systemDir)) continue;
    leftovers.push({
      dir,
      bytes: sizeOf(dir),
      tieFile: record?.tieFile ?? null,
      throwaway: record?.throwaway ?? false,
      lastUsed: record ? new Date(record.lastUsedAt) : fs.statSync(dir).mtime,
    });
  }
  return leftovers;
}

/**
 * Removes a leftover cluster unless a process took it meanwhile; true when removed. A PostgreSQL still
 * running on it (its owner was killed) is stopped first.
 */
export async function removeLeftover(leftover: Leftover, options: LocationOptions = {}): Promise<boolean> {
  const systemDir = options.systemDir ?? SYSTEM_DIR;
  let lock;
  try {
    lock = acquireProcessLock(lockFileOf(leftover.dir));
  } catch (error) {
    if (error instanceof LockedError) return false;
    throw error;
  }
  try {
    if (!isLeftover(leftover.dir, readRecord(leftover.dir), systemDir, true)) return false;
    await stopOrphanedServer(leftover.dir);
    removeCluster({ dir: leftover.dir, tieFile: leftover.tieFile }, options);
    fs.rmSync(recordFileOf(leftover.dir), { force: true });
    return true;
  } finally {
    lock.release();
  }
}

/** Throwaway (test) clusters whose run was cut short: removed at the next start of any embedded cluster. */
export async function removeStaleThrowaways(options: LocationOptions = {}): Promise<void> {
  for (const leftover of findLeftovers(options)) {
    if (leftover.throwaway) await removeLeftover(leftover, options);
  }
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(0)} MB` : `${Math.ceil(bytes / 1024)} kB`;
}
