import type { ScheduledJob } from '../../jobs/once-across-instances';
import type { Logger } from '../../logger';
import type { EnquiriesService } from './enquiries.service';

export const ENQUIRY_RETENTION_JOB = 'enquiry retention';
export const ENQUIRY_MAIL_RETRY_JOB = 'enquiry mail retry';

export interface EnquiryJobs {
  /** Deleting expired enquiries nightly, and retrying failed e-mails every minute. */
  jobs: ScheduledJob[];
  /** Waits for e-mails being sent (they write to the database); after the schedules stopped. */
  stop(): Promise<void>;
}

/**
 * The enquiries' background work: deleting those older than `retentionDays` (once now, before the
 * server answers, then nightly at 03:30 server time) and retrying e-mails that failed (every minute,
 * when due: enquiry-mailer.ts). A failure is logged and the job runs again at its next time.
 */
export async function startEnquiryJobs(enquiries: EnquiriesService, retentionDays: number, logger: Logger): Promise<EnquiryJobs> {
  const deleteExpired = () =>
    enquiries.deleteExpired(retentionDays).then(
      (deleted) => {
        if (deleted > 0) logger.info({ deleted, retentionDays }, 'Deleted enquiries older than ENQUIRY_RETENTION_DAYS');
      },
      (error: unknown) => logger.warn({ err: error }, 'Deleting old enquiries failed; it is tried again tonight'),
    );
  // One statement, harmless when another process starting now runs it too.
  await deleteExpired();
  const jobs: ScheduledJob[] = [{ name: ENQUIRY_RETENTION_JOB, pattern: '30 3 * * *', run: deleteExpired }];
  // Always scheduled: mail may be set up in the admin while the site runs (a round without it is one query).
  const retry = () =>
    enquiries.mailer.retryUnsent().then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error }, 'Retrying enquiry e-mails failed; it is tried again in a minute'),
    );
  jobs.push({ name: ENQUIRY_MAIL_RETRY_JOB, pattern: '* * * * *', run: retry });
  return {
    jobs,
    async stop() {
      await enquiries.mailer.settled();
    },
  };
}
