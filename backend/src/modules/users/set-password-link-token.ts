import crypto from 'node:crypto';
import { SET_PASSWORD_PATH } from '@vriddhi/rules';

/** How long a set-password link an admin makes works (once). */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** How long a link asked for with "Forgot password?" works: it arrives by e-mail, and a mailbox may be read by others later. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** A new link token (32 random bytes, base64url) and the hash stored for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

/** Hex SHA-256: tokens are random, so a fast hash is enough, and a copy of the table opens no account. */
export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** The admin's page for the token; in the fragment, so it never reaches a server log or a Referer header. */
export function setPasswordUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${SET_PASSWORD_PATH}#token=${token}`;
}
