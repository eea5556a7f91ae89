import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { VersionArg } from '../../graphql/version-arg';
import { expectedVersionArg } from '../versions';
import { MailSettings, MailSettingsInput, TestEmailResult } from './mail-settings.types';

@Resolver()
export class MailSettingsResolver {
  @Query(() => MailSettings, { description: 'The mail server the site sends through, without its password (admins only)' })
  async mailSettings(@Ctx() ctx: GraphQLContext): Promise<MailSettings> {
    return ctx.services.mailSettings.read(await ctx.actor());
  }

  @Query(() => Boolean, { description: 'Whether "Forgot password?" can e-mail a link now (mail is set up and the site knows its address)' })
  async passwordResetByEmail(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    return (await ctx.services.mailer.enabled()) && (await ctx.services.mailer.siteAddress()) !== null;
  }

  @Mutation(() => MailSettings, { description: "Saves the mail server (admins only); used for every e-mail at once, unless the server's SMTP_URL is set" })
  async updateMailSettings(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => MailSettingsInput, { description: 'The mail server, as a whole' }) input: MailSettingsInput,
    @VersionArg('MailSettings') version?: number | null,
  ): Promise<MailSettings> {
    return ctx.services.mailSettings.update(await ctx.actor(), { ...input }, ctx.origin, expectedVersionArg(version));
  }

  @Mutation(() => MailSettings, { description: 'Forgets the saved mail server, so the site sends no e-mail unless SMTP_URL is set (admins only)' })
  async clearMailSettings(@Ctx() ctx: GraphQLContext): Promise<MailSettings> {
    return ctx.services.mailSettings.clear(await ctx.actor());
  }

  @Mutation(() => TestEmailResult, { description: 'Sends a short test e-mail through the mail server in use now (admins only)' })
  async sendTestEmail(@Ctx() ctx: GraphQLContext, @Arg('to', () => String, { description: 'Where to send it' }) to: string): Promise<TestEmailResult> {
    return ctx.services.mailSettings.sendTest(await ctx.actor(), { to });
  }
}
