import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { BackupError } from '../modules/backups/backup-manifest';
import type { ImageStore, StoredImageRef } from '../storage';
import { isValidStorageKey } from '../storage';

/**
 * Two PostgreSQL advisory locks (class, object) coordinate every process on one database, whatever
 * storage holds the files. A backup holds COPYING in shared mode from before its snapshot until its
 * files are copied; whoever removes a file some committed row may have named holds REMOVING in shared
 * mode while it does, and removes nothing while a backup holds COPYING (it queues the names in
 * file_removals instead). Before its snapshot a backup takes REMOVING once in exclusive mode: every
 * removal that started before it has finished, and every later one sees the backup. Removals never
 * wait for each other, nor backups for each other.
 */
const LOCK_CLASS = 1986;
const COPYING = 1;
const REMOVING = 2;

/** How long ending a backup's session may take before it is left to PostgreSQL (a cut connection ends on its own). */
const END_SESSION_WAIT_MS = 5_000;

/** Queued names handled at a time. */
const BATCH = 500;

const BACKUP_RUNNING = `SELECT EXISTS (
  SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted AND objsubid = 2
  AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
  AND classid = $1::int::oid AND objid = $2::int::oid) AS running`;

/**
 * Removes the files of released images (and the orphan sweep's leftovers) without ever taking one a
 * backup is about to copy: at once when no backup runs, else once the last one running has ended
 * (it removes them then, and so does `removeQueued` at each start and sweep, in any process).
 */
export class FileRemovals {
  constructor(
    private readonly db: DataSource,
    private readonly store: ImageStore,
  ) {}

  /**
   * Deletes the files of images whose rows are gone (committed), now or after the running backups.
   * Never throws: it runs after the outcome of the change is decided; files it could not handle
   * (the database or the storage unreachable) stay, and the orphan sweep sets them aside later.
   */
  async remove(images: readonly StoredImageRef[]): Promise<void> {
    const keys = images.flatMap((image) => this.store.keysOf(image));
    if (keys.length > 0) await this.removeOrQueue(keys, false).catch(() => undefined);
  }

  /** Moves files no row names out of use (the orphan sweep), now or after the running backups; best effort. */
  async setAside(names: readonly string[]): Promise<void> {
    if (names.length > 0) await this.removeOrQueue(names, true).catch(() => undefined);
  }

  /**
   * Runs `work` (the backup's snapshot and the copying of its files) on a connection of its own while
   * no file can be removed, then removes what was queued meanwhile. Refused when the hold was lost
   * meanwhile (the connection cut off): files may have gone, so the copy cannot be trusted.
   * The connection goes back to the pool only when every lock it took is known to be released; else
   * (an unlock not confirmed, anything failed) its session is ended: a session left holding the hold
   * would queue every photo removal of every process for as long as the pool keeps it.
   */
  async holdDuring<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.db.createQueryRunner();
    let session: number | undefined;
    let outcome: { result: T } | { error: unknown };
    try {
      [{ session }] = (await runner.query('SELECT pg_backend_pid() AS session')) as { session: number }[];
      await runner.query('SELECT pg_advisory_lock_shared($1, $2)', [LOCK_CLASS, COPYING]);
      // The removals already started are done; those that start later see the backup.
      await this.waitForRemovals(runner);
      outcome = { result: await work(runner) };
    } catch (error) {
      outcome = { error };
    }
    let held = false;
    let released = false;
    try {
      [{ held }] = (await runner.query('SELECT pg_advisory_unlock_shared($1, $2) AS held', [LOCK_CLASS, COPYING])) as { held: boolean }[];
      // Once the removals that saw the backup have queued their files, those are removed.
      if (held) await this.waitForRemovals(runner);
      released = held;
    } catch {
      // Not known to be released: the session is ended below.
    }
    if (!held && !('error' in outcome))
      outcome = { error: new BackupError('The backup lost its connection to the database while copying the photos: it was not kept; try again') };
    if (released && !('error' in outcome)) await runner.release();
    else await this.endSession(runner, session);
    await this.removeQueued().catch(() => undefined);
    if ('error' in outcome) throw outcome.error;
    return outcome.result;
  }

  /**
   * Closes `runner`'s connection, so that the pool discards it rather than reusing it, and waits for
   * PostgreSQL to end its session (which releases every lock it held): nothing is removed meanwhile
   * that a lock still held should have kept.
   */
  private async endSession(runner: QueryRunner, session: number | undefined): Promise<void> {
    const connection = (await runner.connect().catch(() => null)) as { end(): Promise<void> } | null;
    await connection?.end().catch(() => undefined);
    await runner.release().catch(() => undefined);
    if (session !== undefined) await this.db.query('SELECT pg_terminate_backend($1, $2)', [session, END_SESSION_WAIT_MS]).catch(() => undefined);
  }

  /** Waits until the removals running now (holding REMOVING) are done. */
  private async waitForRemovals(runner: QueryRunner): Promise<void> {
    await runner.query('SELECT pg_advisory_lock($1, $2)', [LOCK_CLASS, REMOVING]);
    await runner.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, REMOVING]);
  }

  /** Removes the queued files, unless a backup still runs (it does so when it ends); returns how many names were handled. */
  async removeQueued(): Promise<number> {
    let handled = 0;
    for (;;) {
      const count = await this.db.transaction((manager) => this.removeQueuedBatch(manager));
      handled += count;
      if (count < BATCH) return handled;
    }
  }

  private async removeOrQueue(names: readonly string[], setAside: boolean): Promise<void> {
    await this.db.transaction(async (manager) => {
      if (await this.mayRemoveNow(manager)) {
        await Promise.allSettled(names.map((name) => this.handle(name, setAside)));
        return;
      }
      await manager.query(`INSERT INTO file_removals (name, set_aside) SELECT name, $2 FROM unnest($1::text[]) AS name ON CONFLICT (name) DO NOTHING`, [
        names,
        setAside,
      ]);
    });
  }

  private async removeQueuedBatch(manager: EntityManager): Promise<number> {
    if (!(await this.mayRemoveNow(manager))) return 0;
    const queued: { name: string; set_aside: boolean }[] = await manager.query(
      'SELECT name, set_aside FROM file_removals ORDER BY queued_at, name LIMIT $1 FOR UPDATE SKIP LOCKED',
      [BATCH],
    );
    if (queued.length === 0) return 0;
    const named = await this.namedNow(
      manager,
      queued.map((entry) => entry.name),
    );
    await Promise.allSettled(queued.filter((entry) => !named.has(entry.name)).map((entry) => this.handle(entry.name, entry.set_aside)));
    await manager.query('DELETE FROM file_removals WHERE name = ANY($1::text[])', [queued.map((entry) => entry.name)]);
    return queued.length;
  }

  /**
   * Inside the caller's transaction: takes REMOVING in shared mode (until it ends) and tells whether
   * files may be removed now, i.e. no backup holds COPYING.
   */
  private async mayRemoveNow(manager: EntityManager): Promise<boolean> {
    await manager.query('SELECT pg_advisory_xact_lock_shared($1, $2)', [LOCK_CLASS, REMOVING]);
    const [{ running }]: { running: boolean }[] = await manager.query(BACKUP_RUNNING, [LOCK_CLASS, COPYING]);
    return !running;
  }

  /** The names among `names` that an image row names now (a restore brought it back, a backfill wrote that name again): kept. */
  private async namedNow(manager: EntityManager, names: string[]): Promise<Set<string>> {
    const keys = names.filter(isValidStorageKey);
    if (keys.length === 0) return new Set();
    const rows: { key: string }[] = await manager.query(
      `SELECT q.key FROM unnest($1::text[]) AS q(key) WHERE EXISTS (
         SELECT 1 FROM image_assets a WHERE a.url = q.key OR a.variants @> jsonb_build_array(jsonb_build_object('url', q.key)))`,
      [keys],
    );
    return new Set(rows.map((row) => row.key));
  }

  private handle(name: string, setAside: boolean): Promise<void> {
    return setAside ? this.store.setAsideFiles([name]) : this.store.removeKeys([name]);
  }
}
