import { Field, InputType } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../../errors';
import { checkLength, text } from '../validation';

/** Longest accepted title, in characters. */
export const GALLERY_TITLE_MAX = 200;

const TITLE = `What the photo shows, trimmed; required, at most ${GALLERY_TITLE_MAX} characters`;
const CATEGORY = "A gallery category's name (see galleryCategories), in any case; required";

@InputType({ description: 'A new gallery image (REST: POST /api/gallery, multipart form)' })
export class CreateGalleryImageInput {
  @Field({ description: TITLE })
  title: string;

  @Field({ description: CATEGORY })
  category: string;
}

@InputType({ description: 'Changes to a gallery image: only the given fields change (REST: PUT /api/gallery/{id})' })
export class UpdateGalleryImageInput {
  @Field(() => String, { nullable: true, description: `${TITLE} when given` })
  title?: string | null;

  @Field(() => String, { nullable: true, description: `${CATEGORY} when given` })
  category?: string | null;
}

export interface GalleryImageFields {
  title: string;
  category: string;
}

/** `knownCategories` are the gallery categories' names; the match ignores case. */
function checkCategory(errors: FieldErrors, category: string, knownCategories: string[]): string {
  if (!category) {
    errors.category = 'Please select a category';
    return category;
  }
  const known = knownCategories.find((name) => name.toLowerCase() === category.toLowerCase());
  if (!known) errors.category = `Unknown category "${category}": choose one of ${knownCategories.join(', ')}`;
  return known ?? category;
}

export function parseCreateGalleryImage(raw: Record<string, unknown>, hasImage: boolean, knownCategories: string[]): GalleryImageFields {
  const errors: FieldErrors = {};
  const title = text(raw.title);
  if (!title) errors.title = 'Title is required';
  checkLength(errors, 'title', 'Title', title, GALLERY_TITLE_MAX);
  const category = checkCategory(errors, text(raw.category), knownCategories);
  if (!hasImage) errors.image = 'Gallery image is required';
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { title, category };
}

export function parseUpdateGalleryImage(raw: Record<string, unknown>, knownCategories: string[]): Partial<GalleryImageFields> {
  const errors: FieldErrors = {};
  const fields: Partial<GalleryImageFields> = {};
  if (raw.title != null) {
    fields.title = text(raw.title);
    if (!fields.title) errors.title = 'Title is required';
    checkLength(errors, 'title', 'Title', fields.title, GALLERY_TITLE_MAX);
  }
  if (raw.category != null) fields.category = checkCategory(errors, text(raw.category), knownCategories);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}
