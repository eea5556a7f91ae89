import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { MAX_ACTIVITY_LIMIT } from './activity.service';
import { ActivityEntryType } from './activity.types';

@Resolver(() => ActivityEntryType)
export class ActivityResolver {
  @Query(() => [ActivityEntryType], { description: 'The latest changes made in the admin, newest first: who did what, and when; needs a token' })
  async activity(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: MAX_ACTIVITY_LIMIT, description: `How many entries, at most ${MAX_ACTIVITY_LIMIT}` }) limit: number,
  ): Promise<ActivityEntryType[]> {
    return ctx.services.activity.list(await ctx.actor(), limit);
  }
}
