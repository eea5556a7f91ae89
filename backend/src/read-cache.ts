let version = 0;

/**
 * Changes whenever any ReadCache of this process is cleared, i.e. after every committed write of
 * public content. Whatever was computed from public reads while this stayed the same is current.
 */
export function readCacheVersion(): number {
  return version;
}

/**
 * In-memory cache of public list reads. Every write of the owning domain calls `clear()`, so a
 * reader never sees a list older than the last committed write of this process. A read that
 * was in flight during a write is dropped from the map by `clear()` and so never cached.
 */
export class ReadCache {
  private readonly entries = new Map<string, Promise<unknown>>();

  /** Keys are a domain's known filters (a category, or all), so the bound is a safety net; past it the oldest entry goes. */
  constructor(private readonly maxEntries = 32) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key) as Promise<T> | undefined;
    if (hit) return hit;
    const pending = load();
    this.entries.set(key, pending);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    pending.catch(() => {
      if (this.entries.get(key) === pending) this.entries.delete(key); // never cache a failure
    });
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    version++;
  }
}
