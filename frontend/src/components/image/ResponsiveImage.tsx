import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { useState, type CSSProperties } from 'react';
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
  /** Tiny blurred preview as a `data:` URI, shown until the image has loaded. */
  placeholder?: string | null;
  /** Dominant colour (`#rrggbb`), shown until the image has loaded. */
  dominantColor?: string | null;
}

const DATA_URI = /^data:image\/(?:webp|png|jpeg|gif|avif);base64,[A-Za-z0-9+/]+=*$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/**
 * The preview stretched over the reserved box (the browser's smooth upscaling blurs it) on the
 * dominant colour, as an inline style: CSP allows inline styles and `data:` images. Values that are
 * not a plain data URI or colour are ignored, so nothing else ever reaches the style.
 */
function placeholderStyle(image: ImageAssetLike | null | undefined): CSSProperties | undefined {
  const preview = image?.placeholder && DATA_URI.test(image.placeholder) ? image.placeholder : null;
  const colour = image?.dominantColor && HEX_COLOUR.test(image.dominantColor) ? image.dominantColor : null;
  if (!preview && !colour) return undefined;
  return {
    ...(colour ? { backgroundColor: colour } : {}),
    ...(preview
      ? { backgroundImage: `url("${preview}")`, backgroundSize: 'cover', backgroundPosition: 'center', backgroundRepeat: 'no-repeat' }
      : {}),
  };
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
 * lazily below the fold, shows the image's blurred preview and dominant colour in its box until it has
 * loaded, and falls back to the placeholder when the image is missing or broken.
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
  onLoad,
  ...rest
}: ResponsiveImageProps) {
  const primary = resolveImageUrl(image?.url) ?? resolveImageUrl(src);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = !primary || failedSrc === primary;

  const finalSrc = broken ? PLACEHOLDER_IMAGE : primary;
  const srcSet = broken || !image ? undefined : buildSrcSet(image.variants, image.srcset);
  const w = (!broken && image?.width) || width || PLACEHOLDER_WIDTH;
  const h = (!broken && image?.height) || height || PLACEHOLDER_HEIGHT;
  // Dropped once loaded, so transparent parts of the image never show it.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const preview = broken || loadedSrc === finalSrc ? undefined : placeholderStyle(image);

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
      style={preview}
      // An image already complete when React attaches (cached, or loaded before hydration) fires no load event.
      ref={(img: HTMLImageElement | null) => {
        if (preview && img?.complete && img.naturalWidth > 0) setLoadedSrc(finalSrc);
      }}
      onLoad={(event) => {
        setLoadedSrc(finalSrc);
        onLoad?.(event);
      }}
      onError={(event) => {
        if (primary && failedSrc !== primary) setFailedSrc(primary);
        onError?.(event);
      }}
      {...rest}
    />
  );
}
