import { PAGE_SIZE } from '@vriddhi/rules';
import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { PAGE_ARGUMENTS, PageOf } from '../../graphql/page-type';
import { ActivityKind } from './activity-kind';
import { MAX_ACTIVITY_LIMIT } from './activity.service';
import { ActivityEntryType, StaffMember } from './activity.types';

const WHAT_IS_LISTED =
  'each user reads only the entries about what they may open themselves (an editor: projects, gallery images, services and enquiries; not users, sign-ins, passwords, settings or backups)';
const FILTERS = {
  userId: "Only the entries of this user (an id from activityPeople); a visitor's entries are of no user",
  kind: 'Only the entries of this kind; every kind when left out',
};

@ObjectType({ description: 'A page of the activity, newest first' })
export class ActivityPage extends PageOf(ActivityEntryType, 'entries') {
  @Field(() => String, {
    nullable: true,
    description: 'Give it as `before` for the page before this one (newer entries); null on the first page. An opaque text: only this list takes it back',
  })
  previousCursor: string | null;
}

@Resolver(() => ActivityEntryType)
export class ActivityResolver {
  @Query(() => [ActivityEntryType], {
    description: `The latest activity, newest first: who did what, and when; ${WHAT_IS_LISTED}; needs a token`,
  })
  async activity(
    @Ctx() ctx: GraphQLContext,
    @Arg('limit', () => Int, { defaultValue: MAX_ACTIVITY_LIMIT, description: `How many entries, at most ${MAX_ACTIVITY_LIMIT}` }) limit: number,
    @Arg('userId', () => ID, { nullable: true, description: FILTERS.userId }) userId: string | null,
    @Arg('kind', () => ActivityKind, { nullable: true, description: FILTERS.kind }) kind: ActivityKind | null,
  ): Promise<ActivityEntryType[]> {
    return ctx.services.activity.list(await ctx.actor(), limit, { userId, kind });
  }

  @Query(() => ActivityPage, {
    description: `The activity a page at a time, newest first, optionally of one user or one kind; ${WHAT_IS_LISTED}; needs a token`,
  })
  async activityPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: PAGE_SIZE.default, description: PAGE_ARGUMENTS.first }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: `${PAGE_ARGUMENTS.after} (older entries)` }) after: string | null,
    @Arg('before', () => String, {
      nullable: true,
      description: "Where the page ends: a page's previousCursor, for the newer entries just before that page; not with after",
    })
    before: string | null,
    @Arg('userId', () => ID, { nullable: true, description: FILTERS.userId }) userId: string | null,
    @Arg('kind', () => ActivityKind, { nullable: true, description: FILTERS.kind }) kind: ActivityKind | null,
    @Arg('withoutSignIns', () => Boolean, { nullable: true, defaultValue: false, description: 'Leave out the sign-ins (the latest changes only)' })
    withoutSignIns: boolean | null,
  ): Promise<ActivityPage> {
    return ctx.services.activity.page(await ctx.actor(), { first, after, before, userId, kind, withoutSignIns });
  }

  @Query(() => [StaffMember], {
    description: `The users the activity the reader may read names, by their latest name, in alphabetical order: the choices of activityPage's userId; needs a token`,
  })
  async activityPeople(@Ctx() ctx: GraphQLContext): Promise<StaffMember[]> {
    return ctx.services.activity.people(await ctx.actor());
  }
}
