import { Field, InputType } from 'type-graphql';
import type { GalleryCategory } from '../../entities';
import { ValidationError, type FieldErrors } from '../../errors';
import { checkLength, text } from '../validation';

@InputType()
export class CreateGalleryImageInput {
  @Field()
  title: string;

  @Field({ description: "A gallery category's name (see galleryCategories)" })
  category: string;
}

@InputType({ description: 'Only the given fields change' })
export class UpdateGalleryImageInput {
  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;
}

export interface GalleryImageFields {
  title: string;
  category: GalleryCategory;
}

/** The category the service found for the name asked (any case), or else every category's name. */
export interface CategoryLookup {
  found: GalleryCategory | null;
  knownNames: string[];
}

function checkCategory(errors: FieldErrors, asked: string, lookup: CategoryLookup): GalleryCategory | null {
  if (!asked) errors.category = 'Please select a category';
  else if (!lookup.found) errors.category = `Unknown category "${asked}": choose one of ${lookup.knownNames.join(', ')}`;
  return lookup.found;
}

export function parseCreateGalleryImage(raw: Record<string, unknown>, hasImage: boolean, lookup: CategoryLookup): GalleryImageFields {
  const errors: FieldErrors = {};
  const title = text(raw.title);
  if (!title) errors.title = 'Title is required';
  checkLength(errors, 'title', 'Title', title, 200);
  const category = checkCategory(errors, text(raw.category), lookup);
  if (!hasImage) errors.image = 'Gallery image is required';
  if (Object.keys(errors).length > 0 || !category) throw new ValidationError(errors);
  return { title, category };
}

export function parseUpdateGalleryImage(raw: Record<string, unknown>, lookup: CategoryLookup): Partial<GalleryImageFields> {
  const errors: FieldErrors = {};
  const fields: Partial<GalleryImageFields> = {};
  if (raw.title != null) {
    fields.title = text(raw.title);
    if (!fields.title) errors.title = 'Title is required';
    checkLength(errors, 'title', 'Title', fields.title, 200);
  }
  if (raw.category != null) {
    const category = checkCategory(errors, text(raw.category), lookup);
    if (category) fields.category = category;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}
