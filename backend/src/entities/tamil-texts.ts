import { GALLERY_TITLE_MAX, SERVICE_LIMITS, PHOTO_ALT_MAX, PHOTO_CAPTION_MAX } from '@vriddhi/rules';
import { Field, InputType, ObjectType } from 'type-graphql';

/*
 * The Tamil texts of an item (its `ta` column, @vriddhi/rules' tamil.ts), as the admin reads and
 * writes them. Each class is both the answer's type and the input's. Answered: null where there is no
 * Tamil (visitors then read the English). Sent: a field left out is not changed; null or blank removes
 * it; a text is trimmed, with the English field's limit. A project's (ProjectTamil) is declared in
 * project.ts, beside the English columns: a field and its Tamil twin are added in one place.
 */

/** The description of a Tamil text of the API. */
export const tamilTextDescription = (what: string, max: number) =>
  `${what} in Tamil; null: none (the English is shown). On input at most ${max} characters; null or blank removes it`;
/** The description of a Tamil list of texts of the API. */
export const tamilListDescription = (what: string, items: number, max: number) =>
  `${what} in Tamil, in order; null: none (the English list is shown). On input at most ${items}, each at most ${max} characters; null or an empty list removes them`;

@ObjectType('ServiceTamil', { description: "A service's texts in Tamil (Service.ta)" })
@InputType('ServiceTamilInput', { description: "A service's texts in Tamil: only the fields given change (REST: the field ta, JSON)" })
export class ServiceTamil {
  @Field(() => String, { nullable: true, description: tamilTextDescription('The service name', SERVICE_LIMITS.title) })
  title?: string | null;

  @Field(() => String, { nullable: true, description: tamilTextDescription('What the service is', SERVICE_LIMITS.description) })
  description?: string | null;

  @Field(() => [String], { nullable: true, description: tamilListDescription('Key points', SERVICE_LIMITS.points, SERVICE_LIMITS.point) })
  points?: string[] | null;
}

@ObjectType('GalleryImageTamil', { description: "A gallery image's title in Tamil (GalleryImage.ta); its alt text in Tamil is its photo's (ImageAsset.ta)" })
@InputType('GalleryImageTamilInput', { description: "A gallery image's title in Tamil: only the fields given change (REST: the field ta, JSON)" })
export class GalleryImageTamil {
  @Field(() => String, { nullable: true, description: tamilTextDescription('What the photo shows', GALLERY_TITLE_MAX) })
  title?: string | null;
}

@ObjectType('GalleryCategoryTamil', { description: "A gallery category's name in Tamil (GalleryCategory.ta)" })
export class GalleryCategoryTamil {
  @Field(() => String, { nullable: true, description: 'The category name in Tamil; null: none (the English is shown)' })
  name?: string | null;
}

@ObjectType('PhotoTamil', { description: "A photo's words in Tamil (ImageAsset.ta)" })
@InputType('PhotoTamilInput', { description: "A photo's words in Tamil: only the fields given change; left out, the Tamil stays as it is" })
export class PhotoTamil {
  @Field(() => String, { nullable: true, description: tamilTextDescription('What the photo shows, for screen readers', PHOTO_ALT_MAX) })
  alt?: string | null;

  @Field(() => String, { nullable: true, description: tamilTextDescription('The caption under the photo', PHOTO_CAPTION_MAX) })
  caption?: string | null;
}

/** The `ta` column of a content table: a JSON object, `{}` when there is no Tamil (migration TamilTexts). */
export const TAMIL_COLUMN = { type: 'jsonb', default: () => "'{}'" } as const;
