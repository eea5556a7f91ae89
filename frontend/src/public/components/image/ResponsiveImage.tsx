import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { buildSrcSet, PLACEHOLDER_HEIGHT, PLACEHOLDER_IMAGE, PLACEHOLDER_WIDTH, resolveImageUrl, type ImageVariantLike } from './image-url';
import { styled, type HTMLStyledProps } from '@/styled-system/jsx';

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
  /** The firm's words for the photo; null: the item's title (the `alt` given) is used. */
  alt?: string | null;
  caption?: string | null;
  /** The spot a crop keeps in frame, 0 to 1 across and down; null: the centre. */
  focalPoint?: { x: number; y: number } | null;
}

/** CSS `object-position` (and background position) keeping the focal point in frame; null for the centre. */
export function focalPosition(image: ImageAssetLike | null | undefined): string | null {
  const focal = image?.focalPoint;
  if (!focal || !Number.isFinite(focal.x) || !Number.isFinite(focal.y)) return null;
  const percent = (share: number) => `${Math.round(Math.min(1, Math.max(0, share)) * 100)}%`;
  return `${percent(focal.x)} ${percent(focal.y)}`;
}

/** What a screen reader says for the photo: the firm's alt text, else `fallback` (the item's title). */
export function altOf(image: ImageAssetLike | null | undefined, fallback: string): string {
  return image?.alt?.trim() || fallback;
}

const DATA_URI = /^data:image\/(?:webp|png|jpeg|gif|avif);base64,[A-Za-z0-9+/]+=*$/;
const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** The image's blurred preview (`data:` URI) and dominant colour, each only when it is a plain, safe value. */
export function imagePreview(image: ImageAssetLike | null | undefined): { preview: string | null; colour: string | null } {
  return {
    preview: image?.placeholder && DATA_URI.test(image.placeholder) ? image.placeholder : null,
    colour: image?.dominantColor && HEX_COLOUR.test(image.dominantColor) ? image.dominantColor : null,
  };
}

/**
 * The preview stretched over the reserved box (the browser's smooth upscaling blurs it) on the
 * dominant colour, as an inline style: CSP allows inline styles and `data:` images. Values that are
 * not a plain data URI or colour are ignored, so nothing else ever reaches the style.
 */
function placeholderStyle(image: ImageAssetLike | null | undefined): CSSProperties | undefined {
  const { preview, colour } = imagePreview(image);
  const position = focalPosition(image);
  if (!preview && !colour && !position) return undefined;
  return {
    ...(colour ? { backgroundColor: colour } : {}),
    ...(preview
      ? { backgroundImage: `url("${preview}")`, backgroundSize: 'cover', backgroundPosition: position ?? 'center', backgroundRepeat: 'no-repeat' }
      : {}),
    ...(position ? { objectPosition: position } : {}),
  };
}

/**
 * Besides its own props it takes the `<img>`'s attributes and style props. The caller writes the style
 * props as literals on `<ResponsiveImage …>` (the build's CSS extraction reads them there).
 */
export interface ResponsiveImageProps extends Omit<
  HTMLStyledProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'onLoad' | 'onError'
> {
  /** Stored image metadata (preferred). */
  image?: ImageAssetLike | null;
  /** Plain image path, used when there is no metadata. */
  src?: string | null;
  /** Said when the photo has no alt text of its own (the item's title); never empty on the public pages. */
  alt: string;
  /** `sizes` attribute: how wide the image is shown, for the browser to pick a variant. */
  sizes?: string;
  /** Above the fold (hero, detail main image): load eagerly with high priority. */
  priority?: boolean;
  /** Never the largest paint (thumbnails): fetched at low priority, so it does not compete with the main image. */
  lowPriority?: boolean;
  /** Intrinsic size used when there is no metadata, so the layout is reserved anyway. */
  width?: number;
  height?: number;
}

/** The `<img>` attributes of an image: the stored one, or the placeholder when there is none. */
export function imageSource(image: ImageAssetLike | null | undefined, src?: string | null, size?: { width?: number; height?: number }) {
  const primary = resolveImageUrl(image?.url) ?? resolveImageUrl(src);
  return {
    src: primary ?? PLACEHOLDER_IMAGE,
    srcSet: primary && image ? buildSrcSet(image.variants, image.srcset) : undefined,
    width: (primary && image?.width) || size?.width || PLACEHOLDER_WIDTH,
    height: (primary && image?.height) || size?.height || PLACEHOLDER_HEIGHT,
    missing: !primary,
  };
}

/**
 * An `<img>` that never shifts the layout (width/height always set), picks a variant from `srcset`, loads
 * lazily below the fold, and shows the image's blurred preview and dominant colour in its box until it has
 * loaded. Rendered on the server; the page's core script (src/public/islands/core/images.ts) drops the preview
 * once the image has loaded and puts the placeholder in when it is missing or broken.
 */
export function ResponsiveImage({ image, src, alt, sizes = '100vw', priority = false, lowPriority = false, width, height, ...rest }: ResponsiveImageProps) {
  const source = imageSource(image, src, { width, height });
  const imageSizes = source.srcSet ? sizes : undefined;
  // Hoisted into the server-rendered head, so the browser starts on the largest paint before the body arrives.
  if (priority) preload(source.src, { as: 'image', imageSrcSet: source.srcSet, imageSizes, fetchPriority: 'high' });

  return (
    <styled.img
      src={source.src}
      srcSet={source.srcSet}
      sizes={imageSizes}
      htmlWidth={source.width}
      htmlHeight={source.height}
      alt={altOf(image, alt)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : lowPriority ? 'low' : undefined}
      decoding={priority ? undefined : 'async'}
      data-placeholder={source.missing ? '' : undefined}
      bg="bg.muted"
      style={source.missing ? undefined : placeholderStyle(image)}
      {...rest}
    />
  );
}
