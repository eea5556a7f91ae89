import { MAX_PASSWORD_LENGTH, PAGE_SIZE } from '@vriddhi/rules';
import { MIN_PASSWORD_LENGTH } from '@vriddhi/rules/passwords';
import { Arg, Ctx, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { User } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { PAGE_ARGUMENTS, PageOf } from '../../graphql/page-type';
import { AuthPayload } from '../auth/auth.inputs';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';
import { CreatedUserPayload, NewUserInput, SetPasswordLinkPayload, UserChangeInput } from './users.inputs';

@ObjectType({ description: 'A page of the users of the admin, admins first, then by name' })
export class UserPage extends PageOf(User, 'users') {}

@Resolver()
export class UsersResolver {
  @Query(() => [User], {
    description: `The users of the admin, admins first, then by name: the first ${PAGE_SIZE.max}; for every one, page through userPage (admins only)`,
  })
  async users(@Ctx() ctx: GraphQLContext): Promise<User[]> {
    return ctx.services.users.list(await ctx.actor());
  }

  @Query(() => UserPage, { description: 'The users of the admin a page at a time, admins first, then by name (admins only)' })
  async userPage(
    @Ctx() ctx: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: PAGE_SIZE.default, description: PAGE_ARGUMENTS.first }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: PAGE_ARGUMENTS.after }) after: string | null,
  ): Promise<UserPage> {
    return ctx.services.users.page(await ctx.actor(), { first, after });
  }

  @Mutation(() => CreatedUserPayload, {
    description:
      'Adds a user (admins only), who chooses their password with the one-time link in the answer; the link is e-mailed to them when the server can send e-mail',
  })
  async createUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => NewUserInput, { description: 'The new user' }) input: NewUserInput,
  ): Promise<CreatedUserPayload> {
    return ctx.services.users.create(await ctx.actor(), { ...input }, ctx.origin);
  }

  @Mutation(() => User, { description: "Changes another user's name or role (admins only); the firm always keeps at least one admin" })
  async updateUser(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: "The user's id" }) id: string,
    @Arg('input', () => UserChangeInput, { description: 'What changes' }) input: UserChangeInput,
    @VersionArg('User') version?: number | null,
  ): Promise<User> {
    return ctx.services.users.update(await ctx.actor(), id, { name: input.name, role: input.role }, expectedVersionArg(version));
  }

  @Mutation(() => ID, { description: 'Removes another user (admins only), ending their sessions at once; returns their id. The last admin cannot be removed.' })
  async deleteUser(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: "The user's id" }) id: string): Promise<string> {
    return ctx.services.users.delete(await ctx.actor(), id);
  }

  @Mutation(() => SetPasswordLinkPayload, {
    description: "A new one-time link with which a user chooses a password (admins only); the user's older unused links stop working",
  })
  async createSetPasswordLink(
    @Ctx() ctx: GraphQLContext,
    @Arg('userId', () => ID, { description: "The user's id" }) userId: string,
  ): Promise<SetPasswordLinkPayload> {
    return ctx.services.users.createLink(await ctx.actor(), userId, ctx.origin);
  }

  @Mutation(() => AuthPayload, {
    description:
      'Sets the password of the user a set-password link was made for, and logs them in (no token needed). The link then stops working; wrong links from one address are slowed down.',
  })
  setPasswordWithLink(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token from the link (after "#token=")' }) token: string,
    @Arg('newPassword', () => String, {
      description: `At least ${MIN_PASSWORD_LENGTH} and at most ${MAX_PASSWORD_LENGTH} characters, not the e-mail address, and hard enough to guess (zxcvbn score 3 of 4)`,
    })
    newPassword: string,
  ): Promise<AuthPayload> {
    return ctx.services.users.setPasswordWithLink({ token, newPassword }, ctx.clientKey);
  }

  @Mutation(() => Boolean, {
    description:
      '"Forgot password?": e-mails the user with this address a one-time link to choose a new password, valid one hour, when mail is set up. Always true, whether anyone has the address or not; too many requests from one address get TOO_MANY_REQUESTS.',
  })
  async requestPasswordReset(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: 'The e-mail address the user logs in with' }) email: string,
  ): Promise<boolean> {
    await ctx.services.users.requestPasswordReset({ email }, ctx.clientKey);
    return true;
  }
}
