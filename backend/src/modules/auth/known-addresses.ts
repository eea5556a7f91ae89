import type { DataSource } from 'typeorm';

const MAX_ADDRESSES_PER_ACCOUNT = 5;
const REMEMBER_MS = 30 * 24 * 60 * 60_000;

/**
 * The addresses each account recently logged in from, kept in PostgreSQL (table login_known_addresses)
 * for every process. A login from one of them skips the account-wide backoff (the per-address limits
 * still apply), so someone guessing an account's password from elsewhere cannot keep its owner out.
 * Only successful logins add an address, so the table is bounded by the number of accounts times
 * MAX_ADDRESSES_PER_ACCOUNT; clearExpired deletes what is older than REMEMBER_MS.
 */
export class KnownAddresses {
  constructor(
    private readonly db: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  async has(account: string, address: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query('SELECT 1 FROM login_known_addresses WHERE account = $1 AND address = $2 AND last_login_at > $3', [
      account,
      address,
      this.now() - REMEMBER_MS,
    ]);
    return rows.length > 0;
  }

  /** Remembers `address` for `account`, forgetting the account's oldest beyond MAX_ADDRESSES_PER_ACCOUNT (in one statement). */
  async remember(account: string, address: string): Promise<void> {
    await this.db.query(
      `WITH kept AS (
         INSERT INTO login_known_addresses (account, address, last_login_at) VALUES ($1, $2, $3)
         ON CONFLICT (account, address) DO UPDATE SET last_login_at = EXCLUDED.last_login_at
       )
       DELETE FROM login_known_addresses WHERE account = $1 AND address <> $2 AND address NOT IN (
         SELECT address FROM login_known_addresses WHERE account = $1 AND address <> $2 ORDER BY last_login_at DESC LIMIT ${MAX_ADDRESSES_PER_ACCOUNT - 1}
       )`,
      [account, address, this.now()],
    );
  }

  /** Deletes the addresses not logged in from for REMEMBER_MS; returns how many. */
  async clearExpired(): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.query('DELETE FROM login_known_addresses WHERE last_login_at <= $1', [this.now() - REMEMBER_MS]);
    return deleted;
  }
}
