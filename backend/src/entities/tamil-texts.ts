import { GALLERY_TITLE_MAX, SERVICE_LIMITS, PHOTO_ALT_MAX, PHOTO_CAPTION_MAX, PROJECT_LIMITS } from '@vriddhi/rules';
import { Field, InputType, ObjectType } from 'type-graphql';

/*
 * The Tamil texts of an item (its `ta` column, @vriddhi/rules' tamil.ts), as the admin reads and
 * writes them. Each class is both the answer's type and the input's. Answered: null where there is no
 * Tamil (visitors then read the English). Sent: a field left out is not changed; null or blank removes
 * it; a text is trimmed, with the English field's limit.
 */

const text = (what: string, max: number) => `${what} in Tamil; null: none (the English is shown). On input at most ${max} characters; null or blank removes it`;
const list = (what: string, items: number, max: number) =>
  `${what} in Tamil, in order; null: none (the English list is shown). On input at most ${items}, each at most ${max} characters; null or an empty list removes them`;

@ObjectType('ProjectTamil', { description: "A project's texts in Tamil (Project.ta)" })
@InputType('ProjectTamilInput', { description: "A project's texts in Tamil: only the fields given change (REST: the field ta, JSON)" })
export class ProjectTamil {
  @Field(() => String, { nullable: true, description: text('The project name', PROJECT_LIMITS.title) })
  title?: string | null;

  @Field(() => String, { nullable: true, description: text('The project description', PROJECT_LIMITS.details) })
  details?: string | null;

  @Field(() => String, { nullable: true, description: text('Where the project is', PROJECT_LIMITS.location) })
  location?: string | null;

  @Field(() => [String], { nullable: true, description: list('Key features', PROJECT_LIMITS.features, PROJECT_LIMITS.feature) })
  features?: string[] | null;
}

@ObjectType('ServiceTamil', { description: "A service's texts in Tamil (Service.ta)" })
@InputType('ServiceTamilInput', { description: "A service's texts in Tamil: only the fields given change (REST: the field ta, JSON)" })
export class ServiceTamil {
  @Field(() => String, { nullable: true, description: text('The service name', SERVICE_LIMITS.title) })
  title?: string | null;

  @Field(() => String, { nullable: true, description: text('What the service is', SERVICE_LIMITS.description) })
  description?: string | null;

  @Field(() => [String], { nullable: true, description: list('Key points', SERVICE_LIMITS.points, SERVICE_LIMITS.point) })
  points?: string[] | null;
}

@ObjectType('GalleryImageTamil', { description: "A gallery image's title in Tamil (GalleryImage.ta); its alt text in Tamil is its photo's (ImageAsset.ta)" })
@InputType('GalleryImageTamilInput', { description: "A gallery image's title in Tamil: only the fields given change (REST: the field ta, JSON)" })
export class GalleryImageTamil {
  @Field(() => String, { nullable: true, description: text('What the photo shows', GALLERY_TITLE_MAX) })
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
  @Field(() => String, { nullable: true, description: text('What the photo shows, for screen readers', PHOTO_ALT_MAX) })
  alt?: string | null;

  @Field(() => String, { nullable: true, description: text('The caption under the photo', PHOTO_CAPTION_MAX) })
  caption?: string | null;
}

/** The `ta` column of a content table: a JSON object, `{}` when there is no Tamil (migration TamilTexts). */
export const TAMIL_COLUMN = { type: 'jsonb', default: () => "'{}'" } as const;
