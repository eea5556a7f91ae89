import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { User } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { AuthPayload } from './auth.inputs';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, { description: 'Returns a Bearer token for the other mutations' })
  login(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ): Promise<AuthPayload> {
    return ctx.services.auth.login({ email, password }, ctx.clientKey);
  }

  @Query(() => User, { nullable: true, description: 'The logged-in user; null without a token, UNAUTHENTICATED for a bad one' })
  async me(@Ctx() ctx: GraphQLContext): Promise<User | null> {
    if (!ctx.hasCredentials) return null;
    const actor = await ctx.actor();
    return ctx.services.auth.findUser(actor.id);
  }
}
