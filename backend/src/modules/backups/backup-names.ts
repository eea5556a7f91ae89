/** Who made an archive in BACKUP_DIR: the daily job (or `npm run backup`), or a person on the admin's Backups screen. */
export type BackupMaker = 'daily' | 'by-hand';

/** `backup-20261126-213701-123Z.tar.gz` (daily) or `backup-20261126-213701-123Z-by-hand.tar.gz`: UTC, sorts as it was made. */
const ARCHIVE_NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})Z(-by-hand)?\.tar\.gz$/;

export interface ArchiveName {
  createdAt: Date;
  madeBy: BackupMaker;
}

export function archiveName(at: Date, madeBy: BackupMaker = 'daily'): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
  return `backup-${stamp}${madeBy === 'by-hand' ? '-by-hand' : ''}.tar.gz`;
}

/** When and by whom an archive was made, read from its name; null for any other name (not one of ours). */
export function parseArchiveName(name: string): ArchiveName | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [year, month, day, hour, minute, second, ms] = match.slice(1, 8).map(Number);
  const createdAt = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  if (Number.isNaN(createdAt.getTime()) || archiveName(createdAt, match[8] ? 'by-hand' : 'daily') !== name) return null;
  return { createdAt, madeBy: match[8] ? 'by-hand' : 'daily' };
}
