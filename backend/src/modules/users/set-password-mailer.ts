import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';

export interface SetPasswordMail {
  to: { name: string; email: string };
  link: string;
  /** A new user (a welcome), an admin's new link, or one the user asked for on the login page. */
  reason: 'new user' | 'new link' | 'forgot password';
  expiresAt: Date;
}

const HOUR_MS = 60 * 60_000;

/** "within 24 hours", "within the hour". */
function lifetime(expiresAt: Date): string {
  const hours = Math.round((expiresAt.getTime() - Date.now()) / HOUR_MS);
  return hours <= 1 ? 'within the hour' : `within ${hours} hours`;
}

/** E-mails a user their set-password link when mail is set up; a failed send is logged and reported, never thrown. */
export class SetPasswordMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly logger: Logger,
  ) {}

  /** The origin for a link nobody logged in asked for (Mailer.siteAddress); null: such a link cannot be sent. */
  async siteAddress(): Promise<string | null> {
    return (await this.mailer.enabled()) ? this.mailer.siteAddress() : null;
  }

  /** Whether the e-mail was sent. */
  async send({ to, link, reason, expiresAt }: SetPasswordMail): Promise<boolean> {
    try {
      const { shortName } = await this.mailer.firm();
      const opening = {
        'new user': `You have been given an account for the admin of the ${shortName} website. Open this link to choose your password:`,
        'new link': 'Open this link to choose a new password for the admin:',
        'forgot password': `A new password was asked for your account in the admin of the ${shortName} website. Open this link to choose one:`,
      }[reason];
      const closing = {
        'new user': `The link works once, ${lifetime(expiresAt)}. If it has expired, ask an admin for a new one.`,
        'new link': `The link works once, ${lifetime(expiresAt)}. If it has expired, ask an admin for a new one.`,
        'forgot password': `The link works once, ${lifetime(expiresAt)}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      }[reason];
      return await this.mailer.send({
        to: { name: to.name, address: to.email },
        subject: reason === 'new user' ? `Your account for the ${shortName} website` : `Choose a new password for the ${shortName} website`,
        text: [`Hello ${to.name},`, '', opening, '', link, '', closing, `You log in with this e-mail address: ${to.email}`].join('\n'),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'E-mailing a set-password link failed');
      return false;
    }
  }
}
