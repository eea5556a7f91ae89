import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Types worth compressing: text, JSON (GraphQL's too), JavaScript, XML, SVG. Never images or fonts. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml\b)/i;

export function isCompressible(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE_TYPE.test(contentType);
}

const BOTH: readonly ContentEncoding[] = ['br', 'gzip'];

/** The encoding to send to a client with this Accept-Encoding, among those `available`: Brotli first, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined, available: readonly ContentEncoding[] = BOTH): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((token) => token.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    quality.set(name === 'x-gzip' ? 'gzip' : name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (encoding: ContentEncoding) => (available.includes(encoding) ? (quality.get(encoding) ?? quality.get('*') ?? 0) : 0);
  const br = accepts('br');
  const gzip = accepts('gzip');
  if (br > 0 && br >= gzip) return 'br';
  return gzip > 0 ? 'gzip' : null;
}

/** How hard to compress: fast for an answer made per request, thorough for one kept and sent many times. */
export type CompressionEffort = 'per-request' | 'kept';

const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/** Compresses on the thread pool, never on the event loop. */
export function compress(bytes: Buffer, encoding: ContentEncoding, effort: CompressionEffort): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: effort === 'kept' ? 9 : 6 });
  return brotliAsync(bytes, {
    params: {
      // Quality 5 is within a few per cent of 9 at a twentieth of its time. Kept answers get 11, off the
      // event loop and once per page after each write: on the 102 kB home page it takes 90 ms where
      // 10 takes 41, and is 380 bytes smaller, a tenth of a TCP round trip's worth.
      [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'kept' ? 11 : 5,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      // A window no larger than the body: the default 4 MB one costs megabytes of native memory per
      // compression for nothing, and twenty answers compressed at once left the server 90 MB bigger.
      [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(
        zlib.constants.BROTLI_MAX_WINDOW_BITS,
        Math.max(zlib.constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes.length + 1))),
      ),
    },
  });
}

/** The validator of an encoded variant: each encoding of a body has its own (`W/"…"` → `W/"…-br"`). */
export function etagOfVariant(etag: string, encoding: ContentEncoding): string {
  return etag.endsWith('"') ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** The body's validator as a client sent it back, without what etagOfVariant added nor a weak prefix (a proxy may weaken it): `W/"…-br"` → `"…"`. */
export function bareEtag(etag: string): string {
  return etag
    .trim()
    .replace(/^W\//, '')
    .replace(/-(?:br|gzip)"$/, '"');
}

/**
 * True when a conditional GET names the body whose identity ETag is `etag`, in any encoding: all
 * variants of one body are the same content, so a client holding any of them may keep it. A request
 * with `Cache-Control: no-cache` always gets the whole body.
 */
export function isNotModified(req: IncomingMessage, etag: string): boolean {
  // Only a read is "not modified": a POST (a GraphQL query) always gets its body (RFC 9110 §13.1.2).
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const ifNoneMatch = req.headers['if-none-match'];
  if (!ifNoneMatch || /no-cache/.test(req.headers['cache-control'] ?? '')) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = bareEtag(etag);
  return ifNoneMatch.split(',').some((candidate) => bareEtag(candidate) === bare);
}

/** Adds Accept-Encoding to the response's Vary header (after what CORS put there), once. */
export function varyOnAcceptEncoding(res: ServerResponse): void {
  const current = res.getHeader('Vary');
  if (current === undefined || current === '') res.setHeader('Vary', 'Accept-Encoding');
  else if (current !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(String(current))) res.setHeader('Vary', `${String(current)}, Accept-Encoding`);
}
