import { RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { TooManyRequestsError } from '../../errors';
import { deleteCountsEndingWith, ignoreRefusal, sharedLimiter } from '../limits/shared-limiter';
import { KnownAddresses } from './known-addresses';
import { LoginBackoff } from './login-backoff';

const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_ADDRESS = 50;
const WINDOW_SECONDS = 15 * 60;
/** Key prefix of the failures per address and account, which `clearAccount` looks for. */
const FAILURES = 'login-failures';

/**
 * Every limit on password checks (logins, and the current password asked for by the Account screen),
 * kept in PostgreSQL so all processes count together and a restart forgets nothing: per address, per
 * address and account, and per account from any address (login-backoff.ts) unless the address is one
 * the account logged in from before (known-addresses.ts). With the database unreachable a check fails
 * as the login itself would (503 with Retry-After): the limits are never skipped.
 */
export class LoginLimits {
  /** Failed logins per address and account. */
  private readonly failures;
  /** All logins per address: slows down trying many accounts. */
  private readonly attempts;
  private readonly backoff;
  private readonly knownAddresses;

  constructor(
    private readonly db: DataSource,
    now: () => number = Date.now,
  ) {
    this.failures = sharedLimiter(db, { name: FAILURES, points: MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT, durationSeconds: WINDOW_SECONDS, clearedEarly: true });
    this.attempts = sharedLimiter(db, { name: 'login-attempts', points: MAX_ATTEMPTS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS });
    this.backoff = new LoginBackoff(db, now);
    this.knownAddresses = new KnownAddresses(db, now);
  }

  /**
   * Before a password of `account` is checked from `clientKey` (an addressKey): throws
   * TooManyRequestsError when a limit is reached, else counts the attempt as failed (cleared by
   * `succeeded`), so parallel guesses cannot slip past the limits.
   */
  async beforeCheck(clientKey: string, account: string): Promise<void> {
    const addressAndAccount = `${clientKey}|${account}`;
    try {
      await this.attempts.consume(clientKey);
      const failures = await this.failures.get(addressAndAccount);
      if (failures && failures.consumedPoints >= MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT) throw failures;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyRequestsError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
    const waitMs = await this.backoff.attempt(account, await this.knownAddresses.has(account, clientKey));
    if (waitMs > 0) throw new TooManyRequestsError(Math.ceil(waitMs / 1000));
    await this.failures.consume(addressAndAccount).catch(ignoreRefusal);
  }

  /** The password was right: the account's failures are forgotten and the address is known for it. */
  async succeeded(clientKey: string, account: string): Promise<void> {
    await this.backoff.clear(account);
    await this.knownAddresses.remember(account, clientKey);
    await this.failures.delete(`${clientKey}|${account}`);
  }

  /** Lifts every lockout of `account` (its failures from any address): `npm run reset-admin-password`. */
  async clearAccount(account: string): Promise<void> {
    await this.backoff.clear(account);
    await deleteCountsEndingWith(this.db, FAILURES, `|${account}`);
  }

  /** Deletes the per-account rows no longer needed (the counts per address go with every limit's: clearExpiredRateLimits). */
  async clearExpired(): Promise<void> {
    await this.backoff.clearExpired();
    await this.knownAddresses.clearExpired();
  }
}
