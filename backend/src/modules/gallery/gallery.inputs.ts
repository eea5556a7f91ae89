import { GALLERY_TITLE_MAX, galleryImageChangeRules, newGalleryImageRules, type GalleryImageChanges } from '@vriddhi/rules';
import { Field, InputType } from 'type-graphql';
import type { GalleryCategory } from '../../entities';
import { GalleryImageTamil } from '../../entities/tamil-texts';
import { accept } from '../validation';

const TITLE = `What the photo shows, trimmed; required, at most ${GALLERY_TITLE_MAX} characters`;
const CATEGORY = "A gallery category's name (see galleryCategories), in any case; required";
const PUBLISHED = 'Show the image on the site; false hides it from visitors (REST: the form field published, "true" or "false")';

@InputType({ description: 'A new gallery image (REST: POST /api/gallery, multipart form)' })
export class CreateGalleryImageInput {
  @Field({ description: TITLE })
  title: string;

  @Field({ description: CATEGORY })
  category: string;

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; shown when left out or null` })
  published?: boolean | null;

  @Field(() => GalleryImageTamil, { nullable: true, description: 'The title in Tamil, optional (REST: the field ta, JSON); none when left out' })
  ta?: GalleryImageTamil | null;
}

@InputType({ description: 'Changes to a gallery image: only the given fields change (REST: PUT /api/gallery/{id})' })
export class UpdateGalleryImageInput {
  @Field(() => String, { nullable: true, description: `${TITLE} when given` })
  title?: string | null;

  @Field(() => String, { nullable: true, description: `${CATEGORY} when given` })
  category?: string | null;

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; unchanged when left out or null` })
  published?: boolean | null;

  @Field(() => GalleryImageTamil, {
    nullable: true,
    description: 'Changes to the title in Tamil (REST: the field ta, JSON): left out unchanged, null or blank removes it; unchanged when null or left out',
  })
  ta?: GalleryImageTamil | null;
}

@InputType({ description: 'A change made to several gallery images at once' })
export class GalleryImagesChangeInput {
  @Field(() => String, { nullable: true, description: `${CATEGORY.replace('; required', '')}: they move to it; unchanged when left out` })
  category?: string | null;

  @Field(() => Boolean, { nullable: true, description: `${PUBLISHED}; unchanged when left out or null` })
  published?: boolean | null;
}

export interface GalleryImageFields {
  title: string;
  category: GalleryCategory;
  published: boolean;
  /** Tamil changes as the rules give them (tamilChanges). */
  ta?: { title?: string | null };
}

/**
 * The category the service found for the name asked (any case), and the names the rules accept: the
 * found one's, or every category's when none was found (the refusal lists them).
 */
export interface CategoryLookup {
  found: GalleryCategory | null;
  knownNames: string[];
}

export function parseCreateGalleryImage(raw: Record<string, unknown>, hasImage: boolean, lookup: CategoryLookup): GalleryImageFields {
  const { title, published, ta } = accept(newGalleryImageRules(lookup.knownNames), { ...raw, image: hasImage });
  return { title, category: acceptedCategory(lookup), published, ta };
}

export function parseUpdateGalleryImage(raw: Record<string, unknown>, lookup: CategoryLookup): Partial<GalleryImageFields> {
  const { title, category, published, ta }: GalleryImageChanges = accept(galleryImageChangeRules(lookup.knownNames), raw);
  const fields: Partial<GalleryImageFields> = {};
  if (ta !== undefined) fields.ta = ta;
  if (title !== undefined) fields.title = title;
  if (published !== undefined) fields.published = published;
  if (category !== undefined) fields.category = acceptedCategory(lookup);
  return fields;
}

/** The rules accepted the name, so it is among knownNames: the lookup found that category. */
function acceptedCategory(lookup: CategoryLookup): GalleryCategory {
  if (!lookup.found) throw new Error('The gallery category lookup disagrees with the rules');
  return lookup.found;
}
