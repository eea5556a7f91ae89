import { newUserRules, PAGE_SIZE, passwordResetRequestRules, userChangeRules, type Role } from '@vriddhi/rules';
import { changePasswordRules } from '@vriddhi/rules/passwords';
import crypto from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { SetPasswordLink, User } from '../../entities';
import { BadRequestError, NotFoundError, TooManyRequestsError, ValidationError } from '../../errors';
import { addressKey } from '../../http/ip-address';
import { BackgroundWork } from '../../jobs/background-work';
import type { Logger } from '../../logger';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import type { AuthPayload } from '../auth/auth.inputs';
import { ignoreRefusal, refusalOf, sharedLimiter } from '../limits/shared-limiter';
import { hashPassword, setPassword } from '../auth/passwords';
import { signToken } from '../auth/tokens';
import { keysetPage, type Keyset, type Page, type PageRequest } from '../paging';
import { accept, isUuid } from '../validation';
import { checkVersion, type ExpectedVersion } from '../versions';
import { hashLinkToken, LINK_LIFETIME_MS, newLinkToken, RESET_LINK_LIFETIME_MS, setPasswordUrl } from './set-password-link-token';
import type { SetPasswordMailer } from './set-password-mailer';
import type { CreatedUserPayload, SetPasswordLinkPayload } from './users.inputs';

const EMAIL_TAKEN = 'Another user already has this e-mail address';
const USER_NOT_FOUND = 'This user does not exist (any more)';
const LINK_NOT_VALID = 'This link has expired or was already used. Ask for a new one with "Forgot password?" on the login page, or ask an admin.';
const LAST_ADMIN = 'The firm needs at least one admin: make another user an admin first';
// An admin cannot lock themselves out by mistake, and taking away an admin's rights is always done by a second person.
const NOT_YOURSELF_ROLE = 'You cannot change your own role: ask another admin to do it';
const NOT_YOURSELF_DELETE = 'You cannot remove yourself: ask another admin to do it';
const NO_ORIGIN = 'The link cannot be made: the request names no usable host. Set PUBLIC_URL on the server.';
/** SQLSTATE of a unique constraint violated (two users with one e-mail). */
const UNIQUE_VIOLATION = '23505';
/** Wrong link tokens per address in the window: far too few to guess a 256-bit token, plenty for a mistyped link. */
const MAX_WRONG_LINKS_PER_ADDRESS = 10;
const WINDOW_SECONDS = 15 * 60;
/** "Forgot password?" requests per address in the window, whatever address they name. */
const MAX_RESET_REQUESTS_PER_ADDRESS = 5;
/** Links e-mailed to one account in an hour: a stranger cannot fill someone's inbox. */
const MAX_RESET_MAILS_PER_ACCOUNT = 3;

/** Admins first, then by name. */
const LIST_ORDER = `CASE WHEN u.role = 'admin' THEN 0 ELSE 1 END`;

/** LIST_ORDER as a keyset (the id decides between two users of one name). */
const ADMINS_FIRST_BY_NAME: Keyset = {
  list: 'users',
  direction: 'ASC',
  columns: [
    { expression: LIST_ORDER, type: 'integer' },
    { expression: 'lower(u.name)', type: 'text' },
    { expression: 'u.id', type: 'uuid' },
  ],
};

/**
 * The admin's Users screen: adding users (who choose their password with a one-time link), changing
 * their role, removing them. The firm always keeps at least one admin.
 */
export class UsersService {
  /** Wrong, used or expired link tokens per address, shared by all processes (in the database). */
  private readonly wrongLinks;
  private readonly resetRequests;
  private readonly resetMails;
  /** The e-mails of "Forgot password?", sent after the answer. */
  private readonly background = new BackgroundWork();

  constructor(
    private readonly db: DataSource,
    private readonly jwtSecret: string,
    private readonly mailer: SetPasswordMailer,
    private readonly logger: Logger,
  ) {
    this.wrongLinks = sharedLimiter(db, { name: 'set-password-links', points: MAX_WRONG_LINKS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS });
    this.resetRequests = sharedLimiter(db, { name: 'password-reset-requests', points: MAX_RESET_REQUESTS_PER_ADDRESS, durationSeconds: WINDOW_SECONDS });
    this.resetMails = sharedLimiter(db, { name: 'password-reset-mails', points: MAX_RESET_MAILS_PER_ACCOUNT, durationSeconds: 60 * 60 });
  }

  /** The first PAGE_SIZE.max users of the list (the bounded list of GraphQL's `users`). */
  async list(actor: Actor): Promise<User[]> {
    return (await this.page(actor, { first: PAGE_SIZE.max })).items;
  }

  /** A page of the users, admins first, then by name (see paging.ts). */
  page(actor: Actor, request: PageRequest): Promise<Page<User>> {
    assertCan(actor, 'users');
    return keysetPage(this.db.getRepository(User).createQueryBuilder('u'), ADMINS_FIRST_BY_NAME, request);
  }

  /** A new user with an unusable password (a hash of random bytes nobody knows) and a link to choose their own. */
  async create(actor: Actor, raw: unknown, origin: string | null): Promise<CreatedUserPayload> {
    assertCan(actor, 'users');
    const { name, email, role } = accept(newUserRules, raw);
    const base = originOrThrow(origin);
    const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    const { user, token, expiresAt } = await this.db
      .transaction(async (manager) => {
        const created = await manager.getRepository(User).save(manager.getRepository(User).create({ name, email, role, passwordHash, hasPassword: false }));
        const link = await this.newLink(manager, created.id);
        await recordActivity(manager, actor, { action: 'created', subject: 'user', subjectId: created.id, label: created.email });
        return { user: created, ...link };
      })
      .catch((error: unknown) => {
        if ((error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION) throw new ValidationError({ email: EMAIL_TAKEN });
        throw error;
      });
    const link = setPasswordUrl(base, token);
    const emailed = await this.mailer.send({ to: user, link, reason: 'new user', expiresAt });
    return { user, link, linkExpiresAt: expiresAt, emailed };
  }

  /**
   * Another user's name or role; demoting the last admin, or oneself, is refused. With `expected`,
   * refused with CONFLICT unless the user is still at that version (modules/versions.ts).
   */
  async update(actor: Actor, id: string, raw: { name?: unknown; role?: unknown }, expected?: ExpectedVersion): Promise<User> {
    assertCan(actor, 'users');
    const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value !== null));
    const change = accept(userChangeRules, given) as { name?: string; role?: Role };
    return this.db.transaction(async (manager) => {
      const admins = change.role ? await this.lockAdmins(manager, actor) : null;
      const user = await this.lockedUser(manager, id);
      checkVersion('user', user.version, expected);
      if (admins && change.role !== user.role) {
        if (user.id === actor.id) throw new ValidationError({ role: NOT_YOURSELF_ROLE });
        if (!admins.some((adminId) => adminId !== user.id)) throw new ValidationError({ role: LAST_ADMIN });
      }
      const roleChanged = change.role !== undefined && change.role !== user.role;
      const nameChanged = change.name !== undefined && change.name !== user.name;
      if (!roleChanged && !nameChanged) return user;
      await manager.getRepository(User).update(user.id, { ...change, version: user.version + 1 });
      if (roleChanged) await recordActivity(manager, actor, { action: 'changed the role of', subject: 'user', subjectId: user.id, label: user.email });
      if (nameChanged) await recordActivity(manager, actor, { action: 'updated', subject: 'user', subjectId: user.id, label: user.email });
      return (await manager.getRepository(User).findOneBy({ id: user.id }))!;
    });
  }

  /** Removes another user; their sessions end at once (every request reads the user). The last admin, or oneself, cannot be removed. */
  async delete(actor: Actor, id: string): Promise<string> {
    assertCan(actor, 'users');
    return this.db.transaction(async (manager) => {
      const admins = await this.lockAdmins(manager, actor);
      const user = await this.lockedUser(manager, id);
      if (user.id === actor.id) throw new BadRequestError(NOT_YOURSELF_DELETE);
      if (!admins.some((adminId) => adminId !== user.id)) throw new BadRequestError(LAST_ADMIN);
      await manager.getRepository(User).delete(user.id);
      await recordActivity(manager, actor, { action: 'deleted', subject: 'user', subjectId: user.id, label: user.email });
      return user.id;
    });
  }

  /** A new link for a user who lost theirs or forgot their password; their older unused links stop working. */
  async createLink(actor: Actor, userId: string, origin: string | null): Promise<SetPasswordLinkPayload> {
    assertCan(actor, 'users');
    const base = originOrThrow(origin);
    const { user, token, expiresAt } = await this.db.transaction(async (manager) => {
      const found = await this.lockedUser(manager, userId);
      await manager.query('DELETE FROM set_password_links WHERE user_id = $1 AND used_at IS NULL', [found.id]);
      const link = await this.newLink(manager, found.id);
      await recordActivity(manager, actor, { action: 'made a set-password link for', subject: 'user', subjectId: found.id, label: found.email });
      return { user: found, ...link };
    });
    const link = setPasswordUrl(base, token);
    const emailed = await this.mailer.send({ to: user, link, reason: user.hasPassword ? 'new link' : 'new user', expiresAt });
    return { link, linkExpiresAt: expiresAt, emailed };
  }

  /**
   * Public ("Forgot password?"): e-mails the user with `email` a link to choose a new password, valid
   * RESET_LINK_LIFETIME_MS. The answer is the same, and as quick, whether anyone has that address,
   * whether mail is set up and whether the account's own limit is reached: the lookup and the e-mail
   * happen after it. Refused only when this address has asked too often (whatever it asked for).
   */
  async requestPasswordReset(raw: { email?: unknown }, clientAddress: string): Promise<void> {
    const { email } = accept(passwordResetRequestRules, raw);
    await this.resetRequests.consume(addressKey(clientAddress)).catch((error: unknown) => {
      const refused = refusalOf(error);
      throw new TooManyRequestsError(Math.ceil(refused.msBeforeNext / 1000), 'Too many requests for a new password. Please try again in 15 minutes.');
    });
    void this.background
      .track(this.emailResetLink(email))
      .catch((error: unknown) => this.logger.warn({ err: error }, 'E-mailing a link for a forgotten password failed'));
  }

  /** Resolves once no "Forgot password?" e-mail is being sent. */
  settled(): Promise<void> {
    return this.background.settled();
  }

  private async emailResetLink(email: string): Promise<void> {
    const user = await this.db.getRepository(User).findOneBy({ email });
    if (!user) return;
    const origin = await this.mailer.siteAddress();
    if (!origin) {
      this.logger.warn('A link for a forgotten password was asked for, but mail is not set up (or the site address is unknown): nothing was sent');
      return;
    }
    const allowed = await this.resetMails.consume(user.id).then(
      () => true,
      (error: unknown) => {
        refusalOf(error);
        return false;
      },
    );
    if (!allowed) return;
    const self: Actor = { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: user.sessionVersion };
    const { token, expiresAt } = await this.db.transaction(async (manager) => {
      const link = await this.newLink(manager, user.id, RESET_LINK_LIFETIME_MS, true);
      await recordActivity(manager, self, { action: 'asked for a new password by e-mail', subject: 'password', subjectId: user.id });
      return link;
    });
    await this.mailer.send({ to: user, link: setPasswordUrl(origin, token), reason: 'forgot password', expiresAt });
  }

  /**
   * Public: the password chosen with a link (checked as on the Account screen), which then never works
   * again. Raises the session version, so any session from before ends, and logs the user in.
   */
  async setPasswordWithLink(raw: { token?: unknown; newPassword?: unknown }, clientAddress: string): Promise<AuthPayload> {
    const clientKey = addressKey(clientAddress);
    const wrong = await this.wrongLinks.get(clientKey);
    if (wrong && wrong.consumedPoints >= MAX_WRONG_LINKS_PER_ADDRESS) throw tooManyTries(wrong.msBeforeNext);

    const token = typeof raw.token === 'string' && raw.token.length <= 100 ? raw.token : '';
    const tokenHash = hashLinkToken(token);
    const link = await this.db.getRepository(SetPasswordLink).findOne({ where: { tokenHash }, relations: { user: true } });
    if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now()) {
      await this.wrongLinks.consume(clientKey).catch(ignoreRefusal);
      throw new ValidationError({ token: LINK_NOT_VALID });
    }
    const { user } = link;
    const { newPassword } = accept(changePasswordRules(user.email, user.name).pick({ newPassword: true }), raw);

    const sessionVersion = await this.db.transaction(async (manager) => {
      // Claimed in the transaction: of two uses at once, only one gets the row.
      const claimed: unknown[] = await manager.query(
        'UPDATE set_password_links SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING id',
        [link.id],
      );
      if (rowsOf(claimed).length === 0) throw new ValidationError({ token: LINK_NOT_VALID });
      const version = await setPassword(manager, user.id, newPassword);
      await manager.query('UPDATE users SET last_sign_in_at = now() WHERE id = $1', [user.id]);
      const self: Actor = { id: user.id, email: user.email, name: user.name, role: user.role, sessionVersion: version };
      const action = link.forgotten ? 'reset their forgotten password with the e-mailed link' : 'chose a new password with a set-password link';
      await recordActivity(manager, self, { action, subject: 'password', subjectId: user.id });
      return version;
    });
    return { token: signToken(this.jwtSecret, user.id, sessionVersion), name: user.name, email: user.email, role: user.role };
  }

  private async newLink(manager: EntityManager, userId: string, lifetimeMs = LINK_LIFETIME_MS, forgotten = false): Promise<{ token: string; expiresAt: Date }> {
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + lifetimeMs);
    await manager.getRepository(SetPasswordLink).insert({ userId, tokenHash, expiresAt, usedAt: null, forgotten });
    return { token, expiresAt };
  }

  /** The user's row, locked (FOR NO KEY UPDATE, as lockAdmins says why). */
  private async lockedUser(manager: EntityManager, id: string): Promise<User> {
    const user = isUuid(id) ? await manager.getRepository(User).findOne({ where: { id }, lock: { mode: 'for_no_key_update' } }) : null;
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
    return user;
  }

  /**
   * The admins' ids, their rows locked (always before any other user's row, and in one order, so two
   * of these transactions never deadlock). Two admins demoting or removing each other at once are so
   * decided one after the other, and the second sees the first's change; by then the actor must still
   * be an admin. FOR NO KEY UPDATE, not FOR UPDATE: rows that merely refer to a user (the activity
   * recorded by every write, who changed a project) take a key-share lock on it, which this lock
   * leaves free; FOR UPDATE would block them, and an edit holding the edited user's row while
   * recording its activity (a key-share lock on the actor, an admin held here) would deadlock with it.
   */
  private async lockAdmins(manager: EntityManager, actor: Actor): Promise<string[]> {
    const admins: { id: string }[] = await manager.query(`SELECT id FROM users WHERE role = 'admin' ORDER BY id FOR NO KEY UPDATE`);
    const ids = admins.map((admin) => admin.id);
    if (!ids.includes(actor.id)) assertCan({ role: 'editor' }, 'users');
    return ids;
  }
}

function originOrThrow(origin: string | null): string {
  if (!origin) throw new BadRequestError(NO_ORIGIN);
  return origin;
}

function tooManyTries(msBeforeNext: number): TooManyRequestsError {
  const seconds = Math.ceil(msBeforeNext / 1000);
  return new TooManyRequestsError(seconds, `Too many tries with links that do not work. Please try again in ${Math.ceil(seconds / 60)} minutes.`);
}

/** node-postgres answers an UPDATE … RETURNING through TypeORM as [rows, count]. */
function rowsOf(result: unknown[]): unknown[] {
  return Array.isArray(result[0]) ? (result[0] as unknown[]) : result;
}
