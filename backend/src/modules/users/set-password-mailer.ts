import type { Transporter } from 'nodemailer';
import type { Logger } from '../../logger';
import { createMailTransport, smtpUserAddress, type MailSettings } from '../../mail/transport';

/** What the e-mail needs to know of the firm: its short name and first e-mail address (the site settings). */
export type FirmSender = () => Promise<{ shortName: string; email: string | null }>;

export interface SetPasswordMail {
  to: { name: string; email: string };
  link: string;
  /** A new user (a welcome) or an existing one (a new link). */
  isNewUser: boolean;
}

/** E-mails a user their set-password link when SMTP_URL is set; a failed send is logged and reported, never thrown. */
export class SetPasswordMailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly mail: MailSettings,
    private readonly firm: FirmSender,
    private readonly logger: Logger,
  ) {
    this.transport = createMailTransport(mail.smtpUrl);
  }

  /** Whether the e-mail was sent. */
  async send({ to, link, isNewUser }: SetPasswordMail): Promise<boolean> {
    if (!this.transport) return false;
    try {
      const firm = await this.firm();
      const address = smtpUserAddress(this.mail.smtpUrl!) ?? firm.email;
      const from = this.mail.mailFrom ?? (address ? { name: `${firm.shortName} website`, address } : null);
      if (!from) throw new Error("There is no address to send from: set MAIL_FROM or add an e-mail address to the firm's details");
      await this.transport.sendMail({
        from,
        to: { name: to.name, address: to.email },
        subject: isNewUser ? `Your account for the ${firm.shortName} website` : `Choose a new password for the ${firm.shortName} website`,
        text: [
          `Hello ${to.name},`,
          '',
          isNewUser
            ? `You have been given an account for the admin of the ${firm.shortName} website. Open this link to choose your password:`
            : 'Open this link to choose a new password for the admin:',
          '',
          link,
          '',
          'The link works once, within 24 hours. If it has expired, ask an admin for a new one.',
          `You log in with this e-mail address: ${to.email}`,
        ].join('\n'),
      });
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'E-mailing a set-password link failed; the admin was shown the link to pass on');
      return false;
    }
  }
}
