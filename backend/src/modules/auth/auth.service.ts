import { hash, verify } from '@node-rs/argon2';
import crypto from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { User } from '../../entities';
import { TooManyRequestsError, UnauthenticatedError } from '../../errors';
import type { Actor } from './actor';
import { parseCredentials, type AuthPayload } from './auth.inputs';
import { addressKey } from '../../http/address-key';
import { KnownAddresses } from './known-addresses';
import { LoginBackoff } from './login-backoff';
import { bearerToken, signPreviewToken, signToken, verifyPreviewToken, verifyToken } from './tokens';

const INVALID_CREDENTIALS = 'Invalid email or password';
const MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT = 5;
const MAX_ATTEMPTS_PER_ADDRESS = 50;
const WINDOW_SECONDS = 15 * 60;
const MAX_TRACKED_UNKNOWN_ACCOUNTS = 10_000;

export class AuthService {
  /** Failed logins per address and e-mail. */
  private readonly failures = new RateLimiterMemory({ points: MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT, duration: WINDOW_SECONDS });
  /** All logins per address: slows down trying many accounts. */
  private readonly attempts = new RateLimiterMemory({ points: MAX_ATTEMPTS_PER_ADDRESS, duration: WINDOW_SECONDS });
  /**
   * Failed logins per account from any address. Real accounts are kept apart from e-mails that
   * match no user, so a flood of made-up e-mails cannot push a real account out of the bounded map.
   */
  private readonly accountBackoff = { known: new LoginBackoff(Number.MAX_SAFE_INTEGER), unknown: new LoginBackoff(MAX_TRACKED_UNKNOWN_ACCOUNTS) };
  private readonly knownAddresses = new KnownAddresses();
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly jwtSecret: string,
  ) {}

  async login(raw: { email?: unknown; password?: unknown }, clientAddress: string): Promise<AuthPayload> {
    const { email, password } = parseCredentials(raw);
    const clientKey = addressKey(clientAddress);
    const account = email.toLowerCase();
    const addressAndAccount = `${clientKey}|${account}`;
    await this.guardAddress(clientKey, addressAndAccount);

    const user = await this.db.getRepository(User).findOneBy({ email: account });
    const backoff = user ? this.accountBackoff.known : this.accountBackoff.unknown;
    const waitMs = this.knownAddresses.has(account, clientKey) ? 0 : backoff.waitMs(account);
    if (waitMs > 0) throw new TooManyRequestsError(Math.ceil(waitMs / 1000));
    // Counted as failures before the check and cleared on success, so parallel guesses cannot slip past the limits.
    backoff.recordFailure(account);
    await this.failures.consume(addressAndAccount).catch(() => undefined);

    // Verify against a dummy hash when the user does not exist, so timing does not reveal accounts.
    const passwordHash = user?.passwordHash ?? (await this.getDummyHash());
    const valid = await verify(passwordHash, password).catch(() => false);
    if (!user || !valid) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    backoff.clear(account);
    this.knownAddresses.remember(account, clientKey);
    await this.failures.delete(addressAndAccount);
    return { token: signToken(this.jwtSecret, user.id), name: user.name, email: user.email, role: user.role };
  }

  /** Turns an Authorization header into the acting user; every failure is UNAUTHENTICATED. */
  async authenticate(authorization: string | undefined): Promise<Actor> {
    const token = bearerToken(authorization);
    if (!token) throw new UnauthenticatedError('Authentication required. Please log in.');
    return this.actorOf(verifyToken(this.jwtSecret, token));
  }

  /** A short-lived link token letting `actor` see the page at `path` (tokens.ts signPreviewToken). */
  previewToken(actor: Actor, path: string): string {
    return signPreviewToken(this.jwtSecret, actor.id, path);
  }

  /** The user a preview token for `path` was made for; UNAUTHENTICATED when it is not valid for that page or the user is gone. */
  async authenticatePreview(token: string, path: string): Promise<Actor> {
    return this.actorOf(verifyPreviewToken(this.jwtSecret, token, path));
  }

  async findUser(id: string): Promise<User | null> {
    return this.db.getRepository(User).findOneBy({ id });
  }

  /**
   * Creates the first admin when there is no user at all. Returns the generated password
   * (to be printed once) when none was configured.
   */
  async ensureFirstAdmin(email: string | null, password: string | null): Promise<{ email: string; generatedPassword: string | null } | null> {
    const users = this.db.getRepository(User);
    if ((await users.count()) > 0) return null;
    const adminEmail = (email ?? 'admin@example.com').toLowerCase();
    const adminPassword = password ?? crypto.randomBytes(12).toString('base64url');
    await users.insert({ email: adminEmail, name: 'Administrator', role: 'admin', passwordHash: await hashPassword(adminPassword) });
    return { email: adminEmail, generatedPassword: password ? null : adminPassword };
  }

  private async actorOf(userId: string): Promise<Actor> {
    const user = await this.db.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new UnauthenticatedError('Your account no longer exists. Please log in again.');
    return { id: user.id, email: user.email, name: user.name, role: user.role };
  }

  private async guardAddress(clientKey: string, addressAndAccount: string): Promise<void> {
    try {
      await this.attempts.consume(clientKey);
      const failures = await this.failures.get(addressAndAccount);
      if (failures && failures.consumedPoints >= MAX_FAILURES_PER_ADDRESS_AND_ACCOUNT) throw failures;
    } catch (error) {
      if (error instanceof RateLimiterRes) throw new TooManyRequestsError(Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}

/** argon2id (the library's default) with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}
