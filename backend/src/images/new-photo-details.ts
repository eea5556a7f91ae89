import { check, photoDetailsRules, type PhotoDetails } from '@vriddhi/rules';
import type { EntityManager } from 'typeorm';
import { ImageAsset } from '../entities';
import { ValidationError, type FieldErrors } from '../errors';
import type { StoredImage } from '../storage';
import { newTamil } from '../modules/locale/tamil-changes';

/**
 * The words (alt text, caption) and focal point of photos sent with a new item, one per file in the
 * order sent; null or missing ones leave the photo without. Every problem at once, named by place
 * (`photoDetails.2.alt`).
 */
export function parseNewPhotoDetails(raw: unknown, fileCount: number): (PhotoDetails | null)[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new ValidationError({ photoDetails: 'The photo details must be a list, one per photo sent' });
  if (raw.length > fileCount) {
    throw new ValidationError({ photoDetails: `${raw.length} photo details for ${fileCount} photo${fileCount === 1 ? '' : 's'}: at most one per photo` });
  }
  const errors: FieldErrors = {};
  const parsed = raw.map((item, index) => {
    if (item === null) return null;
    const result = check(photoDetailsRules, item);
    if (result.ok) return result.values;
    for (const [field, message] of Object.entries(result.errors)) errors[`photoDetails.${index}.${field}`] = `Photo ${index + 1}: ${message}`;
    return null;
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return parsed;
}

/** Gives the just-stored images their details, in the transaction that stored them. */
export async function describeStoredImages(manager: EntityManager, stored: StoredImage[], details: (PhotoDetails | null)[]): Promise<void> {
  for (const [index, photo] of details.entries()) {
    if (!photo) continue;
    const { alt, caption, focalX, focalY, ta } = photo;
    await manager.getRepository(ImageAsset).update({ url: stored[index].url }, { alt, caption, focalX, focalY, ta: newTamil(ta) });
  }
}
