import { FieldResolver, Resolver, Root } from 'type-graphql';
import { FocalPoint, ImageAsset } from '../entities';

/**
 * What a row without a placeholder answers (stored before placeholders existed and not backfilled yet,
 * or its file is missing): a neutral light grey, as a 1×1 lossless WebP and as a colour.
 */
export const NEUTRAL_PLACEHOLDER = 'data:image/webp;base64,UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAdQ8pL3vP+BiOh/AAA=';
export const NEUTRAL_DOMINANT_COLOR = '#e4e4e7';

@Resolver(() => ImageAsset)
export class ImageAssetResolver {
  @FieldResolver(() => String, { description: 'Ready-made srcset value: the variants and the full image' })
  srcset(@Root() asset: ImageAsset): string {
    return [...asset.variants, asset].map((image) => `${image.url} ${image.width}w`).join(', ');
  }

  @FieldResolver(() => String, {
    description:
      'A tiny blurred preview (WebP about 16 px on its longest side) as a data: URI, under 1 kB, to show stretched over the reserved box until the image has loaded',
  })
  placeholder(@Root() asset: ImageAsset): string {
    return asset.placeholder ?? NEUTRAL_PLACEHOLDER;
  }

  @FieldResolver(() => String, {
    description: 'The dominant colour of the image as #rrggbb, a background for the box until the image has loaded',
  })
  dominantColor(@Root() asset: ImageAsset): string {
    return asset.dominantColor ?? NEUTRAL_DOMINANT_COLOR;
  }

  @FieldResolver(() => FocalPoint, { nullable: true, description: 'The spot every crop keeps in frame; null: the centre' })
  focalPoint(@Root() asset: ImageAsset): FocalPoint | null {
    return asset.focalX === null || asset.focalY === null ? null : { x: asset.focalX, y: asset.focalY };
  }
}
