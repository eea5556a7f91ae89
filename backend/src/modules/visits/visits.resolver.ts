import { Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { VisitorFigures } from './visits.types';

@Resolver(() => VisitorFigures)
export class VisitsResolver {
  @Query(() => VisitorFigures, {
    description:
      "What visitors did this week and last week (page views, taps on Call, WhatsApp and e-mail links, enquiries, the most viewed projects), in the firm's time zone; admins and editors; needs a token",
  })
  async visitorFigures(@Ctx() ctx: GraphQLContext): Promise<VisitorFigures> {
    return ctx.services.visits.figures(await ctx.actor());
  }
}
