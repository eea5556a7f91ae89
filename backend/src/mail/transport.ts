import { createTransport, type Transporter } from 'nodemailer';

/** How the server sends e-mail (SMTP_URL, MAIL_FROM), shared by every feature that does. */
export interface MailSettings {
  /** smtp:// or smtps:// URL; null: nothing is e-mailed. */
  smtpUrl: string | null;
  /** The sender; null: the SMTP user when it is an address, else the firm's first e-mail. */
  mailFrom: string | null;
}

/** A transport for SMTP_URL, or null when it is not set. */
export function createMailTransport(smtpUrl: string | null): Transporter | null {
  // Short timeouts: a mail server that hangs must not hold a send (or the shutdown) for minutes.
  return smtpUrl ? createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }) : null;
}

/** The SMTP user of `smtpUrl` when it is an e-mail address (a sender the server is allowed to use), else null. */
export function smtpUserAddress(smtpUrl: string): string | null {
  let user: string;
  try {
    user = decodeURIComponent(new URL(smtpUrl).username);
  } catch {
    return null; // a malformed %-escape: no usable address
  }
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(user) ? user : null;
}
