import type { NextFunction, Request, Response } from 'express';
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

/** The key of an anonymous GET: its URL and the Accept header (GraphQL picks its content type from it). */
export function getRequestKey(req: IncomingMessage, url = req.url ?? ''): string {
  return `GET ${url} ${req.headers.accept ?? ''}`;
}

/**
 * Whole responses to anonymous public reads, valid until the next committed write of public
 * content (readCacheVersion). A response is kept only when no write committed while it was being
 * computed, so a hit is exactly what the full request would answer now. Bounded in bytes and entries: the
 * oldest entries go first, so distinct URLs cannot grow it without end.
 */
export class ResponseMemo {
  private entries = new Map<string, MemoizedResponse>();
  private version = readCacheVersion();
  private totalBytes = 0;

  constructor(
    private readonly maxBytes = MAX_TOTAL_BYTES,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.current().size;
  }

  get(key: string): MemoizedResponse | undefined {
    return this.current().get(key);
  }

  /** Keeps a response that was computed from state of `versionAtStart`; one computed across a write is dropped. */
  set(key: string, response: MemoizedResponse, versionAtStart: number): void {
    if (readCacheVersion() !== versionAtStart) return;
    const entries = this.current();
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
      this.version = version;
    }
    return this.entries;
  }
}

type Remember = (response: MemoizedResponse) => void;

/**
 * For anonymous GETs below it: lets a route that answers from the public read caches keep its
 * response in the memo (see `rememberResponse`), for the fast path to serve until the next write.
 */
export function memoizePublicReads(memo: ResponseMemo, parameters: string[]) {
  const known = new Set(parameters);
  return (req: Request, res: Response, next: NextFunction): void => {
    // Unknown query parameters do not change the answer: memoizing them would only crowd out the real lists.
    if (req.method === 'GET' && req.headers.authorization === undefined && Object.keys(req.query).every((name) => known.has(name))) {
      const versionAtStart = readCacheVersion();
      const key = getRequestKey(req, req.originalUrl);
      const remember: Remember = (response) => memo.set(key, response, versionAtStart);
      res.locals.rememberResponse = remember;
    }
    next();
  };
}

/** Keeps this response in the memo when the request was eligible (an anonymous GET under memoizePublicReads). */
export function rememberResponse(res: Response, response: MemoizedResponse): void {
  (res.locals.rememberResponse as Remember | undefined)?.(response);
}
