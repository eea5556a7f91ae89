import type { DataSource } from 'typeorm';
import { FileRemovals } from '../../src/images/file-removals';
import { BackupsService } from '../../src/modules/backups/backups.service';
import { ImageStore, LocalDiskDriver } from '../../src/storage';

/** The JWT secret the backup tests give their server (JWT_SECRET), which the site signs its archives with. */
export const BACKUP_TEST_SECRET = 'a-backups-test-secret-of-at-least-32-characters';

/**
 * Backups of the site on `db` and `uploadDir` as another process makes them (`npm run backup`): its
 * own connections, store and removals, nothing shared with the server's memory.
 */
export function backupsOn(db: DataSource, uploadDir: string, backupDir: string, signingSecret = BACKUP_TEST_SECRET): BackupsService {
  const store = new ImageStore(new LocalDiskDriver(uploadDir));
  return new BackupsService(db, { uploadDir, backupDir }, { store, removals: new FileRemovals(db, store), signingSecret });
}
