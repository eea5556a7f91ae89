import { MAIL_SECURITY, type MailSecurity } from '@vriddhi/rules';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { MailSettingsRecord } from '../entities';
import type { SecretSealer } from './sealed-secret';
import { smtpUserAddress } from './smtp-user-address';

/** Where the site's e-mail goes out: SMTP_URL (the server's environment, which wins), the admin's Mail settings, or nowhere. */
export type MailSource = 'ENVIRONMENT' | 'SETTINGS' | 'NONE';

/** The firm as its e-mails are signed (the site settings): its short name and first e-mail address. */
export type FirmSender = () => Promise<{ shortName: string; email: string | null }>;

export interface MailEnvironment {
  /** SMTP_URL: smtp:// or smtps://; null: the admin's Mail settings are used. */
  smtpUrl: string | null;
  /** MAIL_FROM, used with SMTP_URL. */
  mailFrom: string | null;
  /** PUBLIC_URL: the start of links in e-mails asked for without a login, before the address the Mail settings recorded. */
  publicUrl: string | null;
}

/** A message as the features write it; the sender is the Mailer's. */
export type OutgoingMessage = Omit<SendMailOptions, 'from'>;

/** Why an e-mail was not sent, in the office's words. */
export class MailNotSentError extends Error {}

interface Route {
  key: string;
  transport: Transporter;
  /** The configured sender, or the SMTP user when it is an address; null: the firm's first e-mail. */
  sender: string | null;
  /** The origin for links in e-mails nobody logged in asked for; null: none known. */
  siteAddress: string | null;
}

// Short timeouts: a mail server that hangs must not hold a send (or the shutdown) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The one way the site sends e-mail (enquiry alerts, set-password links, the test e-mail). The route
 * is looked up at each send, so a change in the Mail settings, saved by any instance, applies to the
 * next e-mail everywhere; a transport is kept while its settings stay the same.
 */
export class Mailer {
  private route: Route | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly env: MailEnvironment,
    private readonly sealer: SecretSealer,
    /** The firm as its e-mails are signed. */
    readonly firm: FirmSender,
  ) {}

  get source(): Promise<MailSource> {
    if (this.env.smtpUrl) return Promise.resolve('ENVIRONMENT');
    return this.db
      .getRepository(MailSettingsRecord)
      .exists({ where: { id: 1 } })
      .then((saved) => (saved ? 'SETTINGS' : 'NONE'));
  }

  /** Whether e-mail can go out now (a route is set). */
  async enabled(): Promise<boolean> {
    return (await this.currentRoute()) !== null;
  }

  /** The origin for links in e-mails nobody logged in asked for: PUBLIC_URL, else the address the Mail settings recorded; null: unknown. */
  async siteAddress(): Promise<string | null> {
    return this.env.publicUrl ?? (await this.currentRoute())?.siteAddress ?? null;
  }

  /** Sends `message`; false when no route is set. Throws the mail server's refusal. */
  async send(message: OutgoingMessage): Promise<boolean> {
    const route = await this.currentRoute();
    if (!route) return false;
    const firm = await this.firm();
    const address = route.sender ?? firm.email;
    if (!address) throw new MailNotSentError("There is no address to send from: add a sender in the Mail settings or an e-mail address to the firm's details");
    const from = route.sender && route.sender.includes('<') ? route.sender : { name: `${firm.shortName} website`, address };
    await route.transport.sendMail({ ...message, from });
    return true;
  }

  close(): void {
    this.route?.transport.close();
    this.route = null;
  }

  private async currentRoute(): Promise<Route | null> {
    const wanted = await this.wantedRoute();
    if (!wanted) {
      this.close();
      return null;
    }
    if (this.route?.key !== wanted.key) {
      this.close();
      this.route = { ...wanted, transport: createTransport(wanted.options) };
    }
    return this.route;
  }

  private async wantedRoute(): Promise<(Omit<Route, 'transport'> & { options: Parameters<typeof createTransport>[0] }) | null> {
    const { smtpUrl, mailFrom } = this.env;
    if (smtpUrl) {
      return { key: `env`, options: { url: smtpUrl, ...TIMEOUTS }, sender: mailFrom ?? smtpUserAddress(smtpUrl), siteAddress: null };
    }
    const saved = await this.db.getRepository(MailSettingsRecord).findOneBy({ id: 1 });
    if (!saved) return null;
    const security = (MAIL_SECURITY as readonly string[]).includes(saved.security) ? (saved.security as MailSecurity) : 'STARTTLS';
    const password = saved.sealedPassword ? this.sealer.open(saved.sealedPassword) : null;
    const auth = saved.username ? { user: saved.username, pass: password ?? '' } : undefined;
    return {
      key: `settings:${saved.version}`,
      options: {
        host: saved.host,
        port: saved.port,
        secure: security === 'TLS',
        requireTLS: security === 'STARTTLS',
        ignoreTLS: security === 'NONE',
        auth,
        ...TIMEOUTS,
      },
      sender: saved.senderAddress ?? (saved.username && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(saved.username) ? saved.username : null),
      siteAddress: saved.siteAddress,
    };
  }
}
