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
