import { PAGE_SIZE } from '@vriddhi/rules';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/page-type';
import type { BackupMaker as BackupMakerValue } from './backup-names';

/** GraphQL's enum of who made an archive: BY_HAND → 'by-hand'. */
export const BackupMaker = { DAILY: 'daily', BY_HAND: 'by-hand', BEFORE_RESTORE: 'before-restore', UPLOADED: 'uploaded' } as const satisfies Record<
  string,
  BackupMakerValue
>;

registerEnumType(BackupMaker, {
  name: 'BackupMaker',
  description: 'Who made a backup, as its file name says',
  valuesConfig: {
    DAILY: { description: 'The daily backup at BACKUP_TIME (or `npm run backup` on the server)' },
    BY_HAND: { description: 'A person, with "Make a backup now" on the admin\'s Backups screen' },
    BEFORE_RESTORE: { description: 'A restore from the admin, of the site as it was just before (to undo that restore)' },
    UPLOADED: { description: "A backup file uploaded on the Backups screen to be restored (PUT /api/backups/uploads/{id}); its date is the upload's" },
  },
});

@ObjectType({ description: 'One backup: a single .tar.gz file in the backup folder with every table and every uploaded file' })
export class Backup {
  @Field({ description: 'The file name, e.g. backup-20261126-020000-123Z.tar.gz (what createBackupDownloadLink takes)' })
  name: string;

  @Field(() => Float, { description: 'The size of the file in bytes' })
  bytes: number;

  @Field({ description: 'When it was made' })
  createdAt: Date;

  @Field(() => BackupMaker, { description: 'Whether the daily job or a person made it' })
  madeBy: BackupMakerValue;
}

@ObjectType({ description: 'The backups in the backup folder, and how they are made and kept' })
export class BackupList {
  @Field(() => [Backup], { description: `The newest ${PAGE_SIZE.max} backups in the folder, newest first (backupPage pages through every one)` })
  backups: Backup[];

  @Field(() => String, { nullable: true, description: "The server's local time of the daily backup, HH:MM (BACKUP_TIME); null: no daily backup" })
  dailyTime: string | null;

  @Field(() => Int, {
    description: 'How many daily backups are kept (BACKUP_KEEP); older ones are deleted. Hand-made ones are kept apart: as many of them again',
  })
  keep: number;

  @Field({ description: 'The folder on the server that holds them (BACKUP_DIR)' })
  folder: string;
}

@ObjectType({ description: 'A page of the backups in the backup folder, newest first' })
export class BackupPage extends PageOf(Backup, 'backups') {}

@ObjectType({ description: 'How much of each kind a site holds' })
export class ContentCounts {
  @Field(() => Int, { description: 'Projects, hidden ones included' }) projects: number;
  @Field(() => Int, { description: 'Gallery images, hidden ones included' }) galleryImages: number;
  @Field(() => Int, { description: 'Services, hidden ones included' }) services: number;
  @Field(() => Int, { description: 'Stored photos of all of them' }) photos: number;
  @Field(() => Int, { description: 'Enquiries' }) enquiries: number;
  @Field(() => Int, { description: 'Users of the admin' }) users: number;
}

@ObjectType({ description: 'A backup checked completely for a restore, before anything changes: what it holds, and what the site holds now' })
export class RestorePreview {
  @Field({ description: 'The backup, as backups lists it' }) name: string;
  @Field({ description: 'When it was made' }) createdAt: Date;
  @Field(() => ContentCounts, { description: 'What the site holds after the restore' }) inBackup: ContentCounts;
  @Field(() => ContentCounts, { description: 'What the site holds now, all of it replaced' }) onSiteNow: ContentCounts;
  @Field(() => [String], { description: 'What comes back, but not as it should (photo files the backup lacks), one line each' }) warnings: string[];
}

@ObjectType({ description: 'A restore done' })
export class RestoreDone {
  @Field({ description: 'The backup restored' }) restoredFrom: string;
  @Field({ description: 'The backup of the site as it was just before: restoring it undoes this restore' }) undoBackup: string;
  @Field(() => [String], { description: 'What was restored, but to correct in the admin, one line each' }) warnings: string[];
}
