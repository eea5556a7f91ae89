import type { Transporter } from 'nodemailer';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../logger';
import { createMailTransport, type MailSettings } from '../../mail/transport';
import type { SettingsService } from '../settings/settings.service';
import { enquiryEmail, smtpUserAddress, type EnquiryEmail, type EnquiryForEmail } from './enquiry-email';

/** Sends tried per enquiry; with the waits between them (1, 1, 2, 4 … up to 60 minutes), about a day of failures. */
export const MAX_MAIL_ATTEMPTS = 24;
/** Enquiries claimed by one retry round. */
const RETRY_BATCH = 20;

export type { MailSettings };

interface ClaimedEnquiry extends EnquiryForEmail {
  id: string;
  attempts: number;
}

export interface MailRound {
  sent: number;
  failed: number;
}

const CLAIMED_COLUMNS = `e.id, e.name, e.email, e.phone, e.subject, e.message, e.created_at AS "createdAt", e.mail_attempts AS "attempts"`;

/*
 * Each send is claimed in the database before it starts (its attempt counted), so the send that
 * follows a submit and the retry loop, in this process or another, never send one enquiry twice at once.
 */
const CLAIM_NEW = `
  WITH claimed AS (
    UPDATE enquiries e SET mail_attempts = e.mail_attempts + 1, mail_attempted_at = now()
    WHERE e.id = $1 AND e.mailed_at IS NULL AND e.mail_attempts = 0
    RETURNING ${CLAIMED_COLUMNS}
  ) SELECT * FROM claimed`;

/** Due: unsent, attempts left, and the wait after the last try (or since it was sent, when never tried) is over. */
const CLAIM_DUE = `
  WITH due AS (
    SELECT id FROM enquiries
    WHERE mailed_at IS NULL AND mail_attempts < $2
      AND coalesce(mail_attempted_at, created_at) <= $1::timestamptz - least(power(2, greatest(mail_attempts - 1, 0)), 60) * interval '1 minute'
    ORDER BY created_at
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  ), claimed AS (
    UPDATE enquiries e SET mail_attempts = e.mail_attempts + 1, mail_attempted_at = now()
    FROM due WHERE e.id = due.id
    RETURNING ${CLAIMED_COLUMNS}
  ) SELECT * FROM claimed`;

/**
 * E-mails each new enquiry to the firm's first e-mail address (site settings) when SMTP_URL is set.
 * The enquiry is committed before; a send that fails leaves it unsent, and `retryUnsent` (called
 * every minute by the enquiry jobs) tries again, waiting longer after each failure.
 */
export class EnquiryMailer {
  private readonly transport: Transporter | null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly mail: MailSettings,
    private readonly logger: Logger,
  ) {
    this.transport = createMailTransport(mail.smtpUrl);
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Sends a just-committed enquiry's e-mail in the background; the visitor's answer does not wait for it. */
  sendNew(id: string): void {
    if (!this.transport) return;
    this.track(this.db.query(CLAIM_NEW, [id]).then((claimed: ClaimedEnquiry[]) => this.send(claimed))).catch((error: unknown) =>
      this.logger.warn({ err: error, enquiryId: id }, 'E-mailing a new enquiry to the firm failed; it is tried again later'),
    );
  }

  /** Sends the e-mails that are due again (see CLAIM_DUE); `now` moves the clock, for tests. */
  retryUnsent(now = new Date()): Promise<MailRound> {
    if (!this.transport) return Promise.resolve({ sent: 0, failed: 0 });
    return this.track(this.db.query(CLAIM_DUE, [now, MAX_MAIL_ATTEMPTS, RETRY_BATCH]).then((claimed: ClaimedEnquiry[]) => this.send(claimed)));
  }

  /** Resolves once no e-mail is being sent. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.transport?.close();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(done);
    void done.then(() => this.inFlight.delete(done));
    return work;
  }

  private async send(claimed: ClaimedEnquiry[]): Promise<MailRound> {
    if (claimed.length === 0) return { sent: 0, failed: 0 };
    const addresses = await this.addresses();
    let sent = 0;
    for (const enquiry of claimed) {
      try {
        if (!addresses) throw new Error("The site settings have no e-mail address to send enquiries to: add one under the firm's details");
        await this.transport!.sendMail(enquiryEmail(enquiry, addresses));
        await this.db.query('UPDATE enquiries SET mailed_at = now() WHERE id = $1', [enquiry.id]);
        sent++;
      } catch (error) {
        const givenUp = enquiry.attempts >= MAX_MAIL_ATTEMPTS;
        this.logger[givenUp ? 'error' : 'warn'](
          { err: error, enquiryId: enquiry.id, attempts: enquiry.attempts },
          givenUp
            ? 'Gave up e-mailing an enquiry to the firm; it is still listed in the admin'
            : 'E-mailing an enquiry to the firm failed; it is tried again later',
        );
      }
    }
    return { sent, failed: claimed.length - sent };
  }

  private async addresses(): Promise<Pick<EnquiryEmail, 'from' | 'to'> | null> {
    const settings = await this.settings.get();
    const to = settings.emails[0];
    if (!to) return null;
    const from = this.mail.mailFrom ?? { name: `${settings.shortName} website`, address: smtpUserAddress(this.mail.smtpUrl!) ?? to };
    return { from, to };
  }
}
