/** Failures allowed on one account before every further attempt has to wait. */
export const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
export const MAX_WAIT_MS = 15 * 60_000;
/** An account with no failure for this long starts afresh. */
const FORGET_AFTER_MS = 60 * 60_000;

interface Failures {
  count: number;
  last: number;
}

/**
 * Failed logins per account, from any address. After FREE_FAILURES failures, the next attempt
 * has to wait 30 s, and each further failure doubles the wait up to 15 minutes: whatever number
 * of addresses an attacker uses, one account gets at most 12 guesses in the first hour and
 * 4 an hour after that. A successful login, or an hour without failures, clears the account.
 * Bounded: past `maxEntries` accounts, the one idle longest is forgotten.
 */
export class LoginBackoff {
  private readonly accounts = new Map<string, Failures>();

  constructor(
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until this account may try again; 0 when it may try now. */
  waitMs(account: string): number {
    const failures = this.current(account);
    if (!failures || failures.count < FREE_FAILURES) return 0;
    const wait = Math.min(FIRST_WAIT_MS * 2 ** (failures.count - FREE_FAILURES), MAX_WAIT_MS);
    return Math.max(0, failures.last + wait - this.now());
  }

  recordFailure(account: string): void {
    const count = (this.current(account)?.count ?? 0) + 1;
    this.accounts.delete(account); // re-inserted last: Map order is the eviction order
    this.accounts.set(account, { count, last: this.now() });
    if (this.accounts.size > this.maxEntries) this.accounts.delete(this.accounts.keys().next().value!);
  }

  clear(account: string): void {
    this.accounts.delete(account);
  }

  get size(): number {
    return this.accounts.size;
  }

  private current(account: string): Failures | undefined {
    const failures = this.accounts.get(account);
    if (failures && this.now() - failures.last > FORGET_AFTER_MS) {
      this.accounts.delete(account);
      return undefined;
    }
    return failures;
  }
}
