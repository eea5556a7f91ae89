import type { Request, Response } from 'express';
import { encodeBody, type EncodedBody } from '../encoded-body';
import type { PublicResponseCache } from '../http/public-cache';
import type { Actor } from '../modules/auth/actor';
import type { Viewer } from '../modules/visibility';
import type { ServiceLayer } from '../service-layer';

/** The Idempotency-Key header of a create, if sent once (IdempotencyService). */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

export async function requireActor(services: ServiceLayer, req: Request): Promise<Actor> {
  return services.auth.authenticate(req.headers.authorization);
}

/** Who a read is for (modules/visibility.ts): a visitor without an Authorization header; with one, its user (401 for a bad token). */
export async function viewerOf(services: ServiceLayer, req: Request): Promise<Viewer> {
  return req.headers.authorization ? services.auth.authenticate(req.headers.authorization) : null;
}

/**
 * Serialises a list once per cached list instance: the services return the same array until a
 * write. The bytes and the ETag are kept too, so a cached list costs no JSON, UTF-8 encoding or
 * hashing per request.
 */
export function cachedJson<T extends object>(build: (list: T) => unknown): (list: T) => EncodedBody {
  const bodies = new WeakMap<T, EncodedBody>();
  return (list) => {
    let body = bodies.get(list);
    if (body === undefined) {
      body = encodeBody(JSON.stringify(build(list)));
      bodies.set(list, body);
    }
    return body;
  };
}

const JSON_HEADERS: [string, string][] = [['content-type', 'application/json; charset=utf-8']];

/**
 * Sends a public read (a list from the services' caches, or one item) through the public response
 * cache: kept for the fast path until the next write when the request used its canonical URL, the
 * router's path plus `canonicalPath` (such as `?category=residential`, `/<id>`, or '' for the whole
 * list); null: never kept (an unknown filter answered with an empty list).
 */
export function sendPublicJson(cache: PublicResponseCache, res: Response, canonicalPath: string | null, body: () => Promise<EncodedBody>): Promise<void> {
  const req = res.req;
  const key = canonicalPath === null ? null : cache.canonicalKey(req, canonicalPath);
  return cache.respond(req, res, key, async () => ({ status: 200, headers: JSON_HEADERS, body: await body() }));
}
