import fs from 'node:fs';
import path from 'node:path';

/** What a lock file says about the process holding it. */
export interface LockOwner {
  pid: number;
  /** The owner's start time as the kernel counts it (Linux), so a reused pid is not taken for the owner. */
  startTime?: string;
  /** Set once the owner listens: the port the site answers on. */
  port?: number;
}

/** The folder is held by a live process. */
export class LockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly owner: LockOwner,
  ) {
    super(`${lockFile} is held by pid ${owner.pid}`);
  }
}

export interface ProcessLock {
  /** Records what the owner wants others to read (the port, once listening). */
  update(details: Pick<LockOwner, 'port'>): void;
  /** Removes the lock file, if it is still ours. */
  release(): void;
}

function startTimeOf(pid: number): string | undefined {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces).
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True when the process named in the lock still runs (and is the same process, where the kernel says). */
export function isOwnerAlive(owner: LockOwner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !isProcessAlive(owner.pid)) return false;
  const now = startTimeOf(owner.pid);
  return owner.startTime === undefined || now === undefined || now === owner.startTime;
}

function readOwner(lockFile: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(lockFile, 'utf8')) as LockOwner;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { pid: -1 }; // unreadable or half-written by an owner that died: stale
  }
}

/**
 * Takes `lockFile` for this process, or throws LockedError naming the live process that holds it.
 * A lock left by a process that is gone (killed, machine restarted) is taken over.
 */
export function acquireProcessLock(lockFile: string): ProcessLock {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const mine: LockOwner = { pid: process.pid, startTime: startTimeOf(process.pid) };
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(lockFile, JSON.stringify(mine), { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
    }
    const owner = readOwner(lockFile);
    if (owner && isOwnerAlive(owner)) throw new LockedError(lockFile, owner);
    fs.rmSync(lockFile, { force: true });
  }
  const stillMine = () => readOwner(lockFile)?.pid === process.pid;
  const release = () => {
    process.removeListener('exit', release);
    if (stillMine()) fs.rmSync(lockFile, { force: true });
  };
  process.once('exit', release); // however this process ends, short of SIGKILL
  return {
    update(details) {
      Object.assign(mine, details);
      if (!stillMine()) return;
      // Renamed into place: a second start reading the lock meanwhile never sees it half-written.
      const next = `${lockFile}.${process.pid}`;
      fs.writeFileSync(next, JSON.stringify(mine), { mode: 0o644 });
      fs.renameSync(next, lockFile);
    },
    release,
  };
}
