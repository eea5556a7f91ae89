import type { IncomingMessage, ServerResponse } from 'node:http';
import { leaveEncodingAlone } from '../compress-responses';
import { isNotModified, preferredEncoding, varyOnAcceptEncoding, type ContentEncoding } from '../content-encoding';
import type { CachedResponse } from './public-response-cache';

/**
 * Sends a kept answer as the full request would: the encoding the client accepts (with that
 * variant's ETag and length), 304 to a conditional GET naming the body in any encoding, headers
 * alone to HEAD. The headers every response gets (security, CORS, request id) are the caller's.
 */
export function sendCachedResponse(req: IncomingMessage, res: ServerResponse, cached: CachedResponse): void {
  leaveEncodingAlone(res);
  if (cached.variesOnEncoding) varyOnAcceptEncoding(res);
  for (const [name, value] of cached.headers) res.setHeader(name, value);
  sendCachedBody(req, res, cached);
}

/** The part of sendCachedResponse after the headers: the fast path sets those from a list made once per answer. */
export function sendCachedBody(req: IncomingMessage, res: ServerResponse, cached: CachedResponse): void {
  const acceptEncoding = req.headers['accept-encoding'];
  const encoding = cached.variesOnEncoding && acceptEncoding ? preferredEncoding(acceptEncoding, Object.keys(cached.encoded) as ContentEncoding[]) : null;
  const body = encoding ? cached.encoded[encoding]! : cached.body;
  res.setHeader('ETag', body.etag);
  if (isNotModified(req, cached.body.etag)) {
    res.removeHeader('Content-Type');
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.bytes.length);
  res.statusCode = 200;
  res.end(req.method === 'HEAD' ? undefined : body.bytes);
}
