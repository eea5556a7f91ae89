import { z } from 'zod';
import { optionalText } from './fields';
import { tamilChanges, tamilText } from './tamil';

/** Longest alt text: a sentence or two, what a screen reader says instead of the photo. */
export const PHOTO_ALT_MAX = 250;
export const PHOTO_CAPTION_MAX = 300;

const FOCAL_MESSAGE = 'The focal point must be inside the photo (from 0 to 1 across and down)';
const share = z.coerce.number({ message: FOCAL_MESSAGE }).min(0, FOCAL_MESSAGE).max(1, FOCAL_MESSAGE);

/** A photo's words in Tamil (`ta`): left out, unchanged; a field blank or null, none (the English one is used). */
export const photoTamilRules = tamilChanges({ alt: tamilText('Alt text', PHOTO_ALT_MAX), caption: tamilText('Caption', PHOTO_CAPTION_MAX) });

/**
 * The words and the important spot of one photo. Alt text and caption left empty become null (the
 * pages then use the item's title); the focal point is given as both coordinates or neither (null:
 * crops keep the centre).
 */
export const photoDetailsRules = z
  .object({
    alt: optionalText('Alt text', PHOTO_ALT_MAX),
    caption: optionalText('Caption', PHOTO_CAPTION_MAX),
    focalX: share.nullable().default(null),
    focalY: share.nullable().default(null),
    ta: photoTamilRules,
  })
  .refine((details) => (details.focalX === null) === (details.focalY === null), {
    message: 'Give the focal point across and down, or neither',
    path: ['focalX'],
  });

export type PhotoDetails = z.output<typeof photoDetailsRules>;

/** CSS `object-position` for a focal point ("30% 70%"); the centre without one. */
export function objectPositionOf(focal: { x: number; y: number } | null | undefined): string {
  return focal ? `${Math.round(focal.x * 100)}% ${Math.round(focal.y * 100)}%` : '50% 50%';
}
