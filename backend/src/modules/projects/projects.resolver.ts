import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset, Project, ProjectCategory } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, toIncomingFile, toIncomingFiles, type UploadArg } from '../../graphql/upload';
import { CreateProjectInput, UpdateProjectInput } from './projects.inputs';

@Resolver(() => Project)
export class ProjectsResolver {
  @Query(() => [Project], { description: 'Newest first' })
  projects(
    @Ctx() ctx: GraphQLContext,
    @Arg('category', () => ProjectCategory, { nullable: true }) category?: ProjectCategory | null,
  ): Promise<Project[]> {
    return ctx.services.projects.list(category);
  }

  @Query(() => Project, { nullable: true, description: 'Null when there is no such project' })
  project(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<Project | null> {
    return ctx.services.projects.find(id);
  }

  @FieldResolver(() => String, { description: 'Same as details' })
  description(@Root() project: Project): string {
    return project.details;
  }

  @FieldResolver(() => ImageAsset, { nullable: true, description: 'Size and variants of the main image' })
  image(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return ctx.loaders.imageAsset.load(project.imageUrl);
  }

  @FieldResolver(() => [ImageAsset], { description: 'Size and variants of the extra images, in order' })
  async extraImages(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ImageAsset[]> {
    const assets = await ctx.loaders.imageAsset.loadMany(project.images);
    return assets.filter((asset): asset is ImageAsset => asset instanceof ImageAsset);
  }

  @FieldResolver(() => [Project], {
    description: 'Same category first (never itself), filled from other projects up to 3; at most 4',
    complexity: 10,
  })
  related(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Project[]> {
    return ctx.services.projects.related(project);
  }

  @Mutation(() => Project)
  async createProject(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateProjectInput) input: CreateProjectInput,
    @Arg('image', () => GraphQLUpload) image: UploadArg,
    @Arg('images', () => [GraphQLUpload], { nullable: true }) images?: UploadArg[] | null,
  ): Promise<Project> {
    const actor = await ctx.actor();
    return ctx.services.projects.create(actor, { ...input }, {
      image: toIncomingFile(image),
      images: toIncomingFiles(images),
    });
  }

  @Mutation(() => Project)
  async updateProject(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateProjectInput) input: UpdateProjectInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image?: UploadArg | null,
    @Arg('images', () => [GraphQLUpload], { nullable: true }) images?: UploadArg[] | null,
    @Arg('removeImages', () => [String], { nullable: true }) removeImages?: string[] | null,
  ): Promise<Project> {
    const actor = await ctx.actor();
    return ctx.services.projects.update(
      actor,
      id,
      { ...input },
      { image: toIncomingFile(image), images: toIncomingFiles(images) },
      removeImages ?? [],
    );
  }

  @Mutation(() => Boolean)
  async deleteProject(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID) id: string): Promise<boolean> {
    await ctx.services.projects.delete(await ctx.actor(), id);
    return true;
  }
}
