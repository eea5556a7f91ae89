import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GalleryCategory, GalleryImage, ImageAsset } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, toIncomingFile, type UploadArg } from '../../graphql/upload';
import { CreateGalleryImageInput, UpdateGalleryImageInput } from './gallery.inputs';

@Resolver(() => GalleryImage)
export class GalleryResolver {
  @Query(() => [GalleryImage], { description: 'Newest first' })
  galleryImages(
    @Ctx() ctx: GraphQLContext,
    @Arg('category', () => String, { nullable: true }) category?: string | null,
  ): Promise<readonly GalleryImage[]> {
    return ctx.services.gallery.list(category);
  }

  @Query(() => GalleryImage, { nullable: true })
  galleryImage(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<GalleryImage | null> {
    return ctx.services.gallery.find(id);
  }

  @Query(() => [GalleryCategory])
  galleryCategories(@Ctx() ctx: GraphQLContext): Promise<GalleryCategory[]> {
    return ctx.services.gallery.categories();
  }

  @FieldResolver(() => ImageAsset, { nullable: true })
  image(@Root() image: GalleryImage, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return ctx.loaders.imageAsset.load(image.imageUrl);
  }

  @Mutation(() => GalleryImage)
  async createGalleryImage(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateGalleryImageInput) input: CreateGalleryImageInput,
    @Arg('image', () => GraphQLUpload) image: UploadArg,
  ): Promise<GalleryImage> {
    const actor = await ctx.actor();
    return ctx.services.gallery.create(actor, { ...input }, toIncomingFile(image));
  }

  @Mutation(() => GalleryImage)
  async updateGalleryImage(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateGalleryImageInput) input: UpdateGalleryImageInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image?: UploadArg | null,
  ): Promise<GalleryImage> {
    const actor = await ctx.actor();
    return ctx.services.gallery.update(actor, id, { ...input }, toIncomingFile(image));
  }

  @Mutation(() => Boolean)
  async deleteGalleryImage(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await ctx.services.gallery.delete(await ctx.actor(), id);
    return true;
  }
}
