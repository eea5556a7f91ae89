import type { DataSource } from 'typeorm';
import { ContentVersion } from './content-version';
import { ContentWrites } from './content-writes';
import { FileRemovals } from './images/file-removals';
import { ImageAssetsService } from './images/image-assets.service';
import type { Logger } from './logger';
import { Mailer, type MailEnvironment } from './mail/mailer';
import { Maintenance } from './maintenance';
import { BackupUploadsService } from './modules/backups/backup-uploads';
import { SecretSealer } from './mail/sealed-secret';
import { ActivityService } from './modules/activity/activity.service';
import { AuthService } from './modules/auth/auth.service';
import { AdminRestoreService } from './modules/backups/admin-restore.service';
import { type BackupSettings, BackupsService } from './modules/backups/backups.service';
import { EnquiriesService } from './modules/enquiries/enquiries.service';
import { EnquiryMailer } from './modules/enquiries/enquiry-mailer';
import { GalleryService } from './modules/gallery/gallery.service';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { MailSettingsService } from './modules/mail/mail-settings.service';
import { ProjectsService } from './modules/projects/projects.service';
import { ServicesService } from './modules/services/services.service';
import { PhotoDetailsService } from './modules/photo-details/photo-details.service';
import { PreviewsService } from './modules/previews/previews.service';
import { SettingsService } from './modules/settings/settings.service';
import { ShareImagesService } from './modules/share-images/share-images.service';
import { SetPasswordMailer } from './modules/users/set-password-mailer';
import { TrashService } from './modules/trash/trash.service';
import { UsersService } from './modules/users/users.service';
import { VisitsService } from './modules/visits/visits.service';
import type { ImageStore } from './storage';

/** The one service layer that both GraphQL and REST adapt. */
export interface ServiceLayer {
  /** Moves after every committed write of public content; every cache of public reads follows it. */
  contentVersion: ContentVersion;
  auth: AuthService;
  images: ImageAssetsService;
  /** Idempotency-Key headers of creates. */
  idempotency: IdempotencyService;
  projects: ProjectsService;
  gallery: GalleryService;
  services: ServicesService;
  /** The firm's details (the one settings record). */
  settings: SettingsService;
  /** Messages of the contact form (not public content). */
  enquiries: EnquiriesService;
  /** Who changed what, recorded with every write. */
  activity: ActivityService;
  /** Alt text, caption and focal point of the content's photos. */
  photoDetails: PhotoDetailsService;
  /** Links that show an admin a hidden project's page before it is shown. */
  previews: PreviewsService;
  /** The pictures of link previews (og:image): a card of the firm, a project's photo. */
  shareImages: ShareImagesService;
  /** The admin's users and their roles, and the links with which they choose their passwords. */
  users: UsersService;
  /** Archives of the whole site in BACKUP_DIR: the daily job's and the admin's Backups screen. */
  backups: BackupsService;
  /** On while a restore from the admin runs in this process: requests get "back in a minute". */
  maintenance: Maintenance;
  backupUploads: BackupUploadsService;
  /** The admin's restore of a kept backup. */
  restores: AdminRestoreService;
  /** Every e-mail the site sends goes through it (SMTP_URL, else Settings → Mail). */
  mailer: Mailer;
  /** Settings → Mail. */
  mailSettings: MailSettingsService;
  /** What the admin deleted, kept TRASH_DAYS to be put back. */
  trash: TrashService;
  /** What visitors do on the public site, counted without cookies or personal data. */
  visits: VisitsService;
}

/** How the site sends e-mail (SMTP_URL, MAIL_FROM, PUBLIC_URL), and where a failed send is logged. */
export interface MailOptions extends MailEnvironment {
  logger: Logger;
  /** The firm's time zone (TIME_ZONE), in which exports and e-mails give times. */
  timeZone: string;
}

export function createServiceLayer(
  db: DataSource,
  store: ImageStore,
  jwtSecret: string,
  { logger, timeZone, ...mail }: MailOptions,
  backups: BackupSettings,
): ServiceLayer {
  const contentVersion = new ContentVersion();
  const removals = new FileRemovals(db, store);
  const writes = new ContentWrites(db, contentVersion);
  const images = new ImageAssetsService(db, store, contentVersion, writes, removals);
  const idempotency = new IdempotencyService(db);
  const settings = new SettingsService(db, images, contentVersion);
  const auth = new AuthService(db, jwtSecret);
  const projects = new ProjectsService(db, images, writes, idempotency, contentVersion);
  const sealer = new SecretSealer(jwtSecret, 'mail settings');
  const mailer = new Mailer(db, mail, sealer, firmSender(settings));
  const backupsService = new BackupsService(db, backups, { store, removals, signingSecret: jwtSecret, writes, auth, logger });
  const maintenance = new Maintenance(db);
  const visits = new VisitsService(db, projects, timeZone, logger);
  return {
    contentVersion,
    auth,
    images,
    idempotency,
    projects,
    gallery: new GalleryService(db, images, writes, idempotency, contentVersion),
    services: new ServicesService(db, images, writes, idempotency, contentVersion),
    settings,
    enquiries: new EnquiriesService(db, new EnquiryMailer(db, settings, mailer, logger, timeZone), timeZone, () => visits.enquirySent()),
    activity: new ActivityService(db),
    photoDetails: new PhotoDetailsService(writes),
    previews: new PreviewsService(auth, projects),
    shareImages: new ShareImagesService(settings, projects, images, contentVersion),
    users: new UsersService(db, jwtSecret, new SetPasswordMailer(mailer, logger), logger),
    backups: backupsService,
    maintenance,
    restores: new AdminRestoreService(db, backupsService, maintenance),
    backupUploads: new BackupUploadsService(db, backupsService, backups.backupDir),
    mailer,
    mailSettings: new MailSettingsService(db, mailer, sealer, mail.publicUrl),
    trash: new TrashService(db, images, writes),
    visits,
  };
}

/** The firm's short name and first e-mail address, which the site's e-mails are signed and sent with. */
function firmSender(settings: SettingsService) {
  return async () => {
    const { shortName, emails } = await settings.get();
    return { shortName, email: emails[0] ?? null };
  };
}
