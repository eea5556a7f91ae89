import { TRASH_DAYS } from '@vriddhi/rules';
import type { ScheduledJob } from '../../jobs/once-across-instances';
import type { Logger } from '../../logger';
import type { TrashService } from './trash.service';

export const TRASH_PURGE_JOB = 'trash purge';

/** Nightly at 03:45 server time, by one process: what has been in the Trash TRASH_DAYS is deleted for good. */
export function trashPurgeJob(trash: TrashService, logger: Logger): ScheduledJob {
  return {
    name: TRASH_PURGE_JOB,
    pattern: '45 3 * * *',
    run: () =>
      trash.purgeExpired().then(
        (purged) => {
          if (purged > 0) logger.info({ purged, days: TRASH_DAYS }, 'Deleted for good what had been in the Trash its days');
        },
        (error: unknown) => logger.warn({ err: error }, 'Emptying the old part of the Trash failed; it is tried again tonight'),
      ),
  };
}
