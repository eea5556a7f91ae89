import type { DataSource } from 'typeorm';
import { ContentVersion } from './content-version';
import { ImageAssetsService } from './images/image-assets.service';
import type { Logger } from './logger';
import { AuthService } from './modules/auth/auth.service';
import { EnquiriesService } from './modules/enquiries/enquiries.service';
import { EnquiryMailer, type MailSettings } from './modules/enquiries/enquiry-mailer';
import { GalleryService } from './modules/gallery/gallery.service';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { ProjectsService } from './modules/projects/projects.service';
import { OfferingsService } from './modules/offerings/offerings.service';
import { PreviewsService } from './modules/previews/previews.service';
import { SettingsService } from './modules/settings/settings.service';
import { ShareImagesService } from './modules/share-images/share-images.service';
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
  /** The firm's services (what it offers), named offerings here so that 'service' always means this layer. */
  offerings: OfferingsService;
  /** The firm's details (the one settings record). */
  settings: SettingsService;
  /** Messages of the contact form (not public content). */
  enquiries: EnquiriesService;
  /** Links that show an admin a hidden project's page before it is shown. */
  previews: PreviewsService;
  /** The pictures of link previews (og:image): a card of the firm, a project's photo. */
  shareImages: ShareImagesService;
}

/** How new enquiries are e-mailed to the firm (SMTP_URL, MAIL_FROM), and where a failed send is logged. */
export interface EnquiryMailOptions extends MailSettings {
  logger: Logger;
}

export function createServiceLayer(db: DataSource, store: ImageStore, jwtSecret: string, { logger, ...mail }: EnquiryMailOptions): ServiceLayer {
  const contentVersion = new ContentVersion();
  const images = new ImageAssetsService(db, store, contentVersion);
  const idempotency = new IdempotencyService(db);
  const settings = new SettingsService(db, images, contentVersion);
  const auth = new AuthService(db, jwtSecret);
  const projects = new ProjectsService(db, images, idempotency, contentVersion);
  return {
    contentVersion,
    auth,
    images,
    idempotency,
    projects,
    gallery: new GalleryService(db, images, idempotency, contentVersion),
    offerings: new OfferingsService(db, images, idempotency, contentVersion),
    settings,
    enquiries: new EnquiriesService(db, new EnquiryMailer(db, settings, mail, logger)),
    previews: new PreviewsService(auth, projects),
    shareImages: new ShareImagesService(settings, projects, images, contentVersion),
  };
}
