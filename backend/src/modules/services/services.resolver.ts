import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset, Service } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, toIncomingFile, UPLOAD_DESCRIPTIONS, type UploadArg } from '../../graphql/upload';
import { CreateServiceInput, UpdateServiceInput } from './services.inputs';

@Resolver(() => Service)
export class ServicesResolver {
  @Query(() => [Service], { description: 'Every service, in display order (REST: GET /api/services)' })
  services(@Ctx() ctx: GraphQLContext): Promise<Service[]> {
    return ctx.services.services.list();
  }

  @Query(() => Service, { nullable: true, description: 'One service; null when there is no such service (REST: GET /api/services/{id})' })
  service(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string): Promise<Service | null> {
    return ctx.services.services.find(id);
  }

  @FieldResolver(() => ImageAsset, { nullable: true, description: 'Size, variants and placeholder of the image; null if its file is missing' })
  image(@Root() service: Service, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return ctx.loaders.imageAsset.load(service.imageUrl);
  }

  @Mutation(() => Service, { description: 'Adds a service at the end of the list; admin only (REST: POST /api/services)' })
  async createService(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateServiceInput, { description: 'The service fields' }) input: CreateServiceInput,
    @Arg('image', () => GraphQLUpload, { description: UPLOAD_DESCRIPTIONS.image }) image: UploadArg,
  ): Promise<Service> {
    const actor = await ctx.actor();
    return ctx.services.services.create(actor, { ...input }, toIncomingFile(image));
  }

  @Mutation(() => Service, { description: 'Changes a service; admin only (REST: PUT /api/services/{id})' })
  async updateService(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string,
    @Arg('input', () => UpdateServiceInput, { description: 'The fields to change' }) input: UpdateServiceInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: UPLOAD_DESCRIPTIONS.replacement }) image?: UploadArg | null,
  ): Promise<Service> {
    const actor = await ctx.actor();
    return ctx.services.services.update(actor, id, { ...input }, toIncomingFile(image));
  }

  @Mutation(() => Boolean, { description: 'Deletes a service and its image file; admin only; true once deleted (REST: DELETE /api/services/{id})' })
  async deleteService(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The service's id (a UUID)" }) id: string): Promise<boolean> {
    await ctx.services.services.delete(await ctx.actor(), id);
    return true;
  }
}
