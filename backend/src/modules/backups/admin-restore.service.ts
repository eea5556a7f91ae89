import type { DataSource } from 'typeorm';
import { ValidationError } from '../../errors';
import type { Maintenance } from '../../maintenance';
import { recordActivity } from '../activity/record-activity';
import { assertCan, type Actor } from '../auth/actor';
import { BackupError } from './backup-manifest';
import type { BackupsService } from './backups.service';

/** What the person restoring types to confirm: the restore replaces everything. */
export const RESTORE_CONFIRMATION = 'RESTORE';

/** The tables a person recognises, as the Restore dialog counts them in the archive and on the site now. */
const COUNTED = { projects: 'projects', galleryImages: 'gallery_images', services: 'services', photos: 'image_assets', enquiries: 'enquiries', users: 'users' };
export type ContentCounts = Record<keyof typeof COUNTED, number>;

export interface RestorePreview {
  name: string;
  createdAt: Date;
  inBackup: ContentCounts;
  onSiteNow: ContentCounts;
  /** What comes back, but not as it should (photo files the archive lacks), one line each. */
  warnings: string[];
}

export interface RestoreDone {
  restoredFrom: string;
  /** The archive of the site as it was just before: restoring it undoes this restore. */
  undoBackup: string;
  warnings: string[];
}

/**
 * A restore from the admin's Backups screen (admins only), of an archive in BACKUP_DIR: checked
 * completely first, as `npm run restore` checks it; then the site as it is now is backed up (so the
 * restore can be undone), and the restore runs while this process answers "back in a minute". Every
 * session ends: the restored users log in again, with the passwords of the backup's time.
 */
export class AdminRestoreService {
  constructor(
    private readonly db: DataSource,
    private readonly backups: BackupsService,
    private readonly maintenance: Maintenance,
  ) {}

  async preview(actor: Actor, name: string): Promise<RestorePreview> {
    assertCan(actor, 'backups');
    const archive = await this.backups.listed(name);
    const checked = await this.backups.verify(archive.file).catch(refusedForAdmin);
    const inBackup = Object.fromEntries(Object.entries(COUNTED).map(([key, table]) => [key, checked.manifest.tables[table] ?? 0])) as ContentCounts;
    return { name, createdAt: new Date(checked.manifest.createdAt), inBackup, onSiteNow: await this.countsNow(), warnings: checked.warnings };
  }

  async restore(actor: Actor, name: string, confirmation: string): Promise<RestoreDone> {
    assertCan(actor, 'backups');
    if (confirmation.trim().toUpperCase() !== RESTORE_CONFIRMATION) {
      throw new ValidationError({ confirmation: `Type ${RESTORE_CONFIRMATION} to confirm that everything is replaced` });
    }
    const archive = await this.backups.listed(name);
    await this.backups.verify(archive.file).catch(refusedForAdmin);
    const undo = await this.backups.create(undefined, 'before-restore');
    const { warnings } = await this.maintenance.during(() => this.backups.restore(archive.file)).catch(refusedForAdmin);
    // In the restored activity, when the person is one of the restored users (the restore replaced the list).
    const [{ known }]: { known: boolean }[] = await this.db.query('SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS known', [actor.id]);
    if (known) await recordActivity(this.db.manager, actor, { action: 'restored', subject: 'backup', label: name });
    await this.backups.prune(KEPT_UNDO_BACKUPS, 'before-restore');
    return { restoredFrom: name, undoBackup: undo.file.split(/[\\/]/).pop()!, warnings };
  }

  private async countsNow(): Promise<ContentCounts> {
    const selects = Object.entries(COUNTED).map(([key, table]) => `(SELECT count(*)::int FROM ${table}) AS "${key}"`);
    const [counts]: ContentCounts[] = await this.db.query(`SELECT ${selects.join(', ')}`);
    return counts;
  }
}

/** Archives made before a restore that are kept (older ones are deleted after the next restore). */
const KEPT_UNDO_BACKUPS = 5;

/** The command line's words about its options mean nothing in the admin. */
export function refusedForAdmin(error: unknown): never {
  if (error instanceof BackupError && /--from-another-site/.test(error.message)) {
    throw new BackupError(
      "This backup does not carry this site's signature (it was made by another installation, or changed since): it can only be restored on the server, with npm run restore -- FILE --from-another-site",
    );
  }
  throw error;
}
