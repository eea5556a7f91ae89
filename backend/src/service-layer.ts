import type { DataSource } from 'typeorm';
import { ContentVersion } from './content-version';
import { ImageAssetsService } from './images/image-assets.service';
import { AuthService } from './modules/auth/auth.service';
import { GalleryService } from './modules/gallery/gallery.service';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { ProjectsService } from './modules/projects/projects.service';
import { OfferingsService } from './modules/offerings/offerings.service';
import { SettingsService } from './modules/settings/settings.service';
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
}

export function createServiceLayer(db: DataSource, store: ImageStore, jwtSecret: string): ServiceLayer {
  const contentVersion = new ContentVersion();
  const images = new ImageAssetsService(db, store, contentVersion);
  const idempotency = new IdempotencyService(db);
  return {
    contentVersion,
    auth: new AuthService(db, jwtSecret),
    images,
    idempotency,
    projects: new ProjectsService(db, images, idempotency, contentVersion),
    gallery: new GalleryService(db, images, idempotency, contentVersion),
    offerings: new OfferingsService(db, images, idempotency, contentVersion),
    settings: new SettingsService(db, images, contentVersion),
  };
}
