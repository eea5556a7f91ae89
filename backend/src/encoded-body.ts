import crypto from 'node:crypto';

/** A response body served many times from memory: encoded once, with its validator. */
export interface EncodedBody {
  bytes: Buffer;
  /** Weak ETag in Express's own format (what `res.send` would compute), so conditional GETs answer 304 as before. */
  etag: string;
}

export function encodeBody(text: string): EncodedBody {
  return encodeBytes(Buffer.from(text));
}

/** A binary body (an image made on the server) with its validator: Express's own, unless `etag` is given. */
export function encodeBytes(bytes: Buffer, etag = `W/"${bytes.length.toString(16)}-${etagDigest(bytes)}"`): EncodedBody {
  return { bytes, etag };
}

/** The digest part of an ETag, as Express makes it: 27 characters of base64 SHA-1. */
export function etagDigest(bytes: Buffer): string {
  return crypto.createHash('sha1').update(bytes).digest('base64').substring(0, 27);
}
