import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { SiteSettingsType } from './settings.types';

@Resolver(() => SiteSettingsType)
export class SettingsResolver {
  @Query(() => SiteSettingsType, { description: "The firm's details every page shows (REST: GET /api/settings)" })
  siteSettings(@Ctx() ctx: GraphQLContext): Promise<SiteSettingsType> {
    return ctx.services.settings.get();
  }

  @Mutation(() => SiteSettingsType, { description: 'Replaces the settings; every page shows them at once; admin only (REST: PUT /api/settings)' })
  async updateSiteSettings(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SiteSettingsType, { description: 'All the settings' }) input: SiteSettingsType,
  ): Promise<SiteSettingsType> {
    return ctx.services.settings.update(await ctx.actor(), JSON.parse(JSON.stringify(input)));
  }
}
