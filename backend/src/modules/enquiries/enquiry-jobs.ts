import { Cron } from 'croner';
import type { Logger } from '../../logger';
import type { EnquiriesService } from './enquiries.service';

/** Every night at 03:30, server time: enquiries past the retention period go. */
const RETENTION_SCHEDULE = '30 3 * * *';
/** Every minute: e-mails that failed are tried again when due (enquiry-mailer.ts). */
const MAIL_RETRY_SCHEDULE = '* * * * *';

export interface EnquiryJobs {
  /** Stops the schedules and waits for e-mails being sent (they write to the database). */
  stop(): Promise<void>;
}

/**
 * The enquiries' background work: deleting those older than `retentionDays` (once now, before the
 * server answers, then nightly) and retrying e-mails that failed. A failure is logged and the job
 * runs again at its next time; a run still going when its next time comes is skipped.
 */
export async function startEnquiryJobs(enquiries: EnquiriesService, retentionDays: number, logger: Logger): Promise<EnquiryJobs> {
  const deleteExpired = () =>
    enquiries.deleteExpired(retentionDays).then(
      (deleted) => {
        if (deleted > 0) logger.info({ deleted, retentionDays }, 'Deleted enquiries older than ENQUIRY_RETENTION_DAYS');
      },
      (error: unknown) => logger.warn({ err: error }, 'Deleting old enquiries failed; it is tried again tonight'),
    );
  await deleteExpired();
  const jobs = [new Cron(RETENTION_SCHEDULE, { unref: true, protect: true }, deleteExpired)];
  if (enquiries.mailer.enabled) {
    const retry = () =>
      enquiries.mailer.retryUnsent().then(
        () => undefined,
        (error: unknown) => logger.warn({ err: error }, 'Retrying enquiry e-mails failed; it is tried again in a minute'),
      );
    jobs.push(new Cron(MAIL_RETRY_SCHEDULE, { unref: true, protect: true }, retry));
  }
  return {
    async stop() {
      for (const job of jobs) job.stop();
      await enquiries.mailer.settled();
      enquiries.mailer.close();
    },
  };
}
