import type { AdminBackupsQuery } from '@/gql/graphql';

export type BackupItem = AdminBackupsQuery['backupPage']['items'][number];

const MEGABYTE = 1024 * 1024;
const madeAt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** In the browser's own time zone: 27 Nov 2026, 7:30 am. */
export function backupDate(createdAt: string): string {
  return madeAt.format(new Date(createdAt));
}

/** 12.3 MB; a tiny one "Under 0.1 MB". */
export function backupSize(bytes: number): string {
  const megabytes = bytes / MEGABYTE;
  return megabytes < 0.1 ? 'Under 0.1 MB' : `${megabytes.toFixed(1)} MB`;
}

/** What a backup is and how they are made and kept, from the schedule the server runs. */
export function scheduleText(dailyTime: string | null, keep: number): string {
  const what = 'A backup is a single file with every project, photo, service, setting, enquiry and user.';
  const daily = dailyTime
    ? `One is made every day at ${dailyTime} and the last ${keep} are kept.`
    : 'No backup is made automatically on this server: make one here when you need one.';
  const byHand = `Backups you make here are kept apart from the daily ones: the last ${keep} of them are kept too.`;
  return `${what} ${daily} ${byHand}`;
}
