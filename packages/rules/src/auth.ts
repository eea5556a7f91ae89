import { z } from 'zod';
import { cleanText } from './fields';

/** RFC 5321's limit for an address. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 1024;

/** Login: both required and bounded (before anything is keyed or hashed on them); the password is taken as typed. */
export const credentialsRules = z.object({
  email: z.preprocess(cleanText, z.string().min(1, 'Email is required').max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)),
  password: z.preprocess(
    (value) => (typeof value === 'string' ? value : ''),
    z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  ),
});

export type Credentials = z.output<typeof credentialsRules>;

export const MAX_NAME_LENGTH = 120;
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The signed-in user's own details; the e-mail is kept lower-case (the login matches it in any case). */
export const accountRules = z.object({
  name: z.preprocess(
    (value) => cleanText(value).replace(/\s+/g, ' '),
    z.string().min(1, 'Name is required').max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`),
  ),
  email: z.preprocess(
    (value) => cleanText(value).toLowerCase(),
    z
      .string()
      .min(1, 'Email is required')
      .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
      .regex(EMAIL_ADDRESS, 'Email must be an address like you@example.com'),
  ),
});

export type AccountValues = z.output<typeof accountRules>;

/**
 * Why the server ended a session that was valid, in the words the login page then shows (any other
 * refusal of a token reads "Your session has expired").
 */
export const SESSION_ENDINGS = {
  passwordChanged: 'Your session has ended because the password was changed. Please log in again.',
  accountGone: 'Your account no longer exists. Please log in again.',
} as const;

/** The server's reason for ending a session, when it is one of SESSION_ENDINGS; else null. */
export function sessionEnding(message: string | null | undefined): string | null {
  return Object.values(SESSION_ENDINGS).find((ending) => ending === message) ?? null;
}
