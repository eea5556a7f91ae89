import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset, Offering } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { StaffMember } from '../activity/activity.types';
import { STAFF_FIELD_DESCRIPTIONS, staffMemberFor } from '../activity/staff-member';
import { GraphQLUpload, toIncomingFile, UPLOAD_DESCRIPTIONS, type UploadArg } from '../../graphql/upload';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';
import { LocaleArg, type Locale } from '../../graphql/locale';
import { localeOf, localized } from '../locale/localized';
import { CreateServiceInput, UpdateServiceInput } from './offerings.inputs';

@Resolver(() => Offering)
export class OfferingsResolver {
  @Query(() => [Offering], { description: 'Every service on the site, in display order; hidden ones too with an admin token (REST: GET /api/services)' })
  async services(@Ctx() ctx: GraphQLContext, @LocaleArg() locale: Locale = 'en'): Promise<Offering[]> {
    return ctx.services.offerings.list(await ctx.viewer(), locale);
  }

  @Query(() => Offering, {
    nullable: true,
    description: 'One service; null when there is no such service, or it is hidden and the request has no token (REST: GET /api/services/{id})',
  })
  async service(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string,
    @LocaleArg() locale: Locale = 'en',
  ): Promise<Offering | null> {
    return ctx.services.offerings.find(await ctx.viewer(), id, locale);
  }

  @FieldResolver(() => ImageAsset, { nullable: true, description: 'Size, variants and placeholder of the image; null if its file is missing' })
  async image(@Root() offering: Offering, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return localized(await ctx.loaders.imageAsset.load(offering.imageUrl), localeOf(offering));
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.createdBy })
  createdBy(@Root() offering: Offering, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, offering.createdById);
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.updatedBy })
  updatedBy(@Root() offering: Offering, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, offering.updatedById);
  }

  @Mutation(() => Offering, {
    description:
      'Adds a service at the end of the list; admin only (REST: POST /api/services). With an Idempotency-Key header (up to 255 visible ASCII characters), a retry within a day gets the first result instead of a duplicate',
  })
  async createService(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateServiceInput, { description: 'The service fields' }) input: CreateServiceInput,
    @Arg('image', () => GraphQLUpload, { description: UPLOAD_DESCRIPTIONS.image }) image: UploadArg,
  ): Promise<Offering> {
    const actor = await ctx.actor();
    return ctx.services.offerings.create(actor, { ...input }, toIncomingFile(image), ctx.idempotencyKey);
  }

  @Mutation(() => Offering, { description: 'Changes a service; admin only (REST: PUT /api/services/{id})' })
  async updateService(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string,
    @Arg('input', () => UpdateServiceInput, { description: 'The fields to change' }) input: UpdateServiceInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: UPLOAD_DESCRIPTIONS.replacement }) image?: UploadArg | null,
    @VersionArg('Service') version?: number | null,
  ): Promise<Offering> {
    const actor = await ctx.actor();
    return ctx.services.offerings.update(actor, id, { ...input }, toIncomingFile(image), expectedVersionArg(version));
  }

  @Mutation(() => Boolean, { description: 'Deletes a service and its image file; admin only; true once deleted (REST: DELETE /api/services/{id})' })
  async deleteService(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string): Promise<boolean> {
    await ctx.services.offerings.delete(await ctx.actor(), id);
    return true;
  }
}
