import type { NextFunction, Request, Response } from 'express';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { EncodedBody } from '../encoded-body';
import { readCacheVersion } from '../read-cache';

export interface MemoizedResponse {
  /** Headers of the response besides the ones every response gets (security, request id). */
  headers: [string, string][];
  body: EncodedBody;
}

const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 500;
const MAX_SEEN_ONCE = 10_000;

/** The key of an anonymous GET: its URL and the Accept header (GraphQL picks its content type from it). */
export function getRequestKey(req: IncomingMessage, url = req.url ?? ''): string {
  return `GET ${url} ${req.headers.accept ?? ''}`;
}

/**
 * Whole responses to anonymous public reads, valid until the next committed write of public
 * content (readCacheVersion). A response is kept only when no write committed while it was being
 * computed, so a hit is exactly what the full request would answer now. Bounded in bytes and entries:
 * the least recently used entries go first, and a response is kept only from its second request on,
 * so distinct URLs can neither grow it without end nor push the real pages out.
 */
export class ResponseMemo {
  private entries = new Map<string, MemoizedResponse>();
  private version = readCacheVersion();
  private totalBytes = 0;
  /** Digests of keys answered once since the last write: a response is kept when it is asked for a second time. */
  private readonly seenOnce = new Set<string>();

  constructor(
    private readonly maxBytes = MAX_TOTAL_BYTES,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.current().size;
  }

  get(key: string): MemoizedResponse | undefined {
    const entries = this.current();
    const hit = entries.get(key);
    if (hit) {
      // Most recently used last: eviction takes the entries nobody asks for again.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  /** Keeps a response that was computed from state of `versionAtStart`; one computed across a write is dropped. */
  set(key: string, response: MemoizedResponse, versionAtStart: number): void {
    if (readCacheVersion() !== versionAtStart) return;
    const entries = this.current();
    // One-off URLs (a client busting the cache with random parameters) never displace the real pages.
    const digest = crypto.createHash('sha1').update(key).digest('base64');
    if (!entries.has(key) && !this.seenOnce.has(digest)) {
      if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.clear();
      this.seenOnce.add(digest);
      return;
    }
    const size = response.body.bytes.length + key.length;
    if (size > this.maxBytes / 4) return;
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      this.totalBytes -= previous.body.bytes.length + key.length;
    }
    for (const [oldest, entry] of entries) {
      if (this.totalBytes + size <= this.maxBytes && entries.size < this.maxEntries) break;
      entries.delete(oldest);
      this.totalBytes -= entry.body.bytes.length + oldest.length;
    }
    entries.set(key, response);
    this.totalBytes += size;
  }

  private current(): Map<string, MemoizedResponse> {
    const version = readCacheVersion();
    if (version !== this.version) {
      this.entries = new Map();
      this.totalBytes = 0;
      this.seenOnce.clear();
      this.version = version;
    }
    return this.entries;
  }
}

type Remember = (response: MemoizedResponse, canonicalQuery: string) => void;

/** The form of a mount path that is kept: lower case, no doubled or trailing slash. */
const CANONICAL_BASE = /^(\/[a-z]+)+$/;

/**
 * For anonymous GETs below it: lets a route that answers from the public read caches keep its
 * response in the memo (see `rememberResponse`), for the fast path to serve until the next write.
 */
export function memoizePublicReads(memo: ResponseMemo) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'GET' && req.headers.authorization === undefined) {
      const versionAtStart = readCacheVersion();
      const key = getRequestKey(req, req.originalUrl);
      const remember: Remember = (response, canonicalQuery) => {
        // Only the one spelling of each list: /api/projects?category=residential, not /API/projects/?category=Residential&x=1.
        if (CANONICAL_BASE.test(req.baseUrl) && req.originalUrl === `${req.baseUrl}${canonicalQuery}`) memo.set(key, response, versionAtStart);
      };
      res.locals.rememberResponse = remember;
    }
    next();
  };
}

/**
 * Keeps this response in the memo when the request was eligible (an anonymous GET under
 * memoizePublicReads) and its URL is the canonical one: the router's mount path plus `canonicalQuery`.
 */
export function rememberResponse(res: Response, response: MemoizedResponse, canonicalQuery: string): void {
  (res.locals.rememberResponse as Remember | undefined)?.(response, canonicalQuery);
}
