import type { ScheduledJob } from '../../jobs/once-across-instances';
import type { Logger } from '../../logger';
import type { VisitsService } from './visits.service';

export const VISIT_RETENTION_JOB = 'visit count retention';
/** Days of visitor counts kept: this year's against last year's stays possible, the table stays small. */
export const VISIT_COUNT_RETENTION_DAYS = 400;

/** Deleting the counts older than VISIT_COUNT_RETENTION_DAYS, nightly at 03:40 server time; a failure is logged and tried again the next night. */
export function visitJobs(visits: VisitsService, logger: Logger): ScheduledJob[] {
  const deleteExpired = () =>
    visits.deleteExpired(VISIT_COUNT_RETENTION_DAYS).then(
      (deleted) => {
        if (deleted > 0) logger.info({ deleted, retentionDays: VISIT_COUNT_RETENTION_DAYS }, 'Deleted visitor counts of days older than the retention');
      },
      (error: unknown) => logger.warn({ err: error }, 'Deleting old visitor counts failed; it is tried again tonight'),
    );
  return [{ name: VISIT_RETENTION_JOB, pattern: '40 3 * * *', run: deleteExpired }];
}
