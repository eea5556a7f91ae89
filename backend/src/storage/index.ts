export { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from './upload-limits';
export { sniffImageType, type ImageType } from './sniff-image-type';
export { readStreamLimited } from './read-limited';
export type { StorageDriver } from './storage-driver';
export { InvalidStorageKeyError, isValidStorageKey } from './storage-key';
export { LocalDiskDriver } from './local-disk-driver';
export {
  processImage,
  computePlaceholder,
  oneAtATime,
  MAX_INPUT_PIXELS,
  PREVIEW_MAX_SIDE,
  FULL_IMAGE_MAX_SIDE,
  VARIANT_WIDTHS,
  type ProcessedImage,
  type EncodedImage,
  type ImagePlaceholder,
} from './image-pipeline';
export { ImageStore, type StoredImage, type StoredImageVariant, type StoredImageRef, type ImageStoreOptions } from './image-store';
