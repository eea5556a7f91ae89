import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset, Project, ProjectCategory } from '../../entities';
import { PhotoDetailsInput } from '../../graphql/photo-details-input';
import type { GraphQLContext } from '../../graphql/context';
import { StaffMember } from '../activity/activity.types';
import { STAFF_FIELD_DESCRIPTIONS, staffMemberFor } from '../activity/staff-member';
import { GraphQLUpload, toIncomingFile, toIncomingFiles, UPLOAD_DESCRIPTIONS, type UploadArg } from '../../graphql/upload';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';
import { LocaleArg, type Locale } from '../../graphql/locale';
import { localeOf, localized } from '../locale/localized';
import { CreateProjectInput, UpdateProjectInput } from './projects.inputs';

@Resolver(() => Project)
export class ProjectsResolver {
  @Query(() => [Project], { description: 'Every project on the site, newest first; hidden ones too with an admin token (REST: GET /api/projects)' })
  async projects(
    @Ctx() ctx: GraphQLContext,
    @Arg('category', () => ProjectCategory, { nullable: true, description: 'Only this category; every project when null' }) category?: ProjectCategory | null,
    @LocaleArg() locale: Locale = 'en',
  ): Promise<Project[]> {
    return ctx.services.projects.list(await ctx.viewer(), category, locale);
  }

  @Query(() => Project, {
    nullable: true,
    description: 'One project; null when there is no such project, or it is hidden and the request has no token (REST: GET /api/projects/{id})',
  })
  async project(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The project's id (a UUID)" }) id: string,
    @LocaleArg() locale: Locale = 'en',
  ): Promise<Project | null> {
    return ctx.services.projects.find(await ctx.viewer(), id, locale);
  }

  @FieldResolver(() => String, { description: 'Same as details' })
  description(@Root() project: Project): string {
    return project.details;
  }

  @FieldResolver(() => ImageAsset, { nullable: true, description: "Size and variants of the main image (its words in the project's language)" })
  async image(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return localized(await ctx.loaders.imageAsset.load(project.imageUrl), localeOf(project));
  }

  @FieldResolver(() => [ImageAsset], { description: 'Size and variants of the extra images, in order' })
  async extraImages(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ImageAsset[]> {
    const assets = await ctx.loaders.imageAsset.loadMany(project.images);
    return assets.filter((asset): asset is ImageAsset => asset instanceof ImageAsset).map((asset) => localized(asset, localeOf(project)));
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.createdBy })
  createdBy(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, project.createdById);
  }

  @FieldResolver(() => StaffMember, { nullable: true, description: STAFF_FIELD_DESCRIPTIONS.updatedBy })
  updatedBy(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<StaffMember | null> {
    return staffMemberFor(ctx, project.updatedById);
  }

  @FieldResolver(() => [Project], {
    description: 'Same category first (never itself), filled from other projects up to 3; at most 4; only projects on the site, as its page shows them',
    complexity: 10,
  })
  related(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<Project[]> {
    return ctx.services.projects.related(project);
  }

  @Mutation(() => Project, {
    description:
      'Adds a project; admin only (REST: POST /api/projects). With an Idempotency-Key header (up to 255 visible ASCII characters), a retry within a day gets the first result instead of a duplicate',
  })
  async createProject(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => CreateProjectInput, { description: 'The project fields' }) input: CreateProjectInput,
    @Arg('image', () => GraphQLUpload, { description: UPLOAD_DESCRIPTIONS.mainImage }) image: UploadArg,
    @Arg('images', () => [GraphQLUpload], { nullable: true, description: UPLOAD_DESCRIPTIONS.extraImages }) images?: UploadArg[] | null,
    @Arg('photoDetails', () => [PhotoDetailsInput], {
      nullable: 'itemsAndList',
      description:
        "Each photo's alt text, caption and focal point, in the order sent: the main image's first, then the extra images'; null or left out: none (REST: the form field photoDetails, as JSON)",
    })
    photoDetails?: (PhotoDetailsInput | null)[] | null,
  ): Promise<Project> {
    const actor = await ctx.actor();
    return ctx.services.projects.create(
      actor,
      { ...input },
      {
        image: toIncomingFile(image),
        images: toIncomingFiles(images),
        photoDetails: photoDetails?.map((details) => (details ? { ...details } : null)),
      },
      ctx.idempotencyKey,
    );
  }

  @Mutation(() => Project, { description: 'Changes a project; admin only (REST: PATCH /api/projects/{id})' })
  async updateProject(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The project's id (a UUID)" }) id: string,
    @Arg('input', () => UpdateProjectInput, { description: 'The fields to change' }) input: UpdateProjectInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: UPLOAD_DESCRIPTIONS.replacement }) image?: UploadArg | null,
    @Arg('images', () => [GraphQLUpload], { nullable: true, description: `${UPLOAD_DESCRIPTIONS.extraImages}, added after the current ones` })
    images?: UploadArg[] | null,
    @Arg('removeImages', () => [String], { nullable: true, description: 'Paths of extra images to remove (values of Project.images)' })
    removeImages?: string[] | null,
    @VersionArg('Project') version?: number | null,
  ): Promise<Project> {
    const actor = await ctx.actor();
    return ctx.services.projects.update(
      actor,
      id,
      { ...input },
      { image: toIncomingFile(image), images: toIncomingFiles(images) },
      removeImages ?? [],
      expectedVersionArg(version),
    );
  }

  @Mutation(() => Boolean, { description: 'Deletes a project and its image files; admin only; true once deleted (REST: DELETE /api/projects/{id})' })
  async deleteProject(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The project's id (a UUID)" }) id: string): Promise<boolean> {
    await ctx.services.projects.delete(await ctx.actor(), id);
    return true;
  }
}
