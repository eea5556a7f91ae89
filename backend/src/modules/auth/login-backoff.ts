import type { DataSource } from 'typeorm';

/** Failures allowed on one account before every further attempt has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** An account with no failure for this long starts afresh. */
export const FORGET_AFTER_MS = 60 * 60_000;
/** Past this many doublings the wait is MAX_WAIT_MS anyway (keeps power() far from overflowing). */
const MAX_DOUBLINGS = 10;

/** The wait after the last failure, in SQL, for a row of login_backoff `b`. */
const WAIT_SQL = `least(${FIRST_WAIT_MS} * power(2, least(b.failures - ${FREE_FAILURES}, ${MAX_DOUBLINGS})), ${MAX_WAIT_MS})::bigint`;

/**
 * Failed logins per account, from any address, kept in PostgreSQL (table login_backoff), so every
 * process counts together and a restart forgets nothing. After FREE_FAILURES failures, the next attempt
 * has to wait 30 s, and each further failure doubles the wait up to 15 minutes: whatever number of
 * addresses (and processes) an attacker uses, one account gets at most 12 guesses in the first hour and
 * 4 an hour after that. A successful login, `npm run reset-admin-password`, or an hour without failures
 * clears the account; rows idle that long are deleted by clearExpired.
 */
export class LoginBackoff {
  constructor(
    private readonly db: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts an attempt as a failure before its password is checked (cleared on success), so parallel
   * guesses cannot slip past: in one statement, under the row's lock. Returns 0 when counted, else the
   * milliseconds the account must still wait (nothing counted). `alwaysCount`: an address the account
   * is known at is not held back, only counted.
   */
  async attempt(account: string, alwaysCount = false): Promise<number> {
    const rows: { wait_ms: string }[] = await this.db.query(
      `WITH counted AS (
         INSERT INTO login_backoff AS b (account, failures, last_failure_at) VALUES ($1, 1, $2::bigint)
         ON CONFLICT (account) DO UPDATE SET
           failures = CASE WHEN b.last_failure_at < $2::bigint - ${FORGET_AFTER_MS} THEN 1 ELSE b.failures + 1 END,
           last_failure_at = $2::bigint
         WHERE $3::boolean OR b.last_failure_at < $2::bigint - ${FORGET_AFTER_MS} OR b.failures < ${FREE_FAILURES}
           OR b.last_failure_at + ${WAIT_SQL} <= $2::bigint
         RETURNING 0::bigint AS wait_ms
       )
       SELECT wait_ms FROM counted
       UNION ALL
       SELECT greatest(1, b.last_failure_at + ${WAIT_SQL} - $2::bigint) FROM login_backoff b
       WHERE b.account = $1 AND NOT EXISTS (SELECT 1 FROM counted)`,
      [account, this.now(), alwaysCount],
    );
    // No row at all: refused, and the row since gone (cleared by a success meanwhile); the next attempt is counted.
    return rows.length === 0 ? 1 : Number(rows[0].wait_ms);
  }

  async clear(account: string): Promise<void> {
    await this.db.query('DELETE FROM login_backoff WHERE account = $1', [account]);
  }

  /** Deletes the accounts without a failure for FORGET_AFTER_MS; returns how many. */
  async clearExpired(): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.query('DELETE FROM login_backoff WHERE last_failure_at < $1', [this.now() - FORGET_AFTER_MS]);
    return deleted;
  }
}
