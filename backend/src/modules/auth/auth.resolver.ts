import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from '@vriddhi/rules';
import { MIN_PASSWORD_LENGTH } from '@vriddhi/rules/passwords';
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

  @Mutation(() => AuthPayload, {
    description:
      "Changes the logged-in user's password; every other session of the user ends (their tokens get UNAUTHENTICATED), and the answer carries a fresh token for this one. A wrong current password counts against the login limits.",
  })
  async changePassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('currentPassword', () => String, { description: 'The password in use now, as a proof that the user is at the keyboard' }) currentPassword: string,
    @Arg('newPassword', () => String, {
      description: `At least ${MIN_PASSWORD_LENGTH} and at most ${MAX_PASSWORD_LENGTH} characters, not the e-mail address, and hard enough to guess (zxcvbn score 3 of 4)`,
    })
    newPassword: string,
  ): Promise<AuthPayload> {
    return ctx.services.auth.changePassword(await ctx.actor(), { currentPassword, newPassword }, ctx.clientKey);
  }

  @Mutation(() => User, { description: "Changes the logged-in user's name and e-mail address; a new e-mail address needs the current password" })
  async updateMyAccount(
    @Ctx() ctx: GraphQLContext,
    @Arg('name', () => String, { description: `Display name; at most ${MAX_NAME_LENGTH} characters` }) name: string,
    @Arg('email', () => String, { description: `E-mail address used to log in, unique in any case; at most ${MAX_EMAIL_LENGTH} characters` }) email: string,
    @Arg('currentPassword', () => String, { nullable: true, description: 'The password in use now; required when the e-mail address changes' })
    currentPassword: string | null,
  ): Promise<User> {
    return ctx.services.auth.updateMyAccount(await ctx.actor(), { name, email, currentPassword }, ctx.clientKey);
  }

  @Query(() => User, { nullable: true, description: 'The logged-in user; null without a token, UNAUTHENTICATED for a bad one' })
  async me(@Ctx() ctx: GraphQLContext): Promise<User | null> {
    if (!ctx.hasCredentials) return null;
    const actor = await ctx.actor();
    return ctx.services.auth.findUser(actor.id);
  }
}
