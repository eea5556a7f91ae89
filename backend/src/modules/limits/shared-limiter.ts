import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';

/** rate-limiter-flexible's table, made by a migration (SharedLimits): every limiter keeps its counts there, under its own key prefix. */
const RATE_LIMITS_TABLE = 'rate_limits';

export interface SharedLimit {
  /** Tells this limit's keys from the others' in the table. */
  name: string;
  points: number;
  durationSeconds: number;
  /**
   * Its counts are deleted before their window ends (a successful login clears the failures): then a
   * refused key is never refused from memory, since another process may have deleted its count.
   */
  clearedEarly?: boolean;
}

/**
 * A limit counted in PostgreSQL, so all processes on the database count together and a restart forgets
 * nothing. Queries go through the TypeORM pool, with its timeouts: with the database unreachable, a
 * count fails (503, like everything else that needs the database) instead of hanging. A key refused once
 * is then refused from memory until its window ends (unless `clearedEarly`), so a flood from one address
 * costs no query.
 */
export function sharedLimiter(db: DataSource, { name, points, durationSeconds, clearedEarly = false }: SharedLimit): RateLimiterPostgres {
  return new RateLimiterPostgres({
    storeClient: db,
    storeType: 'typeorm',
    tableName: RATE_LIMITS_TABLE,
    tableCreated: true,
    // Deleted by clearExpiredRateLimits, once for all limits (its own timer would run once per limiter).
    clearExpiredByTimeout: false,
    keyPrefix: name,
    points,
    duration: durationSeconds,
    inMemoryBlockOnConsumed: clearedEarly ? 0 : points + 1,
  });
}

/** The refusal of a count (its wait), or the database error rethrown. */
export function refusalOf(error: unknown): RateLimiterRes {
  if (!(error instanceof RateLimiterRes)) throw error;
  return error;
}

/** For a count whose refusal is not the answer (a failure recorded after the check): ignores the refusal, not a database error. */
export function ignoreRefusal(error: unknown): void {
  if (!(error instanceof RateLimiterRes)) throw error;
}

/** Deletes the counts of limit `name` whose keys end with `suffix` (an account's, from every address); returns how many. */
export async function deleteCountsEndingWith(db: DataSource, name: string, suffix: string): Promise<number> {
  const [, deleted]: [unknown, number] = await db.query(`DELETE FROM "${RATE_LIMITS_TABLE}" WHERE starts_with(key, $1) AND right(key, $2) = $3`, [
    `${name}:`,
    suffix.length,
    suffix,
  ]);
  return deleted;
}

/** Deletes the counts whose window ended before `now`; returns how many. */
export async function clearExpiredRateLimits(db: DataSource, now = Date.now()): Promise<number> {
  const [, deleted]: [unknown, number] = await db.query(`DELETE FROM "${RATE_LIMITS_TABLE}" WHERE expire < $1`, [now]);
  return deleted;
}
