import type { IncomingMessage, ServerResponse } from 'node:http';
import type { EncodedBody } from '../../encoded-body';
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
  const { body, encoding } = variantFor(req, cached);
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

/** The headers of a kept answer as one flat list (name, value, name, value…), for writeCachedResponse. */
export interface FlatHeaders {
  ok: string[];
  /** Without Content-Type, which a 304 does not carry. */
  notModified: string[];
}

/**
 * sendCachedResponse for a response nothing has touched yet (the fast path): the same status,
 * headers and body, written in one writeHead from lists made once per kept answer, since a
 * setHeader per header costs more than the rest of the answer.
 */
export function writeCachedResponse(req: IncomingMessage, res: ServerResponse, cached: CachedResponse, headers: FlatHeaders, requestId: string): void {
  const { body, encoding } = variantFor(req, cached);
  if (isNotModified(req, cached.body.etag)) {
    res.writeHead(304, ['x-request-id', requestId, ...headers.notModified, 'ETag', body.etag]);
    res.end();
    return;
  }
  const variant = encoding ? ['ETag', body.etag, 'Content-Encoding', encoding] : ['ETag', body.etag];
  res.writeHead(200, ['x-request-id', requestId, ...headers.ok, ...variant, 'Content-Length', String(body.bytes.length)]);
  res.end(req.method === 'HEAD' ? undefined : body.bytes);
}

/** The body to send this client: Brotli or gzip when the answer varies on encoding and the client accepts one, else as it is. */
function variantFor(req: IncomingMessage, cached: CachedResponse): { body: EncodedBody; encoding: ContentEncoding | null } {
  const acceptEncoding = req.headers['accept-encoding'];
  const encoding = cached.variesOnEncoding && acceptEncoding ? preferredEncoding(acceptEncoding, Object.keys(cached.encoded) as ContentEncoding[]) : null;
  return { body: encoding ? cached.encoded[encoding]! : cached.body, encoding };
}
