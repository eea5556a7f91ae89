import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useState } from 'react';
import {
  buildSrcSet,
  PLACEHOLDER_HEIGHT,
  PLACEHOLDER_IMAGE,
  PLACEHOLDER_WIDTH,
  resolveImageUrl,
  type ImageVariantLike,
} from './image-url';

export interface ImageAssetLike {
  url: string;
  width: number;
  height: number;
  srcset?: string | null;
  variants?: readonly ImageVariantLike[] | null;
}

export interface ResponsiveImageProps
  extends Omit<HTMLChakraProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority'> {
  /** Stored image metadata (preferred). */
  image?: ImageAssetLike | null;
  /** Plain image path, used when there is no metadata. */
  src?: string | null;
  alt: string;
  /** `sizes` attribute: how wide the image is shown, for the browser to pick a variant. */
  sizes?: string;
  /** Above the fold (hero, detail main image): load eagerly with high priority. */
  priority?: boolean;
  /** Intrinsic size used when there is no metadata, so the layout is reserved anyway. */
  width?: number;
  height?: number;
}

/**
 * An `<img>` that never shifts the layout (width/height always set), picks a variant from `srcset`, loads
 * lazily below the fold, and falls back to the placeholder when the image is missing or broken.
 */
export function ResponsiveImage({
  image,
  src,
  alt,
  sizes = '100vw',
  priority = false,
  width,
  height,
  onError,
  ...rest
}: ResponsiveImageProps) {
  const primary = resolveImageUrl(image?.url) ?? resolveImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !primary || failedSrc === primary;

  const finalSrc = broken ? PLACEHOLDER_IMAGE : primary;
  const srcSet = broken || !image ? undefined : buildSrcSet(image.variants, image.srcset);
  const w = (!broken && image?.width) || width || PLACEHOLDER_WIDTH;
  const h = (!broken && image?.height) || height || PLACEHOLDER_HEIGHT;

  return (
    <chakra.img
      src={finalSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      htmlWidth={w}
      htmlHeight={h}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      data-placeholder={broken ? '' : undefined}
      bg="bg.muted"
      onError={(event) => {
        if (primary && failedSrc !== primary) setFailedSrc(primary);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
