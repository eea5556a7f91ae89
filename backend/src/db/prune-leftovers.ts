import path from 'node:path';
import { findLeftovers, formatBytes, removeLeftover, type Leftover, type LocationOptions } from './cluster-location';

export interface PruneOptions extends LocationOptions {
  /** Remove without asking (`--yes`). */
  yes: boolean;
  /** Asks a yes/no question on the terminal; null when there is none to ask on. */
  ask: ((question: string) => Promise<boolean>) | null;
  print: (line: string) => void;
}

function describe(leftover: Leftover): string {
  const madeFor = leftover.tieFile
    ? `${leftover.throwaway ? 'a test run in ' : ''}${path.dirname(leftover.tieFile)}`
    : 'a checkout of an earlier version (unknown folder)';
  return `  ${leftover.dir}  ${formatBytes(leftover.bytes)}, for ${madeFor}, last used ${leftover.lastUsed.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What a start logs about the databases other data folders left behind (throwaway ones are removed at start anyway); null for none. */
export function leftoversNotice(options: LocationOptions = {}): { message: string; leftovers: Record<string, string>[] } | null {
  const leftovers = findLeftovers(options).filter((leftover) => !leftover.throwaway);
  if (leftovers.length === 0) return null;
  const total = leftovers.reduce((sum, leftover) => sum + leftover.bytes, 0);
  return {
    message: `${leftovers.length} database${leftovers.length === 1 ? '' : 's'} (${formatBytes(total)}) left by data folders that no longer exist: \`npm run data:prune\` lists them and removes them`,
    leftovers: leftovers.map((leftover) => ({
      dir: leftover.dir,
      size: formatBytes(leftover.bytes),
      madeFor: leftover.tieFile ? path.dirname(leftover.tieFile) : 'unknown (an earlier version)',
      lastUsed: leftover.lastUsed.toISOString(),
    })),
  };
}

/**
 * `npm run data:prune`: lists the embedded databases outside any checkout whose data folder no longer
 * names them, and removes them once confirmed. Returns how many were removed.
 */
export async function pruneLeftovers(options: PruneOptions): Promise<number> {
  const leftovers = findLeftovers(options);
  if (leftovers.length === 0) {
    options.print('No databases left behind by data folders that no longer exist.');
    return 0;
  }
  const total = leftovers.reduce((sum, leftover) => sum + leftover.bytes, 0);
  options.print(`Databases whose data folder no longer exists or no longer names them (${formatBytes(total)} in all):`);
  for (const leftover of leftovers) options.print(describe(leftover));
  options.print('A checkout moved since its last start claims its database again when it starts: start it first to keep it.');
  if (!options.yes) {
    if (!options.ask) {
      options.print('Nothing removed: run `npm run data:prune -- --yes` to remove them.');
      return 0;
    }
    if (!(await options.ask(`Remove ${leftovers.length === 1 ? 'it' : `these ${leftovers.length}`} for good? [y/N] `))) {
      options.print('Nothing removed.');
      return 0;
    }
  }
  let removed = 0;
  for (const leftover of leftovers) {
    if (await removeLeftover(leftover, options)) removed += 1;
    else options.print(`Kept ${leftover.dir}: a process started on it meanwhile.`);
  }
  options.print(`Removed ${removed} database${removed === 1 ? '' : 's'}.`);
  return removed;
}
