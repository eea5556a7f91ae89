import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GalleryCategory, GalleryImage, ImageAsset } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { StaffMember } from '../activity/activity.types';
import { STAFF_FIELD_DESCRIPTIONS, staffMemberFor } from '../activity/staff-member';
import { GraphQLUpload, toIncomingFile, UPLOAD_DESCRIPTIONS, type UploadArg } from '../../graphql/upload';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';
import { MAX_BATCH } from './gallery-batch';
import { LocaleArg, type Locale } from '../../graphql/locale';
import { localeOf, localized } from '../locale/localized';
import { CreateGalleryImageInput, GalleryImagesChangeInput, UpdateGalleryImageInput } from './gallery.inputs';

@Resolver(() => GalleryImage)
export class GalleryResolver {
  @Query(() => [GalleryImage], { description: 'Every gallery image on the site, newest first; hidden ones too with an admin token (REST: GET /api/gallery)' })
  async galleryImages(
    @Ctx() ctx: GraphQLContext,
    @Arg('category', () => String, {
      nullable: true,
      description: "Only this category's images (its name, in any case; an unknown name gives an empty list); every image when null",
    })
    category?: string | null,
    @LocaleArg() locale: Locale = 'en',
  ): Promise<readonly GalleryImage[]> {
    return ctx.services.gallery.list(await ctx.viewer(), category, locale);
  }

  @Query(() => GalleryImage, {
    nullable: true,
    description: 'One gallery image; null when there is no such image, or it is hidden and the request has no token (REST: GET /api/gallery/{id})',
  })
  async galleryImage(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The image's id (a UUID)" }) id: string,
    @LocaleArg() locale: Locale = 'en',
  ): Promise<GalleryImage | null> {
    return ctx.services.gallery.find(await ctx.viewer(), id, locale);
  }

  @Query(() => [GalleryCategory], { description: 'The categories a gallery image can have, by English name (REST: GET /api/gallery/categories)' })
  galleryCategories(@Ctx() ctx: GraphQLContext, @LocaleArg() locale: Locale = 'en'): Promise<GalleryCategory[]> {
    return ctx.services.gallery.categories(locale);
  }

  @FieldResolver(() => ImageAsset, { nullable: true, description: 'Size, variants and placeholder of the image; null if its file is missing' })
  async image(@Root() image: GalleryImage, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return localized(await ctx.loaders.imageAsset.load(image.imageUrl), localeOf(image));
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.createdBy })
  createdBy(@Root() image: GalleryImage, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, image.createdById);
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.updatedBy })
  updatedBy(@Root() image: GalleryImage, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, image.updatedById);
  }

  @Mutation(() => GalleryImage, {
    description:
      'Adds a gallery image; admin only (REST: POST /api/gallery). With an Idempotency-Key header (up to 255 visible ASCII characters), a retry within a day gets the first result instead of a duplicate',
  })
  async createGalleryImage(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateGalleryImageInput, { description: 'The image fields' }) input: CreateGalleryImageInput,
    @Arg('image', () => GraphQLUpload, { description: UPLOAD_DESCRIPTIONS.image }) image: UploadArg,
  ): Promise<GalleryImage> {
    const actor = await ctx.actor();
    return ctx.services.gallery.create(actor, { ...input }, toIncomingFile(image), ctx.idempotencyKey);
  }

  @Mutation(() => GalleryImage, { description: 'Changes a gallery image; admin only (REST: PUT /api/gallery/{id})' })
  async updateGalleryImage(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The image's id (a UUID)" }) id: string,
    @Arg('input', () => UpdateGalleryImageInput, { description: 'The fields to change' }) input: UpdateGalleryImageInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: UPLOAD_DESCRIPTIONS.replacement }) image?: UploadArg | null,
    @VersionArg('GalleryImage') version?: number | null,
  ): Promise<GalleryImage> {
    const actor = await ctx.actor();
    return ctx.services.gallery.update(actor, id, { ...input }, toIncomingFile(image), expectedVersionArg(version));
  }

  @Mutation(() => Boolean, { description: 'Deletes a gallery image and its file; admin only; true once deleted (REST: DELETE /api/gallery/{id})' })
  async deleteGalleryImage(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The image's id (a UUID)" }) id: string): Promise<boolean> {
    await ctx.services.gallery.delete(await ctx.actor(), id);
    return true;
  }

  @Mutation(() => [GalleryImage], {
    description: `Hides, shows or moves to a category several images at once (at most ${MAX_BATCH}): all of them or none (NOT_FOUND when one was deleted meanwhile). Answers them`,
  })
  async updateGalleryImages(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'The images to change' }) ids: string[],
    @Arg('input', () => GalleryImagesChangeInput, { description: 'What to change: published, category or both' }) input: GalleryImagesChangeInput,
  ): Promise<GalleryImage[]> {
    return ctx.services.gallery.changeMany(await ctx.actor(), ids, { ...input });
  }

  @Mutation(() => Int, { description: `Deletes several images at once (at most ${MAX_BATCH}) into the Trash: all of them or none. Answers how many` })
  async deleteGalleryImages(@Ctx() ctx: GraphQLContext, @Arg('ids', () => [ID], { description: 'The images to delete' }) ids: string[]): Promise<number> {
    return ctx.services.gallery.deleteMany(await ctx.actor(), ids);
  }
}
