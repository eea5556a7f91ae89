import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Project } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';

@Resolver()
export class ProjectOrderResolver {
  @Mutation(() => [Project], {
    description:
      'Sets the featured order of the home and projects pages: every project id once, hidden ones included (a list missing or doubling one is refused: reload and try again); projects added later come first, newest first. Answers the projects in their new order (REST: PATCH /api/projects with {"order": [ids]})',
  })
  async reorderProjects(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'Every project id, in the new order' }) ids: string[],
  ): Promise<Project[]> {
    return ctx.services.projects.reorder(await ctx.actor(), ids);
  }

  @Mutation(() => Project, {
    description:
      'Puts a project\'s photos in a new order; the first becomes the main image (the cover). Every photo once: imageUrl and each of images (REST: PATCH /api/projects/{id} with {"order": [paths]})',
  })
  async reorderProjectImages(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => ID, { description: "The project's id (a UUID)" }) projectId: string,
    @Arg('imageUrls', () => [String], { description: "The project's photo paths (imageUrl and images), in the new order" }) imageUrls: string[],
    @VersionArg('Project') version?: number | null,
  ): Promise<Project> {
    return ctx.services.projects.reorderPhotos(await ctx.actor(), projectId, imageUrls, expectedVersionArg(version));
  }

  @Mutation(() => Project, { description: "Makes one of a project's photos its main image (the cover); the others keep their order after it" })
  async setProjectCover(
    @Ctx() ctx: GraphQLContext,
    @Arg('projectId', () => ID, { description: "The project's id (a UUID)" }) projectId: string,
    @Arg('imageUrl', () => String, { description: "One of the project's photo paths (imageUrl or one of images)" }) imageUrl: string,
    @VersionArg('Project') version?: number | null,
  ): Promise<Project> {
    return ctx.services.projects.setCover(await ctx.actor(), projectId, imageUrl, expectedVersionArg(version));
  }
}
