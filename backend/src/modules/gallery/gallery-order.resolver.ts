import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { GalleryImage } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';

@Resolver()
export class GalleryOrderResolver {
  @Mutation(() => [GalleryImage], {
    description:
      'Sets the order the gallery shows its images in: every image id once, hidden ones included (a list missing or doubling one is refused: reload and try again); images added later come first until it is set again. Answers the images in their new order (REST: PATCH /api/gallery with {"order": [ids]})',
  })
  async reorderGalleryImages(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'Every gallery image id, in the new order' }) ids: string[],
  ): Promise<GalleryImage[]> {
    return [...(await ctx.services.gallery.reorder(await ctx.actor(), ids))];
  }
}
