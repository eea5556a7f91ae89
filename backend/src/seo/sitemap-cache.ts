import type { EncodedBody } from '../encoded-body';
import { readCacheVersion } from '../read-cache';

/**
 * The sitemap's body per origin, kept until the next committed write of public content (the
 * services' read caches change version then), like the public lists. An entry belongs to the
 * version current when it was started, so one computed across a write is never served after it.
 * Without PUBLIC_URL the origin comes from the Host header, so the origins kept are bounded.
 */
export class SitemapCache {
  private version = readCacheVersion();
  private readonly bodies = new Map<string, Promise<EncodedBody>>();

  constructor(private readonly maxOrigins = 8) {}

  get(origin: string, build: () => Promise<EncodedBody>): Promise<EncodedBody> {
    if (this.version !== readCacheVersion()) {
      this.bodies.clear();
      this.version = readCacheVersion();
    }
    const hit = this.bodies.get(origin);
    if (hit) return hit;
    const pending = build();
    this.bodies.set(origin, pending);
    if (this.bodies.size > this.maxOrigins) this.bodies.delete(this.bodies.keys().next().value!);
    pending.catch(() => {
      if (this.bodies.get(origin) === pending) this.bodies.delete(origin); // never cache a failure
    });
    return pending;
  }
}
