import type { ContentVersion } from './content-version';

/**
 * Values computed from public content (the services' lists, rendered pages), each kept until the
 * content version moves. A value still being computed when it moves belongs to the old version and
 * is never handed out after it. A failure is never kept. Keys are a domain's known filters or pages,
 * so the bound is a safety net: past it the least recently used entry goes.
 */
export class VersionedCache<T> {
  private entries = new Map<string, Promise<T>>();
  private version: number;

  constructor(
    private readonly contentVersion: ContentVersion,
    private readonly maxEntries = 32,
  ) {
    this.version = contentVersion.current;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.current();
    const hit = entries.get(key);
    if (hit) {
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const pending = load();
    entries.set(key, pending);
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value!);
    pending.catch(() => this.forget(key, pending));
    return pending;
  }

  /** Drops `value` if it is still the one kept under `key` (a value found unfit once computed). */
  forget(key: string, value: Promise<T>): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }

  get size(): number {
    return this.current().size;
  }

  private current(): Map<string, Promise<T>> {
    if (this.version !== this.contentVersion.current) {
      this.entries = new Map();
      this.version = this.contentVersion.current;
    }
    return this.entries;
  }
}
