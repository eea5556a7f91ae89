import type { ValueTransformer } from 'typeorm';
import type { StorageDriver } from './storage-driver';
import { isValidStorageKey } from './storage-key';

/**
 * Rows name an image by its storage key (`3f2a…9c.webp`); everything above the database names it by
 * the URL the storage driver serves it at (`/uploads/3f2a…9c.webp`, or under S3_PUBLIC_URL). The
 * entity columns that name images turn one into the other as rows are read and written
 * (imageKeyColumn and friends), so the URL is computed from the key, through the driver's publicUrl,
 * whenever a row is loaded, and never stored: switching drivers or S3_PUBLIC_URL changes no row.
 *
 * The columns keep their names (`url`, `image_url`, `photoUrl` in the settings) but hold keys.
 */
type Naming = Pick<StorageDriver, 'publicUrl' | 'keyFromUrl'>;

/** How rows written before keys (and backups of them) named an image: the local disk's URL. */
const LEGACY_PREFIX = '/uploads/';

const localNaming: Naming = {
  publicUrl: (key) => `${LEGACY_PREFIX}${key}`,
  keyFromUrl: (url) => (url.startsWith(LEGACY_PREFIX) && isValidStorageKey(url.slice(LEGACY_PREFIX.length)) ? url.slice(LEGACY_PREFIX.length) : null),
};

let naming: Naming = localNaming;

/** Set once at start by the server (and the commands) to the driver in use; the local disk's until then. */
export function useImageNaming(driver: Naming): void {
  naming = driver;
}

/** The URL an image is served at, from what a row holds (a key; any other value, e.g. a foreign URL, as it is). */
export function imageUrlOf(stored: string): string {
  return isValidStorageKey(stored) ? naming.publicUrl(stored) : stored;
}

/** What a row holds for an image named by URL: its key when the URL is one of ours (or the disk's of old), else the value as it is. */
export function imageKeyOf(url: string): string {
  return naming.keyFromUrl(url) ?? localNaming.keyFromUrl(url) ?? url;
}

/** The key a stored value (a key, or the URL rows held before keys) names; null for anything else. */
export function storedImageKey(stored: string): string | null {
  if (isValidStorageKey(stored)) return stored;
  return naming.keyFromUrl(stored) ?? localNaming.keyFromUrl(stored);
}

function nullable<T>(map: (value: T) => T) {
  return (value: T | null | undefined) => (value === null || value === undefined ? value : map(value));
}

/** A text column naming one image. */
export const imageKeyColumn: ValueTransformer = { from: nullable(imageUrlOf), to: nullable(imageKeyOf) };

/** A text[] column (or virtual column) naming images. */
export const imageKeyListColumn: ValueTransformer = {
  from: nullable((values: string[]) => values.map(imageUrlOf)),
  to: nullable((values: string[]) => values.map(imageKeyOf)),
};

/** A jsonb list of `{ url, … }` (an image's variants). */
export const imageVariantsColumn: ValueTransformer = {
  from: nullable((variants: { url: string }[]) => variants.map((variant) => ({ ...variant, url: imageUrlOf(variant.url) }))),
  to: nullable((variants: { url: string }[]) => variants.map((variant) => ({ ...variant, url: imageKeyOf(variant.url) }))),
};
