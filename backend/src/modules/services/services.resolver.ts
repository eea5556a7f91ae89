import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset, Service } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, toIncomingFile, type UploadArg } from '../../graphql/upload';
import { CreateServiceInput, UpdateServiceInput } from './services.inputs';

@Resolver(() => Service)
export class ServicesResolver {
  @Query(() => [Service], { description: 'In display order' })
  services(@Ctx() ctx: GraphQLContext): Promise<Service[]> {
    return ctx.services.services.list();
  }

  @Query(() => Service, { nullable: true })
  service(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Service | null> {
    return ctx.services.services.find(id);
  }

  @FieldResolver(() => ImageAsset, { nullable: true })
  image(@Root() service: Service, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return ctx.loaders.imageAsset.load(service.imageUrl);
  }

  @Mutation(() => Service)
  async createService(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateServiceInput) input: CreateServiceInput,
    @Arg('image', () => GraphQLUpload) image: UploadArg,
  ): Promise<Service> {
    const actor = await ctx.actor();
    return ctx.services.services.create(actor, { ...input }, toIncomingFile(image));
  }

  @Mutation(() => Service)
  async updateService(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateServiceInput) input: UpdateServiceInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image?: UploadArg | null,
  ): Promise<Service> {
    const actor = await ctx.actor();
    return ctx.services.services.update(actor, id, { ...input }, toIncomingFile(image));
  }

  @Mutation(() => Boolean)
  async deleteService(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await ctx.services.services.delete(await ctx.actor(), id);
    return true;
  }
}
