import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { FromChild, ToChild } from './ipc';
import { CHILDREN_DIR } from './paths';

/** Every child still running, so a failure or Ctrl-C anywhere can stop them all. */
const live = new Set<BenchChild>();
/** Set once the bench is shutting down: no child may start after that. */
let closed = false;

export interface ChildOptions {
  env: Record<string, string | undefined>;
  execArgv?: string[];
  /** Stopped after the others (the database host: servers first, then the database they use). */
  stopLast?: boolean;
}

export class BenchChild {
  readonly process: ChildProcess;
  private readonly exited: Promise<void>;
  private hasExited = false;
  readonly stopLast: boolean;

  constructor(
    readonly name: string,
    script: string,
    options: ChildOptions,
  ) {
    if (closed) throw new Error(`not starting ${name}: the bench is shutting down`);
    this.stopLast = options.stopLast ?? false;
    this.process = fork(path.join(CHILDREN_DIR, script), [], {
      env: options.env,
      execArgv: options.execArgv ?? [],
      // Its own process group: a terminal Ctrl-C reaches only the bench, which stops the children in order.
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    live.add(this);
    this.exited = new Promise((resolve) => {
      this.process.once('exit', () => {
        this.hasExited = true;
        live.delete(this);
        resolve();
      });
    });
  }

  get pid(): number {
    return this.process.pid!;
  }

  /** Resolves with the child's ready info; rejects if it fails, exits or takes too long. */
  ready(timeoutMs = 90_000): Promise<Record<string, unknown>> {
    return new Promise((resolve, reject) => {
      const done = (error: Error | null, info?: Record<string, unknown>) => {
        clearTimeout(timer);
        this.process.off('message', onMessage);
        this.process.off('exit', onExit);
        if (error) reject(error);
        else resolve(info!);
      };
      const onMessage = (message: FromChild) => {
        if (message.type === 'ready') done(null, message.info);
        else if (message.type === 'failed') done(new Error(`${this.name} failed to start: ${message.message}`));
      };
      const onExit = (code: number | null, signal: string | null) =>
        done(new Error(`${this.name} exited before it was ready (${signal ?? `code ${code}`})`));
      const timer = setTimeout(() => done(new Error(`${this.name} was not ready within ${timeoutMs / 1000} s`)), timeoutMs);
      this.process.on('message', onMessage);
      this.process.once('exit', onExit);
    });
  }

  /** The child's own view of its memory (process.memoryUsage), for systems without /proc. */
  usage(timeoutMs = 5000): Promise<{ rss: number; heapUsed: number } | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(null), timeoutMs);
      const onMessage = (message: FromChild) => {
        if (message.type === 'usage') finish({ rss: message.rss, heapUsed: message.heapUsed });
      };
      const finish = (value: { rss: number; heapUsed: number } | null) => {
        clearTimeout(timer);
        this.process.off('message', onMessage);
        resolve(value);
      };
      this.process.on('message', onMessage);
      this.sendMessage({ type: 'usage' });
    });
  }

  /** Asks the child to stop gracefully; kills its whole process group if it does not exit in time. */
  async stop(timeoutMs = 20_000): Promise<void> {
    if (this.hasExited) return;
    this.sendMessage({ type: 'stop' });
    if (!this.process.connected) this.signal('SIGTERM');
    const timedOut = await Promise.race([
      this.exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), timeoutMs).unref()),
    ]);
    if (timedOut) {
      console.error(`${this.name} (pid ${this.pid}) did not stop within ${timeoutMs / 1000} s: killing it`);
      this.signal('SIGKILL');
      await this.exited;
    }
  }

  private sendMessage(message: ToChild): void {
    if (this.process.connected) this.process.send(message);
  }

  private signal(signal: NodeJS.Signals): void {
    try {
      process.kill(-this.pid, signal); // the group: also anything the child started
    } catch {
      try {
        this.process.kill(signal);
      } catch {
        // already gone
      }
    }
  }
}

/** From now on no child may start (the bench is shutting down). */
export function refuseNewChildren(): void {
  closed = true;
}

/** Stops the running children, all but the `stopLast` ones unless `all`. */
export async function stopChildren(all: boolean): Promise<void> {
  await Promise.all([...live].filter((child) => all || !child.stopLast).map((child) => child.stop()));
}

/** Resident and peak resident memory of a process, in bytes, from /proc (Linux). */
export function readMemory(pid: number): { rss: number; peak: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

const CLOCK_TICKS = 100; // USER_HZ on Linux

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function readCpuSeconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS; // utime, stime
  } catch {
    return null;
  }
}

/** CPU seconds used so far by a process and all its live descendants (e.g. PostgreSQL and its backends). */
export function readTreeCpuSeconds(rootPid: number): number | null {
  const processes: { pid: number; ppid: number; cpu: number }[] = [];
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        processes.push({ pid: Number(entry), ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS });
      } catch {
        // the process ended meanwhile
      }
    }
  } catch {
    return null;
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const process of processes) {
      if (!tree.has(process.pid) && tree.has(process.ppid)) {
        tree.add(process.pid);
        grew = true;
      }
    }
  }
  return processes.filter((process) => tree.has(process.pid)).reduce((sum, process) => sum + process.cpu, 0);
}

/** Busy, interrupt (irq + softirq: loopback TCP work not charged to any process) and total jiffies of the machine, from /proc/stat. */
export function readMachineCpu(): { busy: number; interrupts: number; total: number } | null {
  try {
    const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
    const values = line.split(/\s+/).slice(1).map(Number);
    const idle = values[3] + (values[4] ?? 0);
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, interrupts: (values[5] ?? 0) + (values[6] ?? 0), total };
  } catch {
    return null;
  }
}
