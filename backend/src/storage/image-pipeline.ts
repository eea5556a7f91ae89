import sharp from 'sharp';
import { UnsupportedMediaTypeError, ValidationError } from '../errors';
import { idleCollector } from '../memory/collect-when-idle';
import { ConcurrencyLimit } from '../memory/concurrency-limit';
import { isHeic, sniffImageType, type ImageType } from './sniff-image-type';

// Memory: libvips keeps the results of recent operations (up to 50 MB) for reuse, which an upload
// pipeline never does, and runs one thread (each with its own malloc arena) per core. Images are
// processed one at a time, so one thread and no cache keep the server's memory flat.
sharp.cache(false);
sharp.concurrency(1);

export const MAX_INPUT_PIXELS = 50_000_000;
export const MAX_AVIF_PIXELS = 16_000_000;
export const MAX_ASPECT_RATIO = 20;
export const FULL_IMAGE_MAX_SIDE = 2000;
/**
 * The narrower copies every image gets (never wider than the image itself): 240 for thumbnails and
 * the small pictures beside a link (a 112 px thumbnail on a phone's 1.75× screen is 196 pixels), 720
 * for a photo across a phone's width (412 px at 1.75×), 480, 960 and 1440 for the columns and screens
 * between. Each step costs its encode once, on upload; a phone saves a third to two thirds of each photo.
 */
export const VARIANT_WIDTHS = [240, 480, 720, 960, 1440] as const;
const WEBP_OPTIONS: sharp.WebpOptions = { quality: 80, effort: 4 };
/** Longest side of the blurred preview: about 16 px, a few hundred bytes as a data URI. */
export const PREVIEW_MAX_SIDE = 16;
/** Longest side of the thumbnail the dominant colour is measured on. */
const COLOUR_SAMPLE_MAX_SIDE = 64;
const PREVIEW_WEBP_OPTIONS: sharp.WebpOptions = { quality: 40, alphaQuality: 40, effort: 6 };

/** The prebuilt libvips reads AVIF but not HEVC, the codec of iPhone HEIC photos (the admin converts them to JPEG before sending). */
export const HEIC_UNREADABLE_MESSAGE =
  "HEIC photos can't be read by the server. Please save the photo as a JPEG, or choose it again in the admin, which converts it for you.";

export interface EncodedImage {
  buffer: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  width: number;
  height: number;
  full: EncodedImage;
  /** Narrower copies of `full`, ascending by width; never wider than `full`. */
  variants: EncodedImage[];
  placeholder: ImagePlaceholder;
}

/** What a page shows until the image arrives. */
export interface ImagePlaceholder {
  /** A tiny blurred WebP (about 16 px on its longest side) as a `data:image/webp;base64,…` URI. */
  preview: string;
  /** The image's dominant colour as `#rrggbb`. */
  dominantColor: string;
}

/** The libvips loader sharp reports for each type we accept. */
const SHARP_FORMAT_OF: Record<ImageType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
};

const INPUT_OPTIONS: sharp.SharpOptions = {
  // Checked against the header before any pixel is decoded: a small file can
  // declare a huge canvas (decompression bomb).
  limitInputPixels: MAX_INPUT_PIXELS,
  failOn: 'warning',
  // Animated GIF/WebP: the first frame only.
  animated: false,
};

/**
 * Turns an untrusted upload into clean WebP files: EXIF orientation applied,
 * every piece of metadata (GPS, camera, ICC, XMP) dropped, size capped. Given a
 * reader, the bytes are read only when the image's turn comes; given `store`, the files are stored
 * in that turn too, so the next image is not decoded while this one's files are still in memory on
 * their way to the storage (a bucket takes longer than a disk: ten phones' uploads at once otherwise
 * held ten images' files at the same time).
 */
export function processImage(data: Buffer | (() => Promise<Buffer>)): Promise<ProcessedImage>;
export function processImage<T>(data: Buffer | (() => Promise<Buffer>), store: (image: ProcessedImage) => Promise<T>): Promise<T>;
export function processImage<T>(data: Buffer | (() => Promise<Buffer>), store?: (image: ProcessedImage) => Promise<T>): Promise<ProcessedImage | T> {
  return oneAtATime(async () => {
    const image = await processNow(typeof data === 'function' ? await data() : data);
    return store ? store(image) : image;
  });
}

/**
 * Decoding a large photo takes hundreds of megabytes for a moment: however many uploads arrive
 * together, the process reads and decodes one image at a time (the others wait on disk, see
 * http/upload-spool.ts), so its memory stays at one image's worth. Other image work (the share
 * images) takes its turn in the same queue.
 */
const imageWork = new ConcurrencyLimit(1);
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  return imageWork.run(() => idleCollector.imageWorkOf(work));
}

async function processNow(data: Buffer): Promise<ProcessedImage> {
  const type = sniffImageType(data);
  if (type === null) throw new UnsupportedMediaTypeError(isHeic(data) ? HEIC_UNREADABLE_MESSAGE : undefined);

  await assertDecodableAs(data, type);
  const pixels = await decodeOriented(data);

  const full = await encodeWebp(pixels);
  const variants: EncodedImage[] = [];
  for (const width of VARIANT_WIDTHS) {
    if (width < full.width) variants.push(await encodeWebp(pixels, width));
  }
  const placeholder = await placeholderOfPixels(pixels);
  return { width: full.width, height: full.height, full, variants, placeholder };
}

/**
 * The variants of the given widths of an image already stored by this pipeline (a WebP we wrote
 * ourselves), for images stored before those widths existed; widths not narrower than the image are
 * left out. Throws on anything that is not a readable image.
 */
export function encodeVariants(data: Buffer, widths: readonly number[]): Promise<EncodedImage[]> {
  return oneAtATime(async () => {
    const pixels = await sharp(data, INPUT_OPTIONS).autoOrient().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
    const variants: EncodedImage[] = [];
    for (const width of widths) {
      if (width < pixels.info.width) variants.push(await encodeWebp(pixels, width));
    }
    return variants;
  });
}

/**
 * The placeholder of an image already stored by this pipeline (a WebP we wrote ourselves), for rows
 * stored before placeholders existed. Throws on anything that is not a readable image.
 */
export async function computePlaceholder(data: Buffer): Promise<ImagePlaceholder> {
  const pixels = await sharp(data, INPUT_OPTIONS)
    .autoOrient()
    .resize({ width: COLOUR_SAMPLE_MAX_SIDE, height: COLOUR_SAMPLE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  return placeholderOfPixels(pixels);
}

async function placeholderOfPixels({ data, info }: RawPixels): Promise<ImagePlaceholder> {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const sample = await sharp(data, raw)
    .resize({ width: COLOUR_SAMPLE_MAX_SIDE, height: COLOUR_SAMPLE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const sampleRaw = { raw: { width: sample.info.width, height: sample.info.height, channels: sample.info.channels } };

  const { dominant } = await sharp(sample.data, sampleRaw).stats();
  const preview = await sharp(sample.data, sampleRaw)
    .resize({ width: PREVIEW_MAX_SIDE, height: PREVIEW_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .blur(1)
    .webp(PREVIEW_WEBP_OPTIONS)
    .toBuffer();
  return {
    preview: `data:image/webp;base64,${preview.toString('base64')}`,
    dominantColor: `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  };
}

interface RawPixels {
  data: Buffer;
  info: sharp.OutputInfo;
}

async function assertDecodableAs(data: Buffer, type: ImageType): Promise<void> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(data, INPUT_OPTIONS).metadata();
  } catch (error) {
    throw decodeError(error);
  }
  // The magic bytes and libvips must agree, so no other loader ever parses the file.
  if (metadata.format !== SHARP_FORMAT_OF[type]) throw new UnsupportedMediaTypeError();
  const { width = 0, height = 0 } = metadata;
  // AVIF (HEIF) decoding needs several times the memory of the others for the same pixels.
  if (type === 'avif' && width * height > MAX_AVIF_PIXELS) {
    throw new ValidationError({ image: `The AVIF image has too many pixels: the limit is ${MAX_AVIF_PIXELS / 1_000_000} megapixels` });
  }
  // A strip of pixels one wide and millions long is no photo, and slow to scale.
  if (Math.max(width, height) > MAX_ASPECT_RATIO * Math.max(1, Math.min(width, height))) {
    throw new ValidationError({ image: `The image is too narrow: its sides may differ at most ${MAX_ASPECT_RATIO} times` });
  }
}

/**
 * Decodes once into 8-bit sRGB pixels, rotated upright and capped at the full
 * size, so every output is resized from the same pixels without re-decoding.
 */
async function decodeOriented(data: Buffer): Promise<RawPixels> {
  try {
    return await sharp(data, INPUT_OPTIONS)
      .autoOrient()
      .resize({
        width: FULL_IMAGE_MAX_SIDE,
        height: FULL_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeError(error);
  }
}

async function encodeWebp({ data, info }: RawPixels, width?: number): Promise<EncodedImage> {
  let pipeline = sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  });
  if (width !== undefined) pipeline = pipeline.resize({ width });
  // No withMetadata()/keepExif(): sharp writes no metadata unless asked to.
  const output = await pipeline.webp(WEBP_OPTIONS).toBuffer({ resolveWithObject: true });
  return { buffer: output.data, width: output.info.width, height: output.info.height };
}

/**
 * A pixel bomb is a well-formed image in a supported format whose dimensions
 * break our rule, so it is a 400 the user can fix by resizing, not a 415 that
 * would wrongly claim the format is unsupported.
 */
function decodeError(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  if (message.includes('exceeds pixel limit')) {
    return new ValidationError({
      image: `The image has too many pixels: the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels (for example 8000 × 6000)`,
    });
  }
  return new UnsupportedMediaTypeError('The file is not a readable image');
}
