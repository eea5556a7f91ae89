import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../process-lock';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Stops a PostgreSQL still running on `dataDir` after the process that owned it died. */
export async function stopOrphanedServer(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  // A stale pid file (after a power cut) may name an unrelated process now: PostgreSQL clears it itself.
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, dataDir)) return;
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, then stop
  for (let waited = 0; waited < 15_000 && isProcessAlive(pid); waited += 100) await sleep(100);
  if (isProcessAlive(pid)) process.kill(pid, 'SIGKILL');
}

/** Whether `pid` is a PostgreSQL server running on `dataDir` (its command line says so, where /proc tells). */
export function isPostmasterOf(pid: number, dataDir: string): boolean {
  let commandLine: string[];
  try {
    commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return process.platform !== 'linux' && isProcessAlive(pid);
  }
  return path.basename(commandLine[0] ?? '').startsWith('postgres') && commandLine[commandLine.indexOf('-D') + 1] === dataDir;
}
