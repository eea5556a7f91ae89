/**
 * Keys are flat, generated names such as `3f2a…9c.webp` or `3f2a…9c-480w.webp`.
 * Anything else is refused, so a key can never climb out of the storage root.
 */
const STORAGE_KEY = /^[a-z0-9-]+\.(webp)$/;

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

export function isValidStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new InvalidStorageKeyError(key);
}

/** The URL a driver names `key` by, under its public prefix (no trailing slash). */
export function urlUnderPrefix(prefix: string, key: string): string {
  assertValidStorageKey(key);
  return `${prefix}/${key}`;
}

/** The key of a URL made by urlUnderPrefix with the same prefix, or null for any other URL. */
export function keyUnderPrefix(prefix: string, url: string): string | null {
  if (!url.startsWith(`${prefix}/`)) return null;
  const key = url.slice(prefix.length + 1);
  return isValidStorageKey(key) ? key : null;
}
