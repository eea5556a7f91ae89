import { accountRules, MAX_PASSWORD_LENGTH, SESSION_ENDINGS } from '@vriddhi/rules';
import { changePasswordRules } from '@vriddhi/rules/passwords';
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { User } from '../../entities';
import { UnauthenticatedError, ValidationError } from '../../errors';
import { accept } from '../validation';
import { recordActivity } from '../activity/record-activity';
import { actorOf, type Actor } from './actor';
import { parseCredentials, type AuthPayload } from './auth.inputs';
import { addressKey } from '../../http/ip-address';
import { LoginLimits } from './login-limits';
import { hashPassword, setPassword, verifyPassword } from './passwords';
import { bearerToken, signPreviewToken, signToken, verifyPreviewToken, verifyToken, type TokenSubject } from './tokens';

export { hashPassword };

const INVALID_CREDENTIALS = 'Invalid email or password';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
const EMAIL_TAKEN = 'Another user already has this e-mail address';
const ACCOUNT_GONE = SESSION_ENDINGS.accountGone;
const SESSION_ENDED = SESSION_ENDINGS.passwordChanged;
const PREVIEW_SESSION_ENDED = 'This preview link has ended because the password was changed. Open the preview again from the admin.';
/** SQLSTATE of a unique constraint violated (two users with one e-mail). */
const UNIQUE_VIOLATION = '23505';

export class AuthService {
  /** Shared by all processes (in the database); `npm run reset-admin-password` clears an account's. */
  readonly limits: LoginLimits;
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly jwtSecret: string,
  ) {
    this.limits = new LoginLimits(db);
  }

  async login(raw: { email?: unknown; password?: unknown }, clientAddress: string): Promise<AuthPayload> {
    const { email, password } = parseCredentials(raw);
    const user = await this.verifyWithinLimits(email.toLowerCase(), password, clientAddress);
    if (!user) throw new UnauthenticatedError(INVALID_CREDENTIALS);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(User).update(user.id, { lastSignInAt: new Date() });
      await recordActivity(manager, actorOf(user), { action: 'signed in', subject: 'sign-in', subjectId: user.id });
    });
    return this.payloadFor(user);
  }

  /**
   * A new password for the acting user, who proves it is them with the current one (a wrong one
   * counts against the login limits like a failed login). Raises the session version: every other
   * session ends, and the answer carries a fresh token for this one. The check and the change are
   * made under the user's row lock: of several changes sent at once with the same current password,
   * one succeeds and the others find that password no longer current (not counted as failed logins).
   */
  async changePassword(actor: Actor, raw: { currentPassword?: unknown; newPassword?: unknown }, clientAddress: string): Promise<AuthPayload> {
    const user = await this.currentUser(actor);
    const { currentPassword, newPassword } = accept(changePasswordRules(user.email, user.name), raw);
    const sessionVersion = await this.db.transaction(async (manager) => {
      const locked = await manager.getRepository(User).findOne({ where: { id: user.id }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw new UnauthenticatedError(ACCOUNT_GONE);
      // Changed since this session began (the other click of a double click came first): the password
      // typed is no longer the current one, and no guess to count against the login limits.
      if (locked.sessionVersion !== actor.sessionVersion) throw new ValidationError({ currentPassword: WRONG_CURRENT_PASSWORD });
      if (!(await this.verifyWithinLimits(locked.email, currentPassword, clientAddress, manager))) {
        throw new ValidationError({ currentPassword: WRONG_CURRENT_PASSWORD });
      }
      const version = await setPassword(manager, user.id, newPassword);
      await recordActivity(manager, actor, { action: 'changed their password', subject: 'password', subjectId: user.id });
      return version;
    });
    return this.payloadFor({ ...user, sessionVersion });
  }

  /** The acting user's name and e-mail; a new e-mail (the login) needs the current password too. */
  async updateMyAccount(actor: Actor, raw: { name?: unknown; email?: unknown; currentPassword?: unknown }, clientAddress: string): Promise<User> {
    const user = await this.currentUser(actor);
    const { name, email } = accept(accountRules, raw);
    if (email !== user.email) {
      const currentPassword = typeof raw.currentPassword === 'string' ? raw.currentPassword : '';
      if (!currentPassword) throw new ValidationError({ currentPassword: 'Enter your current password to change your e-mail address' });
      if (currentPassword.length > MAX_PASSWORD_LENGTH || !(await this.verifyWithinLimits(user.email, currentPassword, clientAddress))) {
        throw new ValidationError({ currentPassword: WRONG_CURRENT_PASSWORD });
      }
    }
    try {
      await this.db.getRepository(User).update(user.id, { name, email, version: () => 'version + 1' });
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) throw new ValidationError({ email: EMAIL_TAKEN });
      throw error;
    }
    return (await this.findUser(user.id))!;
  }

  /** Turns an Authorization header into the acting user; every failure is UNAUTHENTICATED. */
  async authenticate(authorization: string | undefined): Promise<Actor> {
    const token = bearerToken(authorization);
    if (!token) throw new UnauthenticatedError('Authentication required. Please log in.');
    return this.sessionActor(verifyToken(this.jwtSecret, token), SESSION_ENDED);
  }

  /** A short-lived link token letting `actor` see the page at `path` (tokens.ts signPreviewToken). */
  previewToken(actor: Actor, path: string): string {
    return signPreviewToken(this.jwtSecret, actor.id, actor.sessionVersion, path);
  }

  /** The user a preview token for `path` was made for; UNAUTHENTICATED when it is not valid for that page or the user is gone. */
  async authenticatePreview(token: string, path: string): Promise<Actor> {
    return this.sessionActor(verifyPreviewToken(this.jwtSecret, token, path), PREVIEW_SESSION_ENDED);
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

  /**
   * The user a token names, if the token is still of the user's current session version. The user
   * is read on every request anyway, so a raised version takes effect at once in every process.
   */
  private async sessionActor({ userId, sessionVersion }: TokenSubject, sessionEnded: string): Promise<Actor> {
    const user = await this.db.getRepository(User).findOneBy({ id: userId });
    if (!user) throw new UnauthenticatedError(ACCOUNT_GONE);
    if (user.sessionVersion !== sessionVersion) throw new UnauthenticatedError(sessionEnded);
    return actorOf({ ...user, sessionVersion });
  }

  private async currentUser(actor: Actor): Promise<User> {
    const user = await this.findUser(actor.id);
    if (!user) throw new UnauthenticatedError(ACCOUNT_GONE);
    return user;
  }

  private payloadFor(user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'sessionVersion'>): AuthPayload {
    return { token: signToken(this.jwtSecret, user.id, user.sessionVersion), name: user.name, email: user.email, role: user.role };
  }

  /**
   * The user of `account` when `password` is theirs, else null; within the login limits either way
   * (per address, per address and account, per account), which throw TOO_MANY_REQUESTS. The user is
   * read through `manager`: a transaction's, to read a row it has locked.
   */
  private async verifyWithinLimits(account: string, password: string, clientAddress: string, manager: EntityManager = this.db.manager): Promise<User | null> {
    const clientKey = addressKey(clientAddress);
    await this.limits.beforeCheck(clientKey, account);
    const user = await manager.getRepository(User).findOneBy({ email: account });
    // Verify against a dummy hash when the user does not exist, so timing does not reveal accounts.
    const passwordHash = user?.passwordHash ?? (await this.getDummyHash());
    const valid = await verifyPassword(passwordHash, password);
    if (!user || !valid) return null;
    await this.limits.succeeded(clientKey, account);
    return user;
  }

  private getDummyHash(): Promise<string> {
    this.dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
