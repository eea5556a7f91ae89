import type { ScheduledJob } from '../../jobs/once-across-instances';
import type { Logger } from '../../logger';
import type { BackupsService } from './backups.service';

export interface BackupSchedule {
  /** Local time of day; null: no daily backup. */
  time: { hour: number; minute: number } | null;
  /** How many archives are kept. */
  keep: number;
}

/** Writes one archive and prunes the older ones (only after it succeeded); a failure is logged, never thrown. */
export async function runDailyBackup(backups: BackupsService, keep: number, logger: Logger): Promise<void> {
  try {
    const { file, manifest } = await backups.create();
    const deleted = await backups.prune(keep);
    logger.info({ file, tables: manifest.tables, files: Object.keys(manifest.files).length, deleted }, 'Daily backup written');
  } catch (error) {
    logger.error({ err: error }, 'The daily backup failed; it is tried again tomorrow');
  }
}

export const DAILY_BACKUP_JOB = 'daily backup';

/** The daily backup at the server's local BACKUP_TIME (by one of the processes on the database); none without BACKUP_TIME. */
export function dailyBackupJobs(backups: BackupsService, schedule: BackupSchedule, logger: Logger): ScheduledJob[] {
  if (!schedule.time) return [];
  return [
    {
      name: DAILY_BACKUP_JOB,
      pattern: `${schedule.time.minute} ${schedule.time.hour} * * *`,
      run: () => runDailyBackup(backups, schedule.keep, logger),
    },
  ];
}
