import type { NextFunction, Request, Response } from 'express';
import { encodeBody, type EncodedBody } from '../encoded-body';
import { toHttpError } from '../http/http-error';
import { sendPublicResponse } from '../http/public-cache';
import type { Logger } from '../logger';
import type { Actor } from '../modules/auth/actor';
import type { ServiceLayer } from '../service-layer';

/** The Idempotency-Key header of a create, if sent once (IdempotencyService). */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
}

export async function requireActor(services: ServiceLayer, req: Request): Promise<Actor> {
  return services.auth.authenticate(req.headers.authorization);
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

export function sendJson(res: Response, body: EncodedBody, status = 200): void {
  // With the ETag already set, Express skips hashing the body and still answers 304 when it matches.
  res.status(status).set('ETag', body.etag).type('application/json').send(body.bytes);
}

const JSON_HEADERS: [string, string][] = [['content-type', 'application/json; charset=utf-8']];

/**
 * Sends a public list read from the services' caches, and keeps it for the fast path until the
 * next write when the request used the list's canonical URL: the router's path plus
 * `canonicalQuery` (such as `?category=residential`, or '' for the whole list).
 */
export function sendPublicList(res: Response, body: EncodedBody, canonicalQuery = ''): Promise<void> {
  return sendPublicResponse(res, { headers: JSON_HEADERS, body }, canonicalQuery);
}

/** JSON errors for every /api failure: status from the error hierarchy, no stack traces. */
export function restErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const answer = toHttpError(error);
    if (!answer) {
      logger.error({ err: error, reqId: req.id }, 'Unhandled error in REST route');
      res.status(500).json({ message: 'Internal server error' });
      return;
    }
    if (answer.status >= 500) logger.warn({ err: error, reqId: req.id }, answer.message);
    if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
    res.status(answer.status).json(answer.fields ? { message: answer.message, errors: answer.fields } : { message: answer.message });
  };
}
