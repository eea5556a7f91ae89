import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { Service } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';

@Resolver()
export class ServiceOrderResolver {
  @Mutation(() => [Service], {
    description:
      'Sets the order the services are shown in on the site: every service id once, hidden ones included (a list missing or doubling one is refused: reload and try again). Answers the services in their new order (REST: PATCH /api/services with {"order": [ids]})',
  })
  async reorderServices(
    @Ctx() ctx: GraphQLContext,
    @Arg('ids', () => [ID], { description: 'Every service id, in the new order' }) ids: string[],
  ): Promise<Service[]> {
    return ctx.services.services.reorder(await ctx.actor(), ids);
  }
}
