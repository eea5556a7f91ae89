import { UPLOAD_LIMITS } from '@vriddhi/rules';
import { convertHeicInFrame } from './heic-converter-frame';
import { checkImageFile, isHeicFile, NOT_AN_IMAGE_MESSAGE } from './image-files';

/**
 * What every image picker does to a chosen file before it is sent: phone photos the server cannot take
 * as they are become ones it can. HEIC (an iPhone's default) is converted to JPEG; a photo over the
 * server's size limit is shrunk to a JPEG at most MAX_PHOTO_SIDE on its longest side. Both go through a canvas,
 * which applies the EXIF orientation and writes no EXIF (no GPS, no camera data). Both libraries are
 * loaded only when such a file is chosen: the shrinking one in its own chunk, the HEIC one in its own
 * sandboxed page (heic-converter-frame.ts).
 */

export const PREPARING_PHOTO_TEXT = 'Preparing photo…';
export const UNREADABLE_PHOTO_MESSAGE = 'not an image we can read';

/** Longest side a shrunk photo keeps: twice what the site ever shows, so nothing visible is lost. */
export const MAX_PHOTO_SIDE = 4096;
const JPEG_QUALITY = 0.85;
/** What a shrunk photo aims for, below the server's limit with room to spare. */
const TARGET_MB = (UPLOAD_LIMITS.maxBytes * 0.9) / (1024 * 1024);

export type PhotoStep = 'send' | 'shrink' | 'convert';

export type PreparedPhoto = { file: File; problem?: undefined } | { file?: undefined; problem: string };

/** IMG_2211.HEIC → IMG_2211.jpg: a prepared photo keeps the name the admin knows it by. */
export function preparedName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'photo'}.jpg`;
}

/** `IMG_2211.HEIC: not an image we can read`: which file of several a message is about. */
export function aboutFile(file: File, message: string): string {
  return `${file.name}: ${message}`;
}

/** The step a file needs, judged from its type, name and size alone (no reading, so ordinary photos are taken at once). */
export function photoStep(file: File): PhotoStep {
  if (isHeicFile(file)) return 'convert';
  if (file.size > UPLOAD_LIMITS.maxBytes && checkImageFile(file) !== NOT_AN_IMAGE_MESSAGE) return 'shrink';
  return 'send';
}

/** A file whose step is 'send': taken as it is, or refused (naming it) when it is no image. */
export function takeAsIs(file: File): PreparedPhoto {
  const problem = checkImageFile(file);
  return problem ? { problem: aboutFile(file, problem) } : { file };
}

/** Makes `file` ready to send (converted or shrunk as photoStep says), or says, naming the file, why it cannot be sent. */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const step = photoStep(file);
  if (step === 'send') return takeAsIs(file);
  let prepared: File;
  try {
    prepared = step === 'convert' ? await convertHeic(file) : file;
    // A converted HEIC is shrunk too when still over the limit (a 48-megapixel one can be).
    if (photoStep(prepared) === 'shrink') prepared = await shrink(prepared, file.name);
  } catch {
    return { problem: aboutFile(file, UNREADABLE_PHOTO_MESSAGE) };
  }
  const problem = checkImageFile(prepared);
  return problem ? { problem: aboutFile(file, problem) } : { file: prepared };
}

async function convertHeic(file: File): Promise<File> {
  // In a sandboxed frame: heic2any needs eval, which the admin's own pages do not allow (heic-converter-frame.ts).
  const jpeg = await convertHeicInFrame(file, JPEG_QUALITY);
  return new File([jpeg], preparedName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
}

async function shrink(file: File, originalName: string): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const jpeg = await imageCompression(file, {
    maxSizeMB: TARGET_MB,
    maxWidthOrHeight: MAX_PHOTO_SIDE,
    initialQuality: JPEG_QUALITY,
    fileType: 'image/jpeg',
    // Its worker is a blob: script that loads the library from a CDN: our CSP allows neither.
    useWebWorker: false,
    preserveExif: false,
  });
  return new File([jpeg], preparedName(originalName), { type: 'image/jpeg', lastModified: file.lastModified });
}
