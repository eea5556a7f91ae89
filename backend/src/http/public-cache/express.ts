import type { NextFunction, Request, Response } from 'express';
import { readCacheVersion } from '../../read-cache';
import type { CachedResponse, PublicResponse, PublicResponseCache } from './public-response-cache';
import { sendCachedResponse } from './send';

interface Offer {
  cache: PublicResponseCache;
  versionAtStart: number;
}

const OFFER = 'publicResponseCache';

/**
 * Before the routes: notes, for an anonymous GET, the state of the public read caches when it
 * started, so that `sendPublicResponse` can keep its answer unless a write committed meanwhile.
 */
export function offerPublicResponses(cache: PublicResponseCache) {
  return function publicResponseOffer(req: Request, res: Response, next: NextFunction): void {
    if (req.method === 'GET' && req.headers.authorization === undefined) res.locals[OFFER] = { cache, versionAtStart: readCacheVersion() } satisfies Offer;
    next();
  };
}

/** The form of a mount path that is kept: none (the app's root), or lower case without doubled or trailing slash. */
const CANONICAL_BASE = /^(\/[a-z]+)*$/;

/**
 * Sends a 200 answer read only from public content (the services' cached lists, or pages made from
 * them), and keeps it in the public response cache, for the fast path to send until the next write,
 * when the request is an anonymous GET to the answer's one canonical URL: the router's mount path
 * (`req.baseUrl`, '' at the app's root) followed by `canonicalPathAndQuery`, such as
 * '?category=residential' under /api/projects or '/projects/<id>' at the root. Other spellings
 * (/API/projects, a trailing slash, extra parameters) get the same answer, not kept. Sets the
 * headers, ETag, compression and 304 itself: do not send anything else. Never rejects.
 */
export async function sendPublicResponse(res: Response, response: PublicResponse, canonicalPathAndQuery: string): Promise<void> {
  const req = res.req;
  const offer = res.locals[OFFER] as Offer | undefined;
  if (offer && CANONICAL_BASE.test(req.baseUrl) && req.originalUrl === `${req.baseUrl}${canonicalPathAndQuery}`) {
    await sendAndKeep(offer.cache, req, res, offer.cache.keyOf(req, req.originalUrl), response, offer.versionAtStart);
    return;
  }
  sendUncached(res, response);
}

/** Sends the answer under `key` as the cache will send it from now on when it is kept, else as it is. */
export async function sendAndKeep(cache: PublicResponseCache, req: Request, res: Response, key: string, response: PublicResponse, versionAtStart: number): Promise<void> {
  const kept: CachedResponse | undefined = await cache.keep(key, response, versionAtStart);
  if (kept) sendCachedResponse(req, res, kept);
  else sendUncached(res, response);
}

/** Through Express's own send (304 and HEAD) and compressResponses, like any answer made per request. */
function sendUncached(res: Response, { headers, body }: PublicResponse): void {
  for (const [name, value] of headers) res.setHeader(name, value);
  res.status(200).set('ETag', body.etag).send(body.bytes);
}
