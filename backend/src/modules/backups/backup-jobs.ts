import { Cron } from 'croner';
import type { Logger } from '../../logger';
import type { BackupsService } from './backups.service';

export interface BackupSchedule {
  /** Local time of day; null: no daily backup. */
  time: { hour: number; minute: number } | null;
  /** How many archives are kept. */
  keep: number;
}

export interface BackupJobs {
  /** Stops the schedule and waits for a backup being written (it reads the database). */
  stop(): Promise<void>;
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

/** The daily backup at the server's local BACKUP_TIME; a run still going when the next time comes is skipped. */
export function startBackupJobs(backups: BackupsService, schedule: BackupSchedule, logger: Logger): BackupJobs {
  if (!schedule.time) return { stop: async () => undefined };
  let running: Promise<void> = Promise.resolve();
  const job = new Cron(`${schedule.time.minute} ${schedule.time.hour} * * *`, { unref: true, protect: true }, () => {
    running = runDailyBackup(backups, schedule.keep, logger);
    return running;
  });
  return {
    async stop() {
      job.stop();
      await running;
    },
  };
}
