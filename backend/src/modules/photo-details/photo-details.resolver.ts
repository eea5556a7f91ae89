import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { ImageAsset } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { PhotoDetailsInput } from '../../graphql/photo-details-input';
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
