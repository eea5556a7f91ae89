import type { DataSource } from 'typeorm';
import { ImageAssetsService } from './images/image-assets.service';
import { AuthService } from './modules/auth/auth.service';
import { GalleryService } from './modules/gallery/gallery.service';
import { ProjectsService } from './modules/projects/projects.service';
import { ServicesService } from './modules/services/services.service';
import type { ImageStore } from './storage';

/** The one service layer that both GraphQL and REST adapt. */
export interface Services {
  auth: AuthService;
  images: ImageAssetsService;
  projects: ProjectsService;
  gallery: GalleryService;
  services: ServicesService;
}

export function createServices(db: DataSource, store: ImageStore, jwtSecret: string): Services {
  const images = new ImageAssetsService(db, store);
  return {
    auth: new AuthService(db, jwtSecret),
    images,
    projects: new ProjectsService(db, images),
    gallery: new GalleryService(db, images),
    services: new ServicesService(db, images),
  };
}
