import { Ctx, Field, FieldResolver, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Project } from '../../entities';
import type { GraphQLContext } from '../../graphql/context';
import { LocaleArg, type Locale } from '../../graphql/locale';
import type { ShareImage } from './share-images.service';

@ObjectType('ShareImage', { description: 'The picture a link preview shows (Open Graph og:image): a JPEG of exactly 1200 × 630 pixels, under 300 kB' })
class ShareImageType implements ShareImage {
  @Field({ description: 'Path and query of the JPEG, relative to the site (/og/…); its v parameter changes whenever the picture does' })
  url: string;

  @Field(() => Int, { description: 'Width in pixels: 1200' })
  width: number;

  @Field(() => Int, { description: 'Height in pixels: 630' })
  height: number;

  @Field({ description: 'Media type: image/jpeg' })
  type: string;

  @Field({ description: 'What the picture shows, in words (og:image:alt)' })
  alt: string;
}

@Resolver(() => Project)
export class ShareImagesResolver {
  @Query(() => ShareImageType, {
    description:
      "The picture of a shared link to any page but a project's: the firm's name, tagline and town over its newest project's photo, in the locale's language (GET /og/page.jpg; in Tamil /og/page-ta.jpg)",
  })
  shareCard(@Ctx() ctx: GraphQLContext, @LocaleArg() locale: Locale = 'en'): Promise<ShareImage> {
    return ctx.services.shareImages.card(locale);
  }

  @FieldResolver(() => ShareImageType, {
    description:
      "The picture of a shared link to the project's page: its main photo cropped to 1200 × 630 around its focal point (or the interesting part when it has none) (GET /og/projects/{id}.jpg)",
  })
  async shareImage(@Root() project: Project, @Ctx() ctx: GraphQLContext): Promise<ShareImage> {
    return ctx.services.shareImages.ofProject(project, await ctx.loaders.imageAsset.load(project.imageUrl));
  }
}
