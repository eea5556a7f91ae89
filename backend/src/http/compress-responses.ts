import type { NextFunction, Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import { compress, COMPRESSION_THRESHOLD, etagOfVariant, isCompressible, isNotModified, preferredEncoding, varyOnAcceptEncoding } from './content-encoding';

/** Responses sent already encoded (kept public responses pick their own variant): left alone. */
const alreadyEncoded = new WeakSet<ServerResponse>();

export function leaveEncodingAlone(res: ServerResponse): void {
  alreadyEncoded.add(res);
}

type EndArguments = [chunk?: unknown, encoding?: unknown, callback?: unknown];

/**
 * Compresses the answers Express makes per request (REST and GraphQL JSON, HTML, XML) for clients
 * that accept Brotli or gzip, at a quality that is fast enough per request. Only bodies handed whole
 * to `res.end` (what `res.send` and `res.json` do) are compressed; streamed ones (files) go as they
 * are. Such a response varies on Accept-Encoding, has its own ETag per encoding and answers a
 * conditional GET for any encoding of the same body with 304, like the public response cache does;
 * a HEAD gets the same headers as its GET.
 */
export function compressResponses() {
  return (req: Request, res: Response, next: NextFunction): void => {
    const { write, end, send } = res;
    const restore = () => {
      res.write = write;
      res.end = end;
      res.send = send;
    };
    // Express's send gives a HEAD's `end` no body, only its length: kept here, so that a HEAD is
    // answered with the headers of its GET (Vary, Content-Encoding, the variant's ETag and length),
    // as the public response cache's fast path answers it. Node sends no body to a HEAD.
    let headBody: unknown;
    if (req.method === 'HEAD') {
      res.send = function (this: Response, body?: unknown) {
        headBody = body;
        return send.call(this, body);
      } as Response['send'];
    }
    const finish = (...args: unknown[]) => (end as (...endArgs: unknown[]) => Response).apply(res, args);
    // Something streamed: not ours to compress.
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      restore();
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (...args: EndArguments) {
      restore();
      const [chunk, encoding] = req.method === 'HEAD' ? [headBody, undefined] : args;
      if (!worthCompressing(res, chunk)) return finish(...args);
      varyOnAcceptEncoding(res);
      const chosen = preferredEncoding(req.headers['accept-encoding']);
      const etag = res.getHeader('ETag');
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (typeof etag === 'string') {
        if (chosen) res.setHeader('ETag', etagOfVariant(etag, chosen));
        // Express compared If-None-Match with the identity ETag only.
        if (res.statusCode === 200 && isNotModified(req, etag)) {
          res.removeHeader('Content-Type');
          res.removeHeader('Content-Length');
          res.statusCode = 304;
          return finish(callback);
        }
      }
      if (!chosen) return finish(...args);

      const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : (chunk as Buffer);
      compress(bytes, chosen, 'per-request').then(
        (encoded) => {
          if (encoded.length >= bytes.length) {
            if (typeof etag === 'string') res.setHeader('ETag', etag);
            return finish(bytes, callback);
          }
          res.setHeader('Content-Encoding', chosen);
          res.setHeader('Content-Length', encoded.length);
          return finish(encoded, callback);
        },
        () => {
          if (typeof etag === 'string') res.setHeader('ETag', etag);
          finish(bytes, callback);
        },
      );
      return res;
    } as Response['end'];
    next();
  };
}

function worthCompressing(res: Response, chunk: unknown): boolean {
  if (res.headersSent || alreadyEncoded.has(res)) return false;
  if (res.statusCode === 204 || res.statusCode === 206 || res.statusCode === 304) return false;
  if (typeof chunk !== 'string' && !Buffer.isBuffer(chunk)) return false;
  if (res.getHeader('Content-Encoding') !== undefined || !isCompressible(res.getHeader('Content-Type'))) return false;
  if (/no-transform/.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  const length = Number(res.getHeader('Content-Length') ?? (typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk.length));
  return length >= COMPRESSION_THRESHOLD;
}
