import { PHOTO_ALT_MAX, PHOTO_CAPTION_MAX } from '@vriddhi/rules';
import { Field, Float, InputType } from 'type-graphql';
import { PhotoTamil } from '../entities/tamil-texts';

@InputType({ description: "A photo's words and focal point; every field is replaced (left out or null: none)" })
export class PhotoDetailsInput {
  @Field(() => String, {
    nullable: true,
    description: `What the photo shows, for screen readers; at most ${PHOTO_ALT_MAX} characters; empty: the item's title is used`,
  })
  alt?: string | null;

  @Field(() => String, { nullable: true, description: `Shown under the photo in the lightbox; at most ${PHOTO_CAPTION_MAX} characters` })
  caption?: string | null;

  @Field(() => Float, { nullable: true, description: 'The focal point across, from 0 (left) to 1 (right); with focalY, or neither (the centre)' })
  focalX?: number | null;

  @Field(() => Float, { nullable: true, description: 'The focal point down, from 0 (top) to 1 (bottom); with focalX, or neither (the centre)' })
  focalY?: number | null;

  @Field(() => PhotoTamil, {
    nullable: true,
    description: 'The words in Tamil: a Tamil field left out is unchanged, null or blank removes it; all unchanged when null or left out',
  })
  ta?: PhotoTamil | null;
}
