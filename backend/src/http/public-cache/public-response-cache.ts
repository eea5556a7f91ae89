import type { Request, Response } from 'express';
import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ContentVersion } from '../../content-version';
import type { EncodedBody } from '../../encoded-body';
import { compress, COMPRESSION_THRESHOLD, etagOfVariant, isCompressible, type ContentEncoding } from '../content-encoding';
import { sendCachedResponse } from './send';

/** A route's 200 answer to an anonymous public read, as it hands it over to be kept. */
export interface PublicResponse {
  /** The response's own headers (Content-Type, Cache-Control), not those every response gets (security, CORS, request id). */
  headers: [string, string][];
  body: EncodedBody;
  /**
   * Called each time the answer is sent, from the cache or not, with its status (200, or 304 to a
   * conditional GET): a public page counts its views so. On every hit's path: it must not wait for anything.
   */
  whenServed?: (req: IncomingMessage, status: number) => void;
}

/** What a public route computed: a 200 is kept (unless `keep` is false), any other status is sent and forgotten. */
export interface PublicAnswer extends PublicResponse {
  status: number;
  keep?: boolean;
}

/**
 * Public content changes whenever the firm saves, so clients and CDNs keep an answer but ask again each
 * time (a 304 against its ETag costs a few bytes); an answer that is not public content (a 404, a 503, a
 * GraphQL mutation such as a login, whose answer holds a token) is not kept anywhere.
 */
const CACHE_CONTROL = { kept: 'no-cache', other: 'no-store' };

/** A kept answer: its body as it is and, where compressing pays, in Brotli and gzip, each with its own ETag. */
export interface CachedResponse extends PublicResponse {
  encoded: Partial<Record<ContentEncoding, EncodedBody>>;
  /** Whether the answer depends on Accept-Encoding: true for a compressible body over the threshold, as for uncached answers. */
  variesOnEncoding: boolean;
}

export interface PublicResponseCacheOptions {
  contentVersion: ContentVersion;
  maxBytes?: number;
  maxEntries?: number;
  /** Express's compiled `trust proxy`: whether X-Forwarded-Host and -Proto from this peer are believed. */
  trustProxy?: (address: string, hop: number) => boolean;
}

const MAX_TOTAL_BYTES = 8 * 1024 * 1024;
const MAX_ENTRIES = 500;
const MAX_SEEN_ONCE = 10_000;
/** Kept answers compressed at once: Brotli 10 costs up to a hundred milliseconds per page, so a client cycling through new URLs gets at most one thread of it. */
const MAX_COMPRESSING = 1;

/**
 * Whole answers to anonymous public reads (REST lists, the public GraphQL queries, the public HTML
 * pages, the sitemap), valid until the next committed write of public content (ContentVersion). An answer is
 * kept only when no write committed while it was being computed, so a hit is exactly what the full
 * request would answer now. It is compressed once when kept, never per request. Bounded in bytes and
 * entries: the least recently used entries go first, and an answer is kept only from its second
 * request on, so distinct URLs can neither grow it without end nor push the real pages out.
 */
export class PublicResponseCache {
  private entries = new Map<string, CachedResponse>();
  private compressing = new Map<string, Promise<CachedResponse | undefined>>();
  private readonly contentVersion: ContentVersion;
  private version: number;
  private totalBytes = 0;
  /** Digests of keys answered once since the last write: an answer is kept when it is asked for a second time. */
  private readonly seenOnce = new Set<string>();
  private readonly maxBytes: number;
  private readonly maxEntries: number;
  private readonly trustProxy: (address: string, hop: number) => boolean;

  constructor({ contentVersion, maxBytes = MAX_TOTAL_BYTES, maxEntries = MAX_ENTRIES, trustProxy = () => false }: PublicResponseCacheOptions) {
    this.contentVersion = contentVersion;
    this.version = contentVersion.current;
    this.maxBytes = maxBytes;
    this.maxEntries = maxEntries;
    this.trustProxy = trustProxy;
  }

  /**
   * Every public answer goes through here: the kept answer under `key` when there is one; otherwise
   * `compute`'s answer, sent with its ETag (304 to a matching conditional GET), compressed when it
   * pays, and kept under `key` when it is a 200 computed while no write committed. A null key (a
   * request with a token, another spelling of the URL) is computed and sent, never kept. The headers
   * every public answer gets are decided here (Cache-Control; Vary and ETag in send.ts).
   */
  async respond(req: Request, res: Response, key: string | null, compute: () => Promise<PublicAnswer>): Promise<void> {
    const hit = key === null ? undefined : this.get(key);
    if (hit) {
      sendCachedResponse(req, res, hit);
      hit.whenServed?.(req, res.statusCode);
      return;
    }
    const versionAtStart = this.contentVersion.current;
    const answer = await compute();
    const content = answer.status === 200 && answer.keep !== false;
    const response: PublicResponse = {
      headers: [...answer.headers, ['Cache-Control', content ? CACHE_CONTROL.kept : CACHE_CONTROL.other]],
      body: answer.body,
      whenServed: answer.whenServed,
    };
    const kept = key !== null && content ? await this.keep(key, response, versionAtStart) : undefined;
    if (kept) {
      sendCachedResponse(req, res, kept);
      kept.whenServed?.(req, res.statusCode);
      return;
    }
    // A signed-in request keeps its own Cache-Control (private, no-store).
    for (const [name, value] of response.headers) if (name !== 'Cache-Control' || !res.hasHeader(name)) res.setHeader(name, value);
    // Through Express's own send (304 and HEAD) and compressResponses, like any answer made per request.
    res.status(answer.status).set('ETag', answer.body.etag).send(answer.body.bytes);
    answer.whenServed?.(req, res.statusCode);
  }

  /**
   * The key of an anonymous read at its one canonical URL, the router's mount path (`req.baseUrl`, ''
   * at the app's root) followed by `canonicalPathAndQuery` (such as '?category=residential' under
   * /api/projects); null for a request with a token and for other spellings (/API/projects, a
   * trailing slash, extra parameters), which get the same answer, not kept.
   */
  canonicalKey(req: Request, canonicalPathAndQuery: string): string | null {
    if (!isAnonymousRead(req) || !CANONICAL_BASE.test(req.baseUrl) || req.originalUrl !== `${req.baseUrl}${canonicalPathAndQuery}`) return null;
    return this.keyOf(req, req.originalUrl);
  }

  get size(): number {
    return this.current().size;
  }

  /**
   * The key of an anonymous GET: its URL; for /graphql the Accept header too (Apollo picks the content
   * type from it); and what the request's own origin is made of, since pages link to absolute URLs
   * built from it when PUBLIC_URL is unset: the Host header, and the X-Forwarded ones from a trusted proxy.
   */
  keyOf(req: IncomingMessage, url = req.url ?? ''): string {
    // Header values cannot hold a line feed, so no two requests' parts run into the same key.
    let key = `GET ${url}\n${req.headers.host ?? ''}`;
    if (url.startsWith('/graphql')) key += `\n${req.headers.accept ?? ''}`;
    const forwardedHost = req.headers['x-forwarded-host'];
    const forwardedProto = req.headers['x-forwarded-proto'];
    if ((forwardedHost !== undefined || forwardedProto !== undefined) && this.trustProxy(req.socket.remoteAddress ?? '', 0)) {
      key += `\nforwarded ${String(forwardedProto)}://${String(forwardedHost)}`;
    }
    return key;
  }

  get(key: string): CachedResponse | undefined {
    const entries = this.current();
    const hit = entries.get(key);
    if (hit) {
      // Most recently used last: eviction takes the entries nobody asks for again.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  /**
   * Keeps an answer computed from the state of `versionAtStart` when this is its key's second request
   * since the last write, and resolves to the kept answer (compressed) to send. Resolves to undefined
   * when it is not kept: a first request, computed across a write, too large, or another answer being
   * compressed right now. Never rejects.
   */
  async keep(key: string, response: PublicResponse, versionAtStart: number): Promise<CachedResponse | undefined> {
    if (this.contentVersion.current !== versionAtStart) return undefined;
    const kept = this.get(key);
    if (kept) return kept;
    const inProgress = this.compressing.get(key);
    if (inProgress) return inProgress;
    if (!this.seenBefore(key) || response.body.bytes.length + key.length > this.maxBytes / 4) return undefined;
    if (!variesOnEncoding(response)) {
      const entry = { ...response, encoded: {}, variesOnEncoding: false };
      this.store(key, entry);
      return entry;
    }
    if (this.compressing.size >= MAX_COMPRESSING) return undefined;

    const compressing = this.compressing;
    const job = withEncodings(response).then(
      (entry) => {
        compressing.delete(key);
        if (this.contentVersion.current !== versionAtStart) return undefined;
        this.store(key, entry);
        return entry;
      },
      () => {
        compressing.delete(key);
        return undefined;
      },
    );
    compressing.set(key, job);
    return job;
  }

  /** One-off URLs (a client busting the cache with random parameters) never displace the real pages. */
  private seenBefore(key: string): boolean {
    const digest = crypto.createHash('sha1').update(key).digest('base64');
    if (this.seenOnce.has(digest)) return true;
    if (this.seenOnce.size >= MAX_SEEN_ONCE) this.seenOnce.clear();
    this.seenOnce.add(digest);
    return false;
  }

  private store(key: string, entry: CachedResponse): void {
    const entries = this.current();
    const size = sizeOf(key, entry);
    const previous = entries.get(key);
    if (previous) {
      entries.delete(key);
      this.totalBytes -= sizeOf(key, previous);
    }
    for (const [oldest, old] of entries) {
      if (this.totalBytes + size <= this.maxBytes && entries.size < this.maxEntries) break;
      entries.delete(oldest);
      this.totalBytes -= sizeOf(oldest, old);
    }
    entries.set(key, entry);
    this.totalBytes += size;
  }

  private current(): Map<string, CachedResponse> {
    const version = this.contentVersion.current;
    if (version !== this.version) {
      this.entries = new Map();
      // Answers still being compressed belong to the old version: they check it and are dropped.
      this.compressing = new Map();
      this.totalBytes = 0;
      this.seenOnce.clear();
      this.version = version;
    }
    return this.entries;
  }
}

/** The form of a mount path that is kept: none (the app's root), or lower case without doubled or trailing slash. */
const CANONICAL_BASE = /^(\/[a-z]+)*$/;

/** A GET or HEAD without a token: the requests whose answers the cache keeps. */
export function isAnonymousRead(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && req.headers.authorization === undefined;
}

function sizeOf(key: string, entry: CachedResponse): number {
  return key.length + entry.body.bytes.length + (entry.encoded.br?.bytes.length ?? 0) + (entry.encoded.gzip?.bytes.length ?? 0);
}

/** As for uncached answers (compressResponses): a compressible body over the threshold is sent compressed to whoever accepts it. */
function variesOnEncoding({ headers, body }: PublicResponse): boolean {
  const contentType = headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return body.bytes.length >= COMPRESSION_THRESHOLD && isCompressible(contentType);
}

/** The answer with its Brotli and gzip bodies, each kept only when it is smaller. */
async function withEncodings(response: PublicResponse): Promise<CachedResponse> {
  const { bytes, etag } = response.body;
  const encoded: CachedResponse['encoded'] = {};
  await Promise.all(
    (['br', 'gzip'] as const).map(async (encoding) => {
      const compressed = await compress(bytes, encoding, 'kept');
      if (compressed.length < bytes.length) encoded[encoding] = { bytes: compressed, etag: etagOfVariant(etag, encoding) };
    }),
  );
  return { ...response, encoded, variesOnEncoding: true };
}
