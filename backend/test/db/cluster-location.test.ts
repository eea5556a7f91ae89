import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  findClusterDir,
  findLeftovers,
  lockFileOf,
  placeCluster,
  recordUse,
  removeCluster,
  removeStaleThrowaways,
  tieFileOf,
  type ClusterPlacement,
} from '../../src/db/cluster-location';
import { leftoversNotice, pruneLeftovers } from '../../src/db/prune-leftovers';
import { acquireProcessLock } from '../../src/process-lock';

/**
 * The tie between a data folder and a cluster that must live outside it (root in a 0700 folder), on
 * plain folders standing in for clusters: no PostgreSQL is started (embedded-postgres.test.ts does).
 */
describe('a data folder names its database outside the checkout', () => {
  let work: string;
  let systemDir: string;
  let options: { systemDir: string; outside: true };

  /** What a start does with the cluster: place it, claim it, let initdb fill it. */
  function start(preferred: string, throwaway = false): ClusterPlacement {
    const placement = placeCluster(preferred, { ...options, throwaway });
    recordUse(placement, throwaway);
    if (!fs.existsSync(path.join(placement.dir, 'PG_VERSION'))) makeCluster(placement.dir);
    return placement;
  }

  function makeCluster(dir: string): void {
    fs.mkdirSync(path.join(dir, 'base'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '18\n');
    fs.writeFileSync(path.join(dir, 'base', 'data'), Buffer.alloc(3 * 1024 * 1024));
  }

  const pgOf = (checkout: string) => path.join(checkout, '.data', 'pg');
  const silentPrune = (yes: boolean, ask: ((question: string) => Promise<boolean>) | null = null) => {
    const lines: string[] = [];
    return pruneLeftovers({ ...options, yes, ask, print: (line) => lines.push(line) }).then((removed) => ({ removed, lines }));
  };

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-location-'));
    systemDir = path.join(work, 'var-lib');
    options = { systemDir, outside: true };
  });

  afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

  it('keeps the cluster in the data folder when the postgres user can reach it', () => {
    const placement = placeCluster(pgOf(path.join(work, 'app')), { systemDir, outside: false });
    expect(placement).toEqual({ dir: pgOf(path.join(work, 'app')), tieFile: null });
    expect(fs.existsSync(systemDir)).toBe(false);
  });

  it('ties a new outside cluster to the data folder, and finds the same one at the next start', () => {
    const first = start(pgOf(path.join(work, 'app')));
    expect(path.dirname(first.dir)).toBe(systemDir);
    expect(first.tieFile).toBe(path.join(work, 'app', '.data', 'pg.location'));
    expect(fs.readFileSync(first.tieFile!, 'utf8')).toBe(`${first.dir}\n`);
    expect(start(pgOf(path.join(work, 'app'))).dir).toBe(first.dir);
    expect(findClusterDir(pgOf(path.join(work, 'app')), options)).toBe(first.dir);
    expect(findLeftovers(options)).toEqual([]);
  });

  it('rm -rf .data gives a new cluster, and the old one is listed with its size and removed by the prune', async () => {
    const checkout = path.join(work, 'app');
    const old = start(pgOf(checkout));
    fs.rmSync(path.join(checkout, '.data'), { recursive: true });
    const fresh = start(pgOf(checkout));
    expect(fresh.dir).not.toBe(old.dir);

    const leftovers = findLeftovers(options);
    expect(leftovers).toEqual([{ dir: old.dir, bytes: expect.any(Number), tieFile: old.tieFile, throwaway: false, lastUsed: expect.any(Date) }]);
    expect(leftovers[0].bytes).toBeGreaterThan(3 * 1024 * 1024);
    // What the start logs.
    expect(leftoversNotice(options)).toEqual({
      message: '1 database (3 MB) left by data folders that no longer exist: `npm run data:prune` lists them and removes them',
      leftovers: [{ dir: old.dir, size: '3 MB', madeFor: path.join(checkout, '.data'), lastUsed: leftovers[0].lastUsed.toISOString() }],
    });

    const asked: string[] = [];
    const declined = await silentPrune(false, (question) => (asked.push(question), Promise.resolve(false)));
    expect(asked).toEqual(['Remove it for good? [y/N] ']);
    expect(declined.removed).toBe(0);
    expect(declined.lines.join('\n')).toContain(`${old.dir}  3 MB, for ${path.join(checkout, '.data')}, last used`);
    expect((await silentPrune(false, null)).lines).toContain('Nothing removed: run `npm run data:prune -- --yes` to remove them.');
    expect(fs.existsSync(old.dir)).toBe(true);

    expect((await silentPrune(true)).removed).toBe(1);
    expect(leftoversNotice(options)).toBeNull();
    expect(fs.readdirSync(systemDir).sort()).toEqual([path.basename(fresh.dir), `${path.basename(fresh.dir)}.json`]);
    expect(start(pgOf(checkout)).dir).toBe(fresh.dir);
  });

  it('moving the checkout keeps its cluster, which is no leftover once the moved checkout has started', () => {
    const first = start(pgOf(path.join(work, 'app')));
    fs.renameSync(path.join(work, 'app'), path.join(work, 'renamed'));
    // Not started since the move: the old folder is gone, so it counts as left behind until then.
    expect(findLeftovers(options).map((leftover) => leftover.dir)).toEqual([first.dir]);
    const moved = start(pgOf(path.join(work, 'renamed')));
    expect(moved.dir).toBe(first.dir);
    expect(findLeftovers(options)).toEqual([]);
  });

  it('never lists or removes a cluster a live process holds', async () => {
    const placement = start(pgOf(path.join(work, 'app')));
    fs.rmSync(path.join(work, 'app'), { recursive: true });
    const lock = acquireProcessLock(lockFileOf(placement.dir));
    try {
      expect(findLeftovers(options)).toEqual([]);
      expect((await silentPrune(true)).removed).toBe(0);
    } finally {
      lock.release();
    }
    expect(findLeftovers(options)).toHaveLength(1);
  });

  it('moves a cluster made in the data folder out when the checkout moved somewhere the postgres user cannot enter', () => {
    const preferred = pgOf(path.join(work, 'app'));
    makeCluster(preferred);
    const placement = start(preferred);
    expect(placement.movedFrom).toBe(preferred);
    expect(fs.existsSync(preferred)).toBe(false);
    expect(fs.statSync(path.join(placement.dir, 'base', 'data')).size).toBe(3 * 1024 * 1024);
    expect(start(preferred).dir).toBe(placement.dir);
  });

  it('adopts the cluster an earlier version named by the hash of the path, unless the data folder was started over', () => {
    const checkout = path.join(work, 'app');
    const legacy = path.join(systemDir, `pg-${crypto.createHash('sha256').update(pgOf(checkout)).digest('hex').slice(0, 12)}`);
    makeCluster(legacy);
    // A fresh data folder (rm -rf .data): a new site, the legacy cluster is a leftover of unknown origin.
    const fresh = placeCluster(pgOf(checkout), options);
    expect(fresh.dir).not.toBe(legacy);
    expect(findLeftovers(options).map((leftover) => [leftover.dir, leftover.tieFile])).toEqual([[legacy, null]]);

    // A data folder that ran before (its uploads are there): the same site as before the update.
    fs.rmSync(tieFileOf(pgOf(checkout)));
    fs.mkdirSync(path.join(checkout, '.data', 'uploads'));
    expect(start(pgOf(checkout)).dir).toBe(legacy);
    expect(findLeftovers(options)).toEqual([]);
  });

  it('refuses a tie file that names anything but a cluster folder of its own', () => {
    const preferred = pgOf(path.join(work, 'app'));
    fs.mkdirSync(path.dirname(preferred), { recursive: true });
    fs.writeFileSync(tieFileOf(preferred), '/etc\n');
    expect(() => placeCluster(preferred, options)).toThrow(`should name a database folder in ${systemDir}, but says "/etc": remove it to start a new site`);
  });

  it('gives a throwaway cluster a new folder each time, removes it with its tie, and removes one left by a run cut short', async () => {
    const preferred = pgOf(path.join(work, 'app'));
    const cutShort = start(preferred, true);
    const next = start(preferred, true);
    expect(next.dir).not.toBe(cutShort.dir);
    // The next run's start removes what the run cut short left; its own cluster it holds.
    const lock = acquireProcessLock(lockFileOf(next.dir));
    await removeStaleThrowaways(options);
    expect(fs.existsSync(cutShort.dir)).toBe(false);
    expect(fs.existsSync(`${cutShort.dir}.json`)).toBe(false);
    expect(fs.existsSync(next.dir)).toBe(true);
    removeCluster(next, options);
    lock.release();
    expect(fs.readdirSync(systemDir)).toEqual([]);
    expect(fs.existsSync(tieFileOf(preferred))).toBe(false);
  });
});
