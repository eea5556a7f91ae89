/**
 * Who made an archive in BACKUP_DIR: the daily job (or `npm run backup`), a person on the admin's
 * Backups screen, a restore from the admin (the site as it was just before, so that a restore can
 * itself be undone), or a file uploaded there to be restored.
 */
export type BackupMaker = 'daily' | 'by-hand' | 'before-restore' | 'uploaded';

/** `backup-20261126-213701-123Z.tar.gz` (daily), `…-by-hand`, `…-before-restore` or `…-uploaded.tar.gz`: UTC, sorts as it was made (or uploaded). */
const ARCHIVE_NAME = /^backup-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})-(\d{3})Z(?:-(by-hand|before-restore|uploaded))?\.tar\.gz$/;

export interface ArchiveName {
  createdAt: Date;
  madeBy: BackupMaker;
}

export function archiveName(at: Date, madeBy: BackupMaker = 'daily'): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '-');
  return `backup-${stamp}${madeBy === 'daily' ? '' : `-${madeBy}`}.tar.gz`;
}

/** When and by whom an archive was made, read from its name; null for any other name (not one of ours). */
export function parseArchiveName(name: string): ArchiveName | null {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [year, month, day, hour, minute, second, ms] = match.slice(1, 8).map(Number);
  const createdAt = new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  const madeBy = (match[8] as BackupMaker | undefined) ?? 'daily';
  if (Number.isNaN(createdAt.getTime()) || archiveName(createdAt, madeBy) !== name) return null;
  return { createdAt, madeBy };
}
