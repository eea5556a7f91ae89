import { PHOTO_ALT_MAX, PHOTO_CAPTION_MAX } from '@vriddhi/rules';
import { Arg, Ctx, Field, Float, InputType, Mutation, Resolver } from 'type-graphql';
import { ImageAsset } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';

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
}

@Resolver()
export class PhotoDetailsResolver {
  @Mutation(() => ImageAsset, {
    description:
      "Sets a photo's alt text, caption and focal point (a project's, a gallery image's or a service's photo); the pages, link previews and crops follow at once",
  })
  async updatePhotoDetails(
    @Ctx() ctx: GraphQLContext,
    @Arg('url', () => String, { description: 'The photo path (a value of imageUrl or images)' }) url: string,
    @Arg('input', () => PhotoDetailsInput, { description: 'The words and focal point' }) input: PhotoDetailsInput,
  ): Promise<ImageAsset> {
    return ctx.services.photoDetails.update(await ctx.actor(), url, { ...input });
  }
}
