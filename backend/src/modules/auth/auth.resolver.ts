import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from '@vriddhi/rules';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { User } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { AuthPayload } from './auth.inputs';

@Resolver()
export class AuthResolver {
  @Mutation(() => AuthPayload, {
    description: 'Returns a Bearer token for the other mutations; repeated failures from one address are slowed down (REST: POST /api/auth/login)',
  })
  login(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: `The admin's e-mail address, in any case; at most ${MAX_EMAIL_LENGTH} characters` }) email: string,
    @Arg('password', () => String, { description: `The password; at most ${MAX_PASSWORD_LENGTH} characters` }) password: string,
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
