import { PAGE_SIZE } from '@vriddhi/rules';
import { Arg, Ctx, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PAGE_ARGUMENTS, PageOf } from '../../graphql/page-type';
import { MAX_ACTIVITY_LIMIT } from './activity.service';
import { ActivityEntryType } from './activity.types';

const WHAT_IS_LISTED =
  'each user reads only the changes to what they may open themselves (an editor: projects, gallery images, services and enquiries; not users, settings or backups)';

@ObjectType({ description: 'A page of the changes made in the admin, newest first' })
export class ActivityPage extends PageOf(ActivityEntryType, 'entries') {}

@Resolver(() => ActivityEntryType)
export class ActivityResolver {
  @Query(() => [ActivityEntryType], {
    description: `The latest changes made in the admin, newest first: who did what, and when; ${WHAT_IS_LISTED}; needs a token`,
  })
  async activity(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: MAX_ACTIVITY_LIMIT, description: `How many entries, at most ${MAX_ACTIVITY_LIMIT}` }) limit: number,
  ): Promise<ActivityEntryType[]> {
    return ctx.services.activity.list(await ctx.actor(), limit);
  }

  @Query(() => ActivityPage, { description: `The changes made in the admin a page at a time, newest first; ${WHAT_IS_LISTED}; needs a token` })
  async activityPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: PAGE_SIZE.default, description: PAGE_ARGUMENTS.first }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: PAGE_ARGUMENTS.after }) after: string | null,
  ): Promise<ActivityPage> {
    return ctx.services.activity.page(await ctx.actor(), { first, after });
  }
}
