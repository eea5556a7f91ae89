import { Activity } from './activity';
import { Enquiry } from './enquiry';
import { GalleryCategory } from './gallery-category';
import { GalleryImage } from './gallery-image';
import { IdempotencyKey } from './idempotency-key';
import { ImageAsset } from './image-asset';
import { MailSettingsRecord } from './mail-settings-record';
import { Project } from './project';
import { ProjectImage } from './project-image';
import { Service } from './service';
import { SetPasswordLink } from './set-password-link';
import { SiteSettingsRecord } from './site-settings-record';
import { TrashItem } from './trash-item';
import { TrashItemImage } from './trash-item-image';
import { User } from './user';
import { VisitCount } from './visit-count';

export {
  Activity,
  Enquiry,
  GalleryCategory,
  GalleryImage,
  IdempotencyKey,
  ImageAsset,
  MailSettingsRecord,
  Project,
  ProjectImage,
  Service,
  SetPasswordLink,
  SiteSettingsRecord,
  TrashItem,
  TrashItemImage,
  User,
  VisitCount,
};
export { EnquiryStatus } from './enquiry';
export { FocalPoint, ImageVariant } from './image-asset';
export { ProjectCategory } from './project';
export type { Role } from './user';

export const entities = [
  Project,
  ProjectImage,
  GalleryImage,
  GalleryCategory,
  Service,
  User,
  ImageAsset,
  IdempotencyKey,
  SiteSettingsRecord,
  Enquiry,
  Activity,
  SetPasswordLink,
  MailSettingsRecord,
  TrashItem,
  TrashItemImage,
  VisitCount,
];
