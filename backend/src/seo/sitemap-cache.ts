import type { EncodedBody } from '../encoded-body';
import { ReadCache, readCacheVersion } from '../read-cache';

/**
 * The sitemap's body per origin, kept until the next committed write of public content (the
 * services' read caches change version then), like the public lists. An entry belongs to the
 * version current when it was started, so one computed across a write is never served after it.
 * Without PUBLIC_URL the origin comes from the Host header, so the origins kept are bounded.
 */
export class SitemapCache {
  private version = readCacheVersion();
  private bodies: ReadCache;

  constructor(private readonly maxOrigins = 8) {
    this.bodies = new ReadCache(maxOrigins);
  }

  get(origin: string, build: () => Promise<EncodedBody>): Promise<EncodedBody> {
    if (this.version !== readCacheVersion()) {
      // A fresh cache rather than clear(): clearing a ReadCache would change the version again.
      this.bodies = new ReadCache(this.maxOrigins);
      this.version = readCacheVersion();
    }
    return this.bodies.get(origin, build);
  }
}
