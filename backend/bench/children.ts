/** The processes the bench starts (servers, floors) and what it reads of them from /proc. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
export const RESULTS = path.join(ROOT, '.data', 'bench');

const children = new Set<ChildProcess>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts a Node child on a free port (with `nodeArgs` before the script) and waits until `ready` answers 200. */
export async function startChild(
  script: string,
  env: Record<string, string>,
  ready: string,
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROFILE === '1' ? ['--cpu-prof', `--cpu-prof-dir=${path.join(RESULTS, 'profiles')}`] : [];
  const child = spawn(process.execPath, [...profile, ...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) throw new Error(`${path.basename(script)} exited with code ${child.exitCode}`);
    if ((await fetch(base + ready).catch(() => null))?.ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${path.basename(script)} did not become ready within 60 s`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function stopAllChildren(): Promise<void[]> {
  return Promise.all([...children].map(stopChild));
}

/** User + system CPU seconds of a process, from /proc (null elsewhere). */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

/** The RSS of a process every 100 ms, from start() to stop(): the highest, and every sample. */
export function sampleRss(pid: number): { taken(): number; stop(): { peakMb: number; samples: number[] } } {
  const samples: number[] = [];
  const take = () => {
    const mb = rssMb(pid);
    if (mb !== null) samples.push(mb);
  };
  take();
  const timer = setInterval(take, 100);
  return {
    taken: () => samples.length,
    stop() {
      clearInterval(timer);
      take();
      return { peakMb: Math.max(0, ...samples), samples };
    },
  };
}
