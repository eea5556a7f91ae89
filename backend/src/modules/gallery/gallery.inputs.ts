import { GALLERY_TITLE_MAX, galleryImageChangeRules, newGalleryImageRules, type GalleryImageChanges } from '@vriddhi/rules';
import { Field, InputType } from 'type-graphql';
import type { GalleryCategory } from '../../entities';
import { accept } from '../validation';

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
  category: GalleryCategory;
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
  const { title } = accept(newGalleryImageRules(lookup.knownNames), { ...raw, image: hasImage });
  return { title, category: acceptedCategory(lookup) };
}

export function parseUpdateGalleryImage(raw: Record<string, unknown>, lookup: CategoryLookup): Partial<GalleryImageFields> {
  const { title, category }: GalleryImageChanges = accept(galleryImageChangeRules(lookup.knownNames), raw);
  const fields: Partial<GalleryImageFields> = {};
  if (title !== undefined) fields.title = title;
  if (category !== undefined) fields.category = acceptedCategory(lookup);
  return fields;
}

/** The rules accepted the name, so it is among knownNames: the lookup found that category. */
function acceptedCategory(lookup: CategoryLookup): GalleryCategory {
  if (!lookup.found) throw new Error('The gallery category lookup disagrees with the rules');
  return lookup.found;
}
