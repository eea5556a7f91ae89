import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from './auth';
import { cleanText, optionalText } from './fields';

/** How the connection to the mail server is protected: TLS from the start (port 465), STARTTLS (587), or none (25, a local relay). */
export const MAIL_SECURITY = ['TLS', 'STARTTLS', 'NONE'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const MAIL_SECURITY_LABELS: Readonly<Record<MailSecurity, string>> = {
  TLS: 'SSL/TLS (usually port 465)',
  STARTTLS: 'STARTTLS (usually port 587)',
  NONE: 'None (only for a mail server on the same network)',
};

export const MAX_MAIL_PASSWORD_LENGTH = 512;
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const EMAIL_ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * The mail server the site sends through (Settings → Mail). The password is not part of the values
 * read back: `password` given sets it, null keeps the saved one.
 */
export const mailSettingsRules = z.object({
  host: z.preprocess(
    (value) => cleanText(value).toLowerCase(),
    z.string().min(1, 'Mail server is required, like smtp.gmail.com').regex(HOST_NAME, 'Mail server must be a name like smtp.gmail.com'),
  ),
  port: z.coerce
    .number('Port must be a number')
    .int('Port must be a whole number')
    .min(1, 'Port must be between 1 and 65535')
    .max(65535, 'Port must be between 1 and 65535'),
  security: z.enum(MAIL_SECURITY, 'Choose how the connection is protected'),
  username: optionalText('User name', MAX_EMAIL_LENGTH),
  password: z
    .string()
    .max(MAX_MAIL_PASSWORD_LENGTH, `Password must be at most ${MAX_MAIL_PASSWORD_LENGTH} characters`)
    .nullish()
    .transform((value) => value ?? null),
  senderAddress: z.preprocess(
    (value) => cleanText(value).toLowerCase() || null,
    z.string().max(MAX_EMAIL_LENGTH).regex(EMAIL_ADDRESS, 'Sender must be an e-mail address, like office@example.com').nullable(),
  ),
});

export type MailSettingsValues = z.output<typeof mailSettingsRules>;

/** "Send a test e-mail": where to. */
export const testEmailRules = z.object({
  to: z.preprocess(
    (value) => cleanText(value).toLowerCase(),
    z.string().min(1, 'Enter the address to send the test to').max(MAX_EMAIL_LENGTH).regex(EMAIL_ADDRESS, 'Enter an e-mail address, like office@example.com'),
  ),
});

/** "Forgot password?": the address a link is asked for (any text up to the limit: the answer is the same whether an account has it or not). */
export const passwordResetRequestRules = z.object({
  email: z.preprocess(
    (value) => cleanText(value).toLowerCase(),
    z.string().min(1, 'Enter the e-mail address you log in with').max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`),
  ),
});
