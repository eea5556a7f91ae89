/**
 * A map bounded by entries and by the summed size of its entries, least recently used out first.
 * Synchronous, so the public response cache's key can be worked out without waiting.
 */
export class BoundedMap<V> {
  private readonly entries = new Map<string, { value: V; size: number }>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
    private readonly sizeOf: (key: string, value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    const size = this.sizeOf(key, value);
    this.delete(key);
    if (size > this.maxSize) return;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size < this.maxEntries && this.totalSize + size <= this.maxSize) break;
      this.entries.delete(oldest);
      this.totalSize -= old.size;
    }
    this.entries.set(key, { value, size });
    this.totalSize += size;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
  }

  get size(): number {
    return this.entries.size;
  }
}
