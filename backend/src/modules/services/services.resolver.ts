import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset, Service } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { StaffMember } from '../activity/activity.types';
import { STAFF_FIELD_DESCRIPTIONS, staffMemberFor } from '../activity/staff-member';
import { GraphQLUpload, toIncomingFile, UPLOAD_DESCRIPTIONS, type UploadArg } from '../../graphql/upload';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';
import { LocaleArg, type Locale } from '../../graphql/locale';
import { localeOf, localized } from '../locale/localized';
import { CreateServiceInput, UpdateServiceInput } from './services.inputs';

@Resolver(() => Service)
export class ServicesResolver {
  @Query(() => [Service], { description: 'Every service on the site, in display order; hidden ones too with an admin token (REST: GET /api/services)' })
  async services(@Ctx() ctx: GraphQLContext, @LocaleArg() locale: Locale = 'en'): Promise<Service[]> {
    return ctx.services.services.list(await ctx.viewer(), locale);
  }

  @Query(() => Service, {
    nullable: true,
    description: 'One service; null when there is no such service, or it is hidden and the request has no token (REST: GET /api/services/{id})',
  })
  async service(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string,
    @LocaleArg() locale: Locale = 'en',
  ): Promise<Service | null> {
    return ctx.services.services.find(await ctx.viewer(), id, locale);
  }

  @FieldResolver(() => ImageAsset, { nullable: true, description: 'Size, variants and placeholder of the image; null if its file is missing' })
  async image(@Root() service: Service, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return localized(await ctx.loaders.imageAsset.load(service.imageUrl), localeOf(service));
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.createdBy })
  createdBy(@Root() service: Service, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, service.createdById);
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.updatedBy })
  updatedBy(@Root() service: Service, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, service.updatedById);
  }

  @Mutation(() => Service, {
    description:
      'Adds a service at the end of the list; admin only (REST: POST /api/services). With an Idempotency-Key header (up to 255 visible ASCII characters), a retry within a day gets the first result instead of a duplicate',
  })
  async createService(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateServiceInput, { description: 'The service fields' }) input: CreateServiceInput,
    @Arg('image', () => GraphQLUpload, { description: UPLOAD_DESCRIPTIONS.image }) image: UploadArg,
  ): Promise<Service> {
    const actor = await ctx.actor();
    return ctx.services.services.create(actor, { ...input }, toIncomingFile(image), ctx.idempotencyKey);
  }

  @Mutation(() => Service, { description: 'Changes a service; admin only (REST: PUT /api/services/{id})' })
  async updateService(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string,
    @Arg('input', () => UpdateServiceInput, { description: 'The fields to change' }) input: UpdateServiceInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: UPLOAD_DESCRIPTIONS.replacement }) image?: UploadArg | null,
    @VersionArg('Service') version?: number | null,
  ): Promise<Service> {
    const actor = await ctx.actor();
    return ctx.services.services.update(actor, id, { ...input }, toIncomingFile(image), expectedVersionArg(version));
  }

  @Mutation(() => Boolean, { description: 'Deletes a service and its image file; admin only; true once deleted (REST: DELETE /api/services/{id})' })
  async deleteService(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string): Promise<boolean> {
    await ctx.services.services.delete(await ctx.actor(), id);
    return true;
  }
}
