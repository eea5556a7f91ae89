import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';

@Resolver()
export class PreviewsResolver {
  @Mutation(() => String, {
    description:
      "A link (a path on this site, /preview/projects/{id}?token=…) showing the project's page as visitors will see it, also while it is hidden, for an admin to check it before showing it; good for that page only, for 10 minutes, never cached; admin only",
  })
  async createProjectPreviewLink(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The project's id (a UUID)" }) id: string): Promise<string> {
    return ctx.services.previews.projectLink(await ctx.actor(), id);
  }
}
