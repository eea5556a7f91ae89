import type { DataSource } from 'typeorm';
import { BackgroundWork } from '../../jobs/background-work';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { SettingsService } from '../settings/settings.service';
import { enquiryEmail, type EnquiryForEmail } from './enquiry-email';

/** Sends tried per enquiry; with the waits between them (1, 1, 2, 4 … up to 60 minutes), about a day of failures. */
export const MAX_MAIL_ATTEMPTS = 24;
/** Enquiries claimed by one retry round. */
const RETRY_BATCH = 20;

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

/**
 * Due: unsent, attempts left, and the wait after the last try (or since it was sent, when never tried)
 * is over. Only the last day's: mail set up today does not send a year of enquiries the firm has read
 * in the admin.
 */
const CLAIM_DUE = `
  WITH due AS (
    SELECT id FROM enquiries
    WHERE mailed_at IS NULL AND mail_attempts < $2 AND created_at > $1::timestamptz - interval '1 day'
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
 * E-mails each new enquiry to the firm's first e-mail address (site settings) when mail is set up.
 * The enquiry is committed before; a send that fails leaves it unsent, and `retryUnsent` (called
 * every minute by the enquiry jobs) tries again, waiting longer after each failure.
 */
export class EnquiryMailer {
  private readonly background = new BackgroundWork();

  constructor(
    private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly mailer: Mailer,
    private readonly logger: Logger,
    private readonly timeZone: string,
  ) {}

  /** Sends a just-committed enquiry's e-mail in the background; the visitor's answer does not wait for it. */
  sendNew(id: string): void {
    const work = async () => {
      if (!(await this.mailer.enabled())) return;
      await this.send(await this.db.query(CLAIM_NEW, [id]));
    };
    this.background
      .track(work())
      .catch((error: unknown) => this.logger.warn({ err: error, enquiryId: id }, 'E-mailing a new enquiry to the firm failed; it is tried again later'));
  }

  /** Sends the e-mails that are due again (see CLAIM_DUE); `now` moves the clock, for tests. */
  retryUnsent(now = new Date()): Promise<MailRound> {
    const work = async () => {
      if (!(await this.mailer.enabled())) return { sent: 0, failed: 0 };
      return this.send(await this.db.query(CLAIM_DUE, [now, MAX_MAIL_ATTEMPTS, RETRY_BATCH]));
    };
    return this.background.track(work());
  }

  /** Resolves once no e-mail is being sent. */
  settled(): Promise<void> {
    return this.background.settled();
  }

  private async send(claimed: ClaimedEnquiry[]): Promise<MailRound> {
    if (claimed.length === 0) return { sent: 0, failed: 0 };
    const to = (await this.settings.get()).emails[0];
    let sent = 0;
    for (const enquiry of claimed) {
      try {
        if (!to) throw new Error("The site settings have no e-mail address to send enquiries to: add one under the firm's details");
        if (!(await this.mailer.send(enquiryEmail(enquiry, to, this.timeZone)))) throw new Error('Mail is no longer set up');
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
}
