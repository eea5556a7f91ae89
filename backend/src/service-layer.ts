import type { DataSource } from 'typeorm';
import { ImageAssetsService } from './images/image-assets.service';
import { AuthService } from './modules/auth/auth.service';
import { GalleryService } from './modules/gallery/gallery.service';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { ProjectsService } from './modules/projects/projects.service';
import { OfferingsService } from './modules/offerings/offerings.service';
import type { ImageStore } from './storage';

/** The one service layer that both GraphQL and REST adapt. */
export interface ServiceLayer {
  auth: AuthService;
  images: ImageAssetsService;
  /** Idempotency-Key headers of creates. */
  idempotency: IdempotencyService;
  projects: ProjectsService;
  gallery: GalleryService;
  /** The firm's services (what it offers), named offerings here so that 'service' always means this layer. */
  offerings: OfferingsService;
}

export function createServiceLayer(db: DataSource, store: ImageStore, jwtSecret: string): ServiceLayer {
  const images = new ImageAssetsService(db, store);
  const idempotency = new IdempotencyService(db);
  return {
    auth: new AuthService(db, jwtSecret),
    images,
    idempotency,
    projects: new ProjectsService(db, images, idempotency),
    gallery: new GalleryService(db, images, idempotency),
    offerings: new OfferingsService(db, images, idempotency),
  };
}
