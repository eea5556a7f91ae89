import { TRASH_DAYS } from '@vriddhi/rules';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { TrashEntry } from './trash.types';

const ID_ARGUMENT = { description: "The Trash entry's id (TrashEntry.id, not the id the thing had)" };

@Resolver(() => TrashEntry)
export class TrashResolver {
  @Query(() => [TrashEntry], {
    description: `What was deleted in the last ${TRASH_DAYS} days, newest first, each kind only for those who may manage it; needs a token`,
  })
  async trash(@Ctx() ctx: GraphQLContext): Promise<TrashEntry[]> {
    return ctx.services.trash.list(await ctx.actor());
  }

  @Mutation(() => TrashEntry, { description: 'Puts it back where it was, with its photos, under the id it had; answers what was put back' })
  async restoreFromTrash(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, ID_ARGUMENT) id: string): Promise<TrashEntry> {
    return ctx.services.trash.restore(await ctx.actor(), id);
  }

  @Mutation(() => Boolean, { description: 'Deletes it for good, with its photos; admins only; true once deleted' })
  async deleteFromTrash(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, ID_ARGUMENT) id: string): Promise<boolean> {
    await ctx.services.trash.deleteForGood(await ctx.actor(), id);
    return true;
  }

  @Mutation(() => Int, { description: 'Deletes everything in the Trash for good, with its photos; admins only; answers how many things' })
  async emptyTrash(@Ctx() ctx: GraphQLContext): Promise<number> {
    return ctx.services.trash.empty(await ctx.actor());
  }
}
