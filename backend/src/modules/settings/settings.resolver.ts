import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { ImageAsset } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, toIncomingFile, UPLOAD_DESCRIPTIONS, type UploadArg } from '../../graphql/upload';
import { expectedVersionArg } from '../versions';
import { VersionArg } from '../../graphql/version-arg';
import { LocaleArg, type Locale } from '../../graphql/locale';
import { localeOf, localized } from '../locale/localized';
import { SiteSettingsInput, SiteSettingsType, TeamMemberType } from './settings.types';

@Resolver(() => SiteSettingsType)
export class SettingsResolver {
  @Query(() => SiteSettingsType, { description: "The firm's details every page shows (REST: GET /api/settings)" })
  async siteSettings(@Ctx() ctx: GraphQLContext, @LocaleArg() locale: Locale = 'en'): Promise<SiteSettingsType> {
    const { data, version } = await ctx.services.settings.record(locale);
    return { ...data, version };
  }

  @Mutation(() => SiteSettingsType, { description: 'Replaces the settings; every page shows them at once; admin only (REST: PUT /api/settings)' })
  async updateSiteSettings(
    @Ctx() ctx: GraphQLContext,
    @Arg('input', () => SiteSettingsInput, { description: 'All the settings' }) input: SiteSettingsInput,
    @Arg('teamPhotos', () => [GraphQLUpload], {
      nullable: 'itemsAndList',
      description: `New photos of the team, by position in about.team (null: keep that member's photoUrl, an existing photo or null). ${UPLOAD_DESCRIPTIONS.replacement}`,
    })
    teamPhotos?: (UploadArg | null)[] | null,
    @VersionArg('SiteSettings') version?: number | null,
  ): Promise<SiteSettingsType> {
    const actor = await ctx.actor();
    const saved = await ctx.services.settings.update(
      actor,
      JSON.parse(JSON.stringify(input)),
      (teamPhotos ?? []).map(toIncomingFile),
      expectedVersionArg(version),
    );
    return { ...saved.data, version: saved.version };
  }
}

@Resolver(() => TeamMemberType)
export class TeamMemberResolver {
  @FieldResolver(() => ImageAsset, { nullable: true, description: "Size, variants and placeholder of the member's photo; null without one" })
  async photo(@Root() member: TeamMemberType, @Ctx() ctx: GraphQLContext): Promise<ImageAsset | null> {
    return member.photoUrl ? localized(await ctx.loaders.imageAsset.load(member.photoUrl), localeOf(member)) : null;
  }
}
