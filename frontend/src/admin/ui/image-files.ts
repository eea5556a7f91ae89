import { UPLOAD_LIMITS } from '@vriddhi/rules';
import { IMAGE_TOO_LARGE_MESSAGE } from '@/admin/lib/graphql-errors';

export const NOT_AN_IMAGE_MESSAGE = 'Please choose an image file (PNG, JPG, GIF, WebP).';
export const HEIC_MESSAGE = 'HEIC photos are not supported. Please choose a JPEG or PNG (on iPhone: Settings › Camera › Formats › Most Compatible).';

const IMAGE_NAME = /\.(jpe?g|png|gif|webp|avif)$/i;

/** HEIC/HEIF by type or, as Android and Windows often give none, by name. */
export function isHeicFile(file: File): boolean {
  const type = file.type.toLowerCase();
  return type === 'image/heic' || type === 'image/heif' || /\.(heic|heif)$/i.test(file.name);
}

/** Null when the file may be sent as it is, else a message for the admin (pickers first run prepare-photo.ts, which converts HEIC and shrinks big photos). */
export function checkImageFile(file: File): string | null {
  const type = file.type.toLowerCase();
  if (isHeicFile(file)) return HEIC_MESSAGE;
  // Some Android pickers give no type: fall back to the name; the server checks the bytes anyway.
  if (type ? !type.startsWith('image/') : !IMAGE_NAME.test(file.name)) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > UPLOAD_LIMITS.maxBytes) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}
