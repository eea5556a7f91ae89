import { GALLERY_TITLE_MAX, galleryImageChangeRules, newGalleryImageRules, type GalleryImageChanges, type NewGalleryImage } from '@vriddhi/rules';
import { Field, InputType } from 'type-graphql';
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

export type GalleryImageFields = NewGalleryImage;

/** `knownCategories` are the gallery categories' names; the match ignores case and answers the stored name. */
export function parseCreateGalleryImage(raw: Record<string, unknown>, hasImage: boolean, knownCategories: string[]): GalleryImageFields {
  const { title, category } = accept(newGalleryImageRules(knownCategories), { ...raw, image: hasImage });
  return { title, category };
}

export function parseUpdateGalleryImage(raw: Record<string, unknown>, knownCategories: string[]): GalleryImageChanges {
  return accept(galleryImageChangeRules(knownCategories), raw);
}
