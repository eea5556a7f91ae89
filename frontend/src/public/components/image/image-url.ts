export const PLACEHOLDER_IMAGE = '/placeholder.svg';
export const PLACEHOLDER_WIDTH = 1200;
export const PLACEHOLDER_HEIGHT = 800;

/**
 * Image paths from the API. `/uploads/…` paths are served by the same host as the site, so they are used
 * as they are; absolute URLs too. A bare relative path is made root-relative. Empty means "no image".
 */
export function resolveImageUrl(path: string | null | undefined): string | null {
  const value = path?.trim();
  if (!value) return null;
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('/') || value.startsWith('data:') || value.startsWith('blob:')) {
    return value;
  }
  return `/${value}`;
}

export interface ImageVariantLike {
  url: string;
  width: number;
  height?: number;
}

/** A `srcset` value from the stored variants (narrowest first); falls back to the ready-made one. */
export function buildSrcSet(variants: readonly ImageVariantLike[] | null | undefined, fallback?: string | null): string | undefined {
  const parts = (variants ?? []).filter((v) => v.url && v.width > 0).map((v) => `${resolveImageUrl(v.url)} ${v.width}w`);
  if (parts.length) return parts.join(', ');
  return fallback?.trim() || undefined;
}
