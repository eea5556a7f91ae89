import type { EntityManager } from 'typeorm';

/** The channel every write of public content notifies, with its new stored version as the payload. */
export const CONTENT_VERSION_CHANNEL = 'content_version';

/**
 * Moves the stored content version (the one row of `content_version`) in the write's own transaction,
 * and notifies every process listening (ContentVersionFollower): PostgreSQL delivers the notification
 * only once the transaction commits, and not at all if it rolls back. The row's lock orders the writes,
 * so each commit's version is above every earlier one. Called last in the transaction: the lock is held
 * only until the commit. Returns the new version, which the writing process takes on after the commit.
 */
export async function moveStoredVersion(manager: EntityManager, { above = 0 } = {}): Promise<number> {
  const [{ version }]: { version: string }[] = await manager.query(
    `WITH moved AS (
       INSERT INTO content_version (id, version) VALUES (1, $1::bigint + 1)
       ON CONFLICT (id) DO UPDATE SET version = greatest(content_version.version, $1::bigint) + 1
       RETURNING version)
     SELECT version, pg_notify($2, version::text) FROM moved`,
    [above, CONTENT_VERSION_CHANNEL],
  );
  return Number(version);
}

/** The stored content version as committed now. */
export async function readStoredVersion(manager: Pick<EntityManager, 'query'>): Promise<number> {
  const rows: { version: string }[] = await manager.query('SELECT version FROM content_version WHERE id = 1');
  return rows.length > 0 ? Number(rows[0].version) : 0;
}

/**
 * This process's view of the version of the public content (projects, gallery, services, settings,
 * image rows). Every cache of public reads (the services' lists, the rendered pages, the public
 * response cache, the image rows, the share images) keeps what it computed under `current` and drops
 * it when `current` moves, so no reader sees content older than the last committed write this process
 * knows of. The stored version lives in PostgreSQL (moveStoredVersion): the writing process takes its
 * own write's version at once, every other process learns of it by notification within a second, or by
 * the periodic check after a dropped connection (ContentVersionFollower).
 *
 * `current` is this process's own counter, moved whenever the stored version it knows changes: a cache
 * only compares it for equality, and a forced `bump` can never coincide with a stored version.
 */
export class ContentVersion {
  private local = 0;
  private stored: number | null = null;

  get current(): number {
    return this.local;
  }

  /** Forgets what every cache kept (tests, and a write that moved no stored version). */
  bump(): void {
    this.local += 1;
  }

  /** A committed write's version, this process's or another's: moves when it is newer than the one known. */
  committed(version: number): void {
    if (this.stored === null || version > this.stored) this.moveTo(version);
  }

  /** The stored version as just read from the database: any other than the one known moves. */
  read(version: number): void {
    if (version !== this.stored) this.moveTo(version);
  }

  private moveTo(version: number): void {
    this.stored = version;
    this.local += 1;
  }
}
