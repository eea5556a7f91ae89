import { FieldResolver, Resolver, Root } from 'type-graphql';
import { ImageAsset } from '../entities';

@Resolver(() => ImageAsset)
export class ImageAssetResolver {
  @FieldResolver(() => String, { description: 'Ready-made srcset value: the variants and the full image' })
  srcset(@Root() asset: ImageAsset): string {
    return [...asset.variants, asset]
      .map((image) => `${image.url} ${image.width}w`)
      .join(', ');
  }
}
